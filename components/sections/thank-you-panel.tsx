import { SiteLink } from '@/components/ui/site-link';
import type { ThankYouCopy } from '@/content/thank-you';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConversionTracker } from '@/components/analytics/conversion-tracker';

/** Confirmation after a successful enquiry; also reports the advertising conversion. */
export function ThankYouPanel({ copy }: { copy: ThankYouCopy }) {
  return (
    <Section tone="none" padded={false} className="bg-paper" containerClassName="flex flex-col items-center py-24 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-navy-900 text-gold-300">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{copy.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{copy.text}</p>
      <SiteLink href={copy.backHref} className={buttonClassName('secondary', 'lg', 'mt-8')}>
        {copy.backLabel}
      </SiteLink>
      <ConversionTracker />
    </Section>
  );
}
