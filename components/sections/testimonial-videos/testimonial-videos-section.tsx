import type { TestimonialVideosCopy } from '@/content/campaigns/blocks';
import type { LandingTestimonialVideo } from '@/content/videos';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialVideos } from './testimonial-videos';

const SECTION_ID = 'marketing-videos';

/**
 * Video testimonials (docs/product.md §2): the entry's videos (sample content, see
 * content/videos.ts) in react-slick: no autoplay, dots, no arrows, not infinite, 600 ms, adaptive
 * height; only the active slide's video plays. A server component around a client leaf.
 */
export function TestimonialVideosSection({ copy, videos }: { copy: TestimonialVideosCopy; videos: readonly LandingTestimonialVideo[] }) {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <Section id={SECTION_ID} labelledBy={headingId} tone="white">
      <SectionHeading
        id={headingId}
        eyebrow={copy.eyebrow}
        text={copy.heading}
        highlight={copy.highlight}
        description={<p>{copy.intro}</p>}
        align="center"
      />
      <div className="mt-12">
        <TestimonialVideos
          videos={videos}
          copy={{
            carouselLabel: copy.carouselLabel,
            slideLabel: copy.slideLabel,
            dotLabel: copy.dotLabel,
            play: copy.play,
            pause: copy.pause,
            fallback: copy.fallback,
          }}
        />
      </div>
    </Section>
  );
}
