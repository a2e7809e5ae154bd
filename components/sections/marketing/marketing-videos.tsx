import { marketingVideosCopy } from '@/content/landing-marketing';
import { landingTestimonialVideos } from '@/content/videos';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialVideos } from './testimonial-videos';

const SECTION_ID = 'marketing-videos';

/**
 * Video testimonials (spec §2): four slides of landingTestimonialVideos (sample content, see
 * content/videos.ts) in react-slick: no autoplay, dots, no arrows, not infinite, 600 ms, adaptive
 * height; only the active slide's video plays. A server component around a client leaf.
 */
export function MarketingVideos() {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <Section id={SECTION_ID} labelledBy={headingId} tone="white">
      <SectionHeading
        id={headingId}
        eyebrow={marketingVideosCopy.eyebrow}
        text={marketingVideosCopy.heading}
        highlight={marketingVideosCopy.highlight}
        description={<p>{marketingVideosCopy.intro}</p>}
        align="center"
      />
      <div className="mt-12">
        <TestimonialVideos
          videos={landingTestimonialVideos}
          copy={{
            carouselLabel: marketingVideosCopy.carouselLabel,
            slideLabel: marketingVideosCopy.slideLabel,
            dotLabel: marketingVideosCopy.dotLabel,
            play: marketingVideosCopy.play,
            pause: marketingVideosCopy.pause,
            fallback: marketingVideosCopy.fallback,
          }}
        />
      </div>
    </Section>
  );
}
