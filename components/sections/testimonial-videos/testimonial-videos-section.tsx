import type { TestimonialVideosCopy } from '@/content/campaigns/blocks';
import type { LandingTestimonialVideo } from '@/content/videos';
import { HeadedSection } from '@/components/ui/headed-section';
import { TestimonialVideos } from './testimonial-videos';

const SECTION_ID = 'marketing-videos';

/**
 * Video testimonials (docs/product.md §2): the entry's videos (sample content, see
 * content/videos.ts) in react-slick: no autoplay, dots, no arrows, not infinite, 600 ms, adaptive
 * height; only the active slide's video plays. A server component around a client leaf.
 */
export function TestimonialVideosSection({ copy, videos }: { copy: TestimonialVideosCopy; videos: readonly LandingTestimonialVideo[] }) {
  return (
    <HeadedSection id={SECTION_ID} copy={copy} tone="white">
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
    </HeadedSection>
  );
}
