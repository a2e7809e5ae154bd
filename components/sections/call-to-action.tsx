import type { CallToActionCopy } from '@/content/section-copy';
import { site } from '@/content/site';
import { Section } from '@/components/ui/section';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { buttonClassName } from '@/components/ui/button-styles';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { PhoneNumber } from '@/components/ui/phone-number';

interface CallToActionProps {
  id: string;
  copy: CallToActionCopy;
}

/** Banner and closing calls to action: a phone button and a Get Started button (docs/product.md §2). */
export function CallToAction({ id, copy }: CallToActionProps) {
  return (
    <Section
      labelledBy={`${id}-heading`}
      tone="none"
      padded={false}
      className="relative isolate overflow-hidden bg-navy-900 py-16 text-white sm:py-20"
      containerClassName="flex flex-col items-center text-center"
      backdrop={copy.image ? <ResponsiveImage image={copy.image} alt="" sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35" /> : null}
    >
      <h2 id={`${id}-heading`} className="max-w-3xl text-3xl font-semibold text-white sm:text-4xl">
        <HighlightedText text={copy.heading} highlight={copy.highlight} className="text-gold-300" />
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-navy-100">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {/* One line on a 320 px phone: a little smaller there, and never wrapped. */}
        <a href={site.phone.href} className={buttonClassName('outline-light', 'lg', 'whitespace-nowrap max-sm:px-5 max-sm:text-sm')}>
          <Icon name="phone" className="size-4" />
          {copy.phoneLabel} <PhoneNumber />
        </a>
        <GetStartedButton size="lg" />
      </div>
    </Section>
  );
}
