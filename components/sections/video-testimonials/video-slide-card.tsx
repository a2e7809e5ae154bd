import type { ReactNode } from 'react';
import type { VideoTestimonialsCopy } from '@/content/video-testimonials-copy';
import type { VideoTestimonial } from '@/content/videos';

// The boxes of the video carousel without framer-motion or hooks: the placeholder of the server
// HTML (video-carousel-placeholder.tsx, a server component) and the carousel itself
// (video-slide.tsx, video-carousel.tsx) share them, so both draw the same boxes and nothing shifts
// when one replaces the other.

/** At most three cards: one on small screens, two from md, three from lg (CSS decides what shows). */
export const MAX_SLOTS = 3;
export const slotVisibility = ['', 'hidden md:block', 'hidden lg:block'] as const;

export type VideoCarouselCopy = Pick<VideoTestimonialsCopy, 'previous' | 'next' | 'pause' | 'play' | 'fallback' | 'slideLabel' | 'announcement'>;

/** The card around a slide's picture: the same box whether it holds the video, its poster or an empty box. */
export function SlideCard({ label, title, className, children }: { label: string; title: string; className: string; children: ReactNode }) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} className={`overflow-hidden rounded-2xl bg-white shadow-card ${className}`}>
      {children}
      <h3 className="px-5 py-4 text-lg font-semibold text-navy-900">{title}</h3>
    </div>
  );
}

export const mediaClassName = 'block aspect-video h-auto w-full bg-navy-900 object-cover';

/**
 * A slide's poster in the video's box, for the server HTML: a lazy image fetches nothing until the
 * section nears the viewport, where a <video> would fetch its poster and metadata with the page.
 */
export function VideoPosterSlide({ video, label, className }: { video: VideoTestimonial; label: string; className: string }) {
  return (
    <SlideCard label={label} title={video.title} className={className}>
      <VideoPoster video={video} />
    </SlideCard>
  );
}

/** A video's poster as an image in the video's box (the same size, so swapping one for the other moves nothing). */
function VideoPoster({ video }: { video: VideoTestimonial }) {
  // eslint-disable-next-line @next/next/no-img-element -- a pre-sized poster; next/image cannot optimise in an export
  return <img src={video.poster} alt="" width={video.width} height={video.height} loading="lazy" decoding="async" className={mediaClassName} />;
}

/** Grid columns of one row of cards for the number of videos. */
export function rowColumns(count: number): string {
  return count >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : count === 2 ? 'md:grid-cols-2' : '';
}
