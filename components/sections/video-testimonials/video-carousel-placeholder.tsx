import { useId } from 'react';
import type { VideoTestimonial } from '@/content/videos';
import { fillTemplate } from '@/lib/fill-template';
import { visibleIndices } from './carousel-state';
import { MAX_SLOTS, VideoPosterSlide, rowColumns, slotVisibility, type VideoCarouselCopy } from './video-slide-card';
import { CarouselArrowButton } from '@/components/ui/carousel-arrow-button';
import { PlaybackToggleButton } from '@/components/ui/playback-toggle-button';

interface VideoCarouselPlaceholderProps {
  videos: readonly VideoTestimonial[];
  copy: VideoCarouselCopy;
  className?: string;
}

/**
 * The carousel at index 0, drawn with the same boxes as VideoCarousel but without framer-motion: a
 * server component, the server HTML and what shows until the carousel's code arrives
 * (lazy-video-testimonials.tsx), so none of its code is in the page's JavaScript.
 * The controls wait, disabled, for that code; nothing plays before it, and the slides are the
 * videos' posters as lazy images, so the page fetches nothing for them until the section is near.
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
              <VideoPosterSlide
                key={video.id}
                video={video}
                label={fillTemplate(copy.slideLabel, { position: videoIndex + 1, total: count })}
                className={slotVisibility[slot] ?? 'hidden'}
              />
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <CarouselArrowButton direction="previous" label={copy.previous} controls={slidesId} disabled />
        <PlaybackToggleButton playing pauseLabel={copy.pause} playLabel={copy.play} disabled />
        <CarouselArrowButton direction="next" label={copy.next} controls={slidesId} disabled />
      </div>
    </div>
  );
}
