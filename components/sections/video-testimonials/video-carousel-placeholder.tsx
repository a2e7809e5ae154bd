import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import type { VideoTestimonial } from '@/content/videos';
import { fillTemplate, visibleIndices } from './carousel-state';
import { MAX_SLOTS, PlaybackIcon, VideoSlide, arrowButton, rowColumns, slotVisibility, toggleButton, type VideoCarouselCopy } from './video-slide';

interface VideoCarouselPlaceholderProps {
  videos: readonly VideoTestimonial[];
  copy: VideoCarouselCopy;
  className?: string;
}

/**
 * The carousel at index 0, drawn with the same boxes as VideoCarousel but without framer-motion:
 * the server HTML and what shows until the carousel's code arrives (lazy-video-testimonials.tsx).
 * The controls wait, disabled, for that code; nothing plays before it.
 */
export function VideoCarouselPlaceholder({ videos, copy, className = '' }: VideoCarouselPlaceholderProps) {
  const slidesId = useId();
  const count = videos.length;
  return (
    <div className={className}>
      <div id={slidesId} className="grid">
        <div className={`col-start-1 row-start-1 grid gap-6 ${rowColumns(count)}`}>
          {visibleIndices(0, count, MAX_SLOTS).map((videoIndex, slot) => {
            const video = videos[videoIndex];
            if (!video) return null;
            return (
              <VideoSlide
                key={video.id}
                video={video}
                label={fillTemplate(copy.slideLabel, { position: videoIndex + 1, total: count })}
                fallback={copy.fallback}
                shouldPlay={false}
                className={slotVisibility[slot] ?? 'hidden'}
              />
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <button type="button" disabled className={arrowButton} aria-controls={slidesId}>
          <Icon name="arrowRight" className="size-5 rotate-180" />
          <span className="sr-only">{copy.previous}</span>
        </button>
        <button type="button" disabled className={toggleButton}>
          <PlaybackIcon playing />
          {copy.pause}
        </button>
        <button type="button" disabled className={arrowButton} aria-controls={slidesId}>
          <Icon name="arrowRight" className="size-5" />
          <span className="sr-only">{copy.next}</span>
        </button>
      </div>
    </div>
  );
}
