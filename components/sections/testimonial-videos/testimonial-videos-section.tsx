import type { TestimonialVideosCopy } from '@/content/campaigns/blocks';
import type { LandingTestimonialVideo } from '@/content/videos';
import { HeadedSection } from '@/components/ui/headed-section';
import { StaticTestimonialSlide } from './testimonial-slide';
import { TestimonialVideosShell } from './testimonial-videos-shell';

const SECTION_ID = 'marketing-videos';

/**
 * Video testimonials (docs/product.md §2): the entry's videos (sample content, see
 * content/videos.ts) in react-slick: no autoplay, dots, no arrows, not infinite, 600 ms, adaptive
 * height; only the active slide's video plays. A server component: the first slide is server HTML,
 * and the carousel's code arrives when it comes near the viewport (testimonial-videos-shell.tsx).
 */
export function TestimonialVideosSection({ copy, videos }: { copy: TestimonialVideosCopy; videos: readonly LandingTestimonialVideo[] }) {
  const carouselCopy = {
    carouselLabel: copy.carouselLabel,
    slideLabel: copy.slideLabel,
    dotLabel: copy.dotLabel,
    play: copy.play,
    pause: copy.pause,
    fallback: copy.fallback,
  };
  return (
    <HeadedSection id={SECTION_ID} copy={copy} tone="white">
      <div className="mt-12">
        {videos.length > 0 ? (
          <TestimonialVideosShell videos={videos} copy={carouselCopy}>
            <StaticTestimonialSlide videos={videos} copy={carouselCopy} />
          </TestimonialVideosShell>
        ) : null}
      </div>
    </HeadedSection>
  );
}
