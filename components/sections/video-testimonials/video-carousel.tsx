'use client';

import { AnimatePresence, m, useIsPresent, type Transition, type Variants } from 'framer-motion';
import { useId, useReducer, useState, type ReactNode } from 'react';
import { VideoSlide } from './video-slide';
import { MAX_SLOTS, rowColumns, slotVisibility, type VideoCarouselCopy } from './video-slide-card';
import type { VideoTestimonial } from '@/content/videos';
import { carouselReducer, initialCarouselState, visibleIndices, type Direction } from './carousel-state';
import { nextIndex, previousIndex } from '@/lib/carousel-index';
import { fillTemplate } from '@/lib/fill-template';
import { LG_QUERY, MD_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CarouselArrowButton } from '@/components/ui/carousel-arrow-button';
import { PlaybackToggleButton } from '@/components/ui/playback-toggle-button';

/** Slide transition (docs/product.md §4 and §9): 0.4 s, 100 px along the direction of travel, scale 0.95. */
export const SLIDE = { duration: 0.4, offsetX: 100, scale: 0.95 } as const;

const slideTransition: Transition = { duration: SLIDE.duration, ease: 'easeInOut' };

/** `custom` is the direction: Next (+1) enters from the right and leaves to the left. */
const slideVariants: Variants = {
  enter: (direction: Direction) => ({ x: direction * SLIDE.offsetX, opacity: 0, scale: SLIDE.scale }),
  center: { x: 0, opacity: 1, scale: 1 },
  exit: (direction: Direction) => ({ x: direction * -SLIDE.offsetX, opacity: 0, scale: SLIDE.scale }),
};

/** Reduced motion: a cross-fade only, no travel and no scale. */
const fadeVariants: Variants = {
  enter: { opacity: 0 },
  center: { opacity: 1 },
  exit: { opacity: 0 },
};

interface VideoCarouselProps {
  videos: readonly VideoTestimonial[];
  copy: VideoCarouselCopy;
  className?: string;
}

/**
 * The home page's video testimonial carousel (docs/product.md §4): index from 0, Next (index + 1) mod n,
 * Previous wrapping from 0 to n - 1. The active video comes first; on md+ the following ones
 * (wrapping) sit beside it. Must render inside VideoTestimonialsMotion (LazyMotion + MotionConfig).
 */
export function VideoCarousel({ videos, copy, className = '' }: VideoCarouselProps) {
  const count = videos.length;
  const [{ index, direction }, dispatch] = useReducer(carouselReducer, initialCarouselState);
  const [announcement, setAnnouncement] = useState('');
  const [userWantsPlaying, setUserWantsPlaying] = useState<boolean | null>(null);
  /** Rows from here on are mounted by a tap: their cards show the poster first (video-slide.tsx). */
  const [moved, setMoved] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const isMd = useMediaQuery(MD_QUERY);
  const isLg = useMediaQuery(LG_QUERY);
  const slidesId = useId();

  // Autoplay only once we know motion is welcome; the Pause/Play control overrides it (WCAG 2.2.2).
  const playing = userWantsPlaying ?? reducedMotion === false;
  const slotsOnScreen = isLg ? 3 : isMd ? 2 : 1;
  // Only the cards the screen shows are rendered (every slot while the width is unknown): each
  // Next mounts a new row, and a <video> the CSS hides would still cost its element and media
  // set-up on a phone (just after the tap's frame, video-slide.tsx, but on the same main thread).
  const slotsRendered = isMd === null || isLg === null ? MAX_SLOTS : slotsOnScreen;

  if (count === 0) return null;

  function move(type: 'next' | 'previous') {
    const target = type === 'next' ? nextIndex(index, count) : previousIndex(index, count);
    dispatch({ type, count });
    setMoved(true);
    const video = videos[target];
    if (video) setAnnouncement(fillTemplate(copy.announcement, { position: target + 1, total: count, title: video.title }));
  }

  const shown = visibleIndices(index, count, slotsRendered);
  const columns = rowColumns(count);

  return (
    <div className={className}>
      <div id={slidesId} className="grid">
        <AnimatePresence initial={false} custom={direction}>
          <SlideRow key={index} direction={direction} variants={reducedMotion ? fadeVariants : slideVariants} className={columns}>
            {(isPresent) =>
              shown.map((videoIndex, slot) => {
                const video = videos[videoIndex];
                if (!video) return null;
                return (
                  <VideoSlide
                    key={video.id}
                    video={video}
                    label={fillTemplate(copy.slideLabel, { position: videoIndex + 1, total: count })}
                    fallback={copy.fallback}
                    shouldPlay={playing && isPresent && slot < slotsOnScreen}
                    className={slotVisibility[slot] ?? 'hidden'}
                    deferVideo={moved}
                    leaving={!isPresent}
                  />
                );
              })
            }
          </SlideRow>
        </AnimatePresence>
      </div>

      <div className="mt-8 flex items-center justify-center gap-3">
        <CarouselArrowButton direction="previous" label={copy.previous} controls={slidesId} onClick={() => move('previous')} />
        <PlaybackToggleButton playing={playing} pauseLabel={copy.pause} playLabel={copy.play} onClick={() => setUserWantsPlaying(!playing)} />
        <CarouselArrowButton direction="next" label={copy.next} controls={slidesId} onClick={() => move('next')} />
      </div>

      {/* Filled only by Previous / Next, so nothing is announced on load or while videos play. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}

interface SlideRowProps {
  direction: Direction;
  variants: Variants;
  className: string;
  children: (isPresent: boolean) => ReactNode;
}

/**
 * One set of visible cards. Entering and leaving rows share one grid cell, so they cross over in
 * place; the leaving one is hidden from assistive technology and made inert while it fades.
 */
function SlideRow({ direction, variants, className, children }: SlideRowProps) {
  const isPresent = useIsPresent();
  return (
    <m.div
      custom={direction}
      variants={variants}
      initial="enter"
      animate="center"
      exit="exit"
      transition={slideTransition}
      aria-hidden={isPresent ? undefined : true}
      inert={!isPresent}
      className={`col-start-1 row-start-1 grid gap-6 ${isPresent ? '' : 'pointer-events-none'} ${className}`}
    >
      {children(isPresent)}
    </m.div>
  );
}
