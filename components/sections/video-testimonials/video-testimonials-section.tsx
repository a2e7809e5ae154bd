import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { VideoTestimonialsCopy } from '@/content/video-testimonials-copy';
import type { VideoTestimonial } from '@/content/videos';
import { LazyVideoTestimonials } from './lazy-video-testimonials';
import { VideoCarouselPlaceholder } from './video-carousel-placeholder';

export interface VideoTestimonialsSectionProps {
  /** The videos in order (the home page passes its four, content/videos.ts `homeVideoTestimonials`). */
  videos: readonly VideoTestimonial[];
  /** content/video-testimonials-copy.ts `videoTestimonialsCopy`, or a landing-page entry's own. */
  copy: VideoTestimonialsCopy;
  /** Section id (anchor); the heading gets `${id}-heading`. Unique per page. */
  id?: string;
  tone?: 'white' | 'paper';
}

/**
 * Home page video testimonial carousel (docs/product.md §2 item 10, §4). A server component: heading,
 * intro and the carousel's placeholder are plain server HTML; the carousel and the one-time reveal
 * load lazily near the viewport.
 * The section itself is the carousel region, named by its heading.
 */
export function VideoTestimonialsSection({ videos, copy, id = 'video-testimonials', tone = 'paper' }: VideoTestimonialsSectionProps) {
  if (videos.length === 0) return null;
  const headingId = `${id}-heading`;
  const carouselCopy = {
    previous: copy.previous,
    next: copy.next,
    pause: copy.pause,
    play: copy.play,
    fallback: copy.fallback,
    slideLabel: copy.slideLabel,
    announcement: copy.announcement,
  };
  const carouselClassName = 'mt-10 sm:mt-12';
  return (
    <Section
      id={id}
      aria-roledescription="carousel"
      labelledBy={headingId}
      tone={tone}
      // overflow-x-clip: cards travel 100 px sideways without creating a horizontal scrollbar.
      className="overflow-x-clip"
    >
      <LazyVideoTestimonials
        carouselClassName={carouselClassName}
        videos={videos}
        copy={carouselCopy}
        placeholder={<VideoCarouselPlaceholder className={carouselClassName} videos={videos} copy={carouselCopy} />}
      >
        <SectionHeading id={headingId} text={copy.heading} highlight={copy.highlight} description={copy.intro} align="center" />
      </LazyVideoTestimonials>
    </Section>
  );
}
