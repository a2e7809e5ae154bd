import type { BestsellerCopy } from '@/content/home';
import type { ImageAsset } from '@/content/media';
import { Section } from '@/components/ui/section';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { PhoneLink } from '@/components/ui/phone-link';
import { GetStartedButton } from '@/components/enquiry/get-started-button';

interface BestsellerSectionProps {
  copy: BestsellerCopy;
  /** Full-bleed background behind the section (decorative). */
  background: ImageAsset;
  /** The picture beside the text. */
  image: ImageAsset;
}

/** 'Want to Become a Best-seller?': background image, inner image and text (home, docs/product.md §2 item 5). */
export function BestsellerSection({ copy, background, image }: BestsellerSectionProps) {
  return (
    <Section
      labelledBy="bestseller-heading"
      tone="none"
      padded={false}
      className="relative isolate overflow-hidden bg-navy-950 py-16 text-white sm:py-24"
      containerClassName="grid items-center gap-12 lg:grid-cols-2"
      backdrop={<ResponsiveImage image={background} alt="" sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40" />}
    >
      <ResponsiveImage image={image} sizes="(min-width: 1024px) 560px, 100vw" className="h-auto w-full rounded-2xl shadow-modal" />
      <div>
        <h2 id="bestseller-heading" className="text-3xl font-semibold text-white sm:text-4xl">
          <HighlightedText text={copy.heading} highlight={copy.highlight} className="text-gold-300" />
        </h2>
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-100">
            {paragraph}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <GetStartedButton size="lg" />
          <PhoneLink className="min-h-11 text-lg font-semibold text-white hover:text-gold-300" />
        </div>
      </div>
    </Section>
  );
}
