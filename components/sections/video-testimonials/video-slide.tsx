import { useEffect, useRef, type ReactNode } from 'react';
import type { VideoTestimonialsCopy } from '@/content/video-testimonials-copy';
import type { VideoTestimonial } from '@/content/videos';
import { playQuietly } from '@/lib/play-quietly';
import { MutedVideo } from '@/components/ui/muted-video';

// The parts of the carousel without framer-motion: the placeholder rendered before the carousel's
// code arrives (video-carousel-placeholder.tsx) and the carousel itself share them, so both draw
// the same boxes and nothing shifts when one replaces the other.

/** At most three cards: one on small screens, two from md, three from lg (CSS decides what shows). */
export const MAX_SLOTS = 3;
export const slotVisibility = ['', 'hidden md:block', 'hidden lg:block'] as const;

export type VideoCarouselCopy = Pick<VideoTestimonialsCopy, 'previous' | 'next' | 'pause' | 'play' | 'fallback' | 'slideLabel' | 'announcement'>;

export interface VideoSlideProps {
  video: VideoTestimonial;
  label: string;
  fallback: string;
  shouldPlay: boolean;
  className: string;
}

/** The card around a slide's picture: the same box whether it holds the video or its poster. */
function SlideCard({ label, title, className, children }: { label: string; title: string; className: string; children: ReactNode }) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} className={`overflow-hidden rounded-2xl bg-white shadow-card ${className}`}>
      {children}
      <h3 className="px-5 py-4 text-lg font-semibold text-navy-900">{title}</h3>
    </div>
  );
}

const mediaClassName = 'block aspect-video h-auto w-full bg-navy-900 object-cover';

export function VideoSlide({ video, label, fallback, shouldPlay, className }: VideoSlideProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (shouldPlay) playQuietly(element);
    else element.pause();
  }, [shouldPlay]);

  // The description is defined in the data but not displayed (docs/product.md §3).
  return (
    <SlideCard label={label} title={video.title} className={className}>
      <MutedVideo
        ref={ref}
        className={mediaClassName}
        src={video.videoUrl}
        poster={video.poster}
        width={video.width}
        height={video.height}
        preload="metadata"
        autoPlay={shouldPlay}
        fallback={fallback}
      />
    </SlideCard>
  );
}

/**
 * A slide's poster in the video's box, for the server HTML: a lazy image fetches nothing until the
 * section nears the viewport, where a <video> would fetch its poster and metadata with the page.
 */
export function VideoPosterSlide({ video, label, className }: Pick<VideoSlideProps, 'video' | 'label' | 'className'>) {
  return (
    <SlideCard label={label} title={video.title} className={className}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized poster; next/image cannot optimise in an export */}
      <img src={video.poster} alt="" width={video.width} height={video.height} loading="lazy" decoding="async" className={mediaClassName} />
    </SlideCard>
  );
}

/** Grid columns of one row of cards for the number of videos. */
export function rowColumns(count: number): string {
  return count >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : count === 2 ? 'md:grid-cols-2' : '';
}
