import type { ImageAsset } from '@/content/media';
import type { HeroCopy } from '@/content/section-copy';
import { enquiryCopy, heroFormAnchor } from '@/content/enquiry';
import { Section } from '@/components/ui/section';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { PhoneLink } from '@/components/ui/phone-link';
import { HeroBackdrop } from '@/components/ui/hero-backdrop';
import { ReviewBadge } from '@/components/ui/review-badge';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { PageEnquiryForm } from '@/components/enquiry/page-enquiry-form';

interface HeroBannerProps {
  copy: HeroCopy;
  /** Full-bleed background (decorative), e.g. content/media.ts `homeHero` on the home page. */
  background: ImageAsset;
  eyebrow?: string;
  /** The h1 of the page; a page with its own h1 elsewhere passes 2. */
  headingLevel?: 1 | 2;
}

/**
 * The reusable hero (docs/product.md §2 'Hero banner'): a title with one highlighted word, two lines,
 * Get Started, the phone link and the review badge, with the enquiry form beside it.
 */
export function HeroBanner({ copy, background, eyebrow, headingLevel = 1 }: HeroBannerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Section
      tone="none"
      padded={false}
      className="relative isolate overflow-hidden bg-navy-950 text-white"
      containerClassName="grid items-center gap-12 py-16 lg:grid-cols-[1.15fr_1fr] lg:py-24"
      backdrop={<HeroBackdrop image={background} opacityClass="opacity-60" gradientClass="via-navy-950/85 to-navy-950/40" />}
    >
      <div>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{eyebrow}</p> : null}
        <Heading className="mt-2 text-4xl font-semibold leading-tight text-white sm:text-5xl lg:text-6xl">
          <HighlightedText text={copy.title} highlight={copy.highlight} className="text-gold-300" />
        </Heading>
        {copy.lines.map((line) => (
          <p key={line} className="mt-4 max-w-xl text-lg text-navy-100">
            {line}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <GetStartedButton size="lg" />
          <PhoneLink className="min-h-11 text-lg font-semibold text-white hover:text-gold-300" />
        </div>
        <div className="mt-8">
          <ReviewBadge tone="dark" />
        </div>
      </div>
      {/* Get Started links here until scripts run; the margin keeps the heading clear of a sticky header. */}
      <div id={heroFormAnchor} className="scroll-mt-24 rounded-2xl bg-white p-6 text-ink shadow-modal sm:p-8">
        <h2 className="text-2xl font-semibold">{enquiryCopy.modalTitle}</h2>
        <p className="mt-1 text-sm text-muted">{enquiryCopy.modalIntro}</p>
        <PageEnquiryForm idPrefix="hero" className="mt-5" />
      </div>
    </Section>
  );
}
