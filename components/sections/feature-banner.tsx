import type { ImageAsset } from '@/content/media';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { PhoneLink } from '@/components/ui/phone-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { GetStartedButton } from '@/components/enquiry/get-started-button';

interface FeatureBannerProps {
  id: string;
  heading: string;
  highlight?: string;
  paragraphs: readonly string[];
  image: ImageAsset;
  /** Image on the left instead of the right. */
  reverse?: boolean;
  tone?: SectionTone;
}

/** Image, heading, text, phone link and Get Started (docs/product.md §2 'Feature banner'). */
export function FeatureBanner({ id, heading, highlight, paragraphs, image, reverse = false, tone = 'white' }: FeatureBannerProps) {
  const onDark = tone === 'navy';
  return (
    <Section tone={tone} labelledBy={`${id}-heading`} containerClassName="grid items-center gap-12 lg:grid-cols-2">
      <div className={reverse ? 'lg:order-2' : undefined}>
        <SectionHeading
          id={`${id}-heading`}
          text={heading}
          highlight={highlight}
          tone={onDark ? 'dark' : 'light'}
          description={paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 first:mt-0">
              {paragraph}
            </p>
          ))}
        />
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <GetStartedButton size="lg" />
          <PhoneLink className={`min-h-11 text-lg font-semibold ${onDark ? 'text-white hover:text-gold-300' : 'text-navy-800 hover:text-gold-700'}`} />
        </div>
      </div>
      <ResponsiveImage image={image} sizes="(min-width: 1024px) 560px, 100vw" className={`h-auto w-full rounded-2xl shadow-card ${reverse ? 'lg:order-1' : ''}`} />
    </Section>
  );
}
