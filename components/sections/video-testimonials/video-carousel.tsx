'use client';

import { useCallback, useEffectEvent, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { VideoSlide } from './video-slide';
import { MAX_SLOTS, rowColumns, slotVisibility, type VideoCarouselCopy } from './video-slide-card';
import type { VideoTestimonial } from '@/content/videos';
import { carouselReducer, initialCarouselState, visibleIndices, type Direction } from './carousel-state';
import { fillTemplate } from '@/lib/fill-template';
import { LG_QUERY, MD_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CarouselArrowButton } from '@/components/ui/carousel-arrow-button';
import { PlaybackToggleButton } from '@/components/ui/playback-toggle-button';

/** Slide transition (docs/product.md §4 and §9): 0.4 s, 100 px along the direction of travel, scale 0.95. */
const SLIDE = { durationMs: 400, offsetX: 100, scale: 0.95 } as const;

type RowPhase = 'still' | 'enter' | 'exit';

/**
 * A row's keyframes. Next (+1) enters from the right and leaves to the left; under reduced motion
 * rows only cross-fade.
 */
function rowKeyframes(phase: 'enter' | 'exit', direction: Direction, reducedMotion: boolean): Keyframe[] {
  const away = phase === 'enter' ? direction * SLIDE.offsetX : direction * -SLIDE.offsetX;
  const hidden: Keyframe = reducedMotion ? { opacity: 0 } : { opacity: 0, transform: `translateX(${away}px) scale(${SLIDE.scale})` };
  const shown: Keyframe = reducedMotion ? { opacity: 1 } : { opacity: 1, transform: 'none' };
  return phase === 'enter' ? [hidden, shown] : [shown, hidden];
}

interface VideoCarouselProps {
  videos: readonly VideoTestimonial[];
  copy: VideoCarouselCopy;
  className?: string;
}

/**
 * The home page's video testimonial carousel (docs/product.md §4): index from 0, Next (index + 1) mod n,
 * Previous wrapping from 0 to n - 1. The active video comes first; on md+ the following ones
 * (wrapping) sit beside it. Must render inside VideoTestimonialsMotion (the section's reveal).
 *
 * Rows slide with the Web Animations API rather than framer-motion's AnimatePresence: a tap then
 * costs one small render, and the browser runs the slide off the main thread. With AnimatePresence
 * the handlers of a Next tap took a median of 71 ms at 4x CPU, 35 ms without it (docs/benchmarks.md).
 */
export function VideoCarousel({ videos, copy, className = '' }: VideoCarouselProps) {
  const count = videos.length;
  const [{ index, direction, moves, leaving }, dispatch] = useReducer(carouselReducer, initialCarouselState);
  const [userWantsPlaying, setUserWantsPlaying] = useState<boolean | null>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const isMd = useMediaQuery(MD_QUERY);
  const isLg = useMediaQuery(LG_QUERY);
  const slidesId = useId();
  const removeLeaving = useCallback((key: number) => dispatch({ type: 'exited', key }), []);

  // Autoplay only once we know motion is welcome; the Pause/Play control overrides it (WCAG 2.2.2).
  const playing = userWantsPlaying ?? reducedMotion === false;
  const slotsOnScreen = isLg ? 3 : isMd ? 2 : 1;
  // Only the cards the screen shows are rendered (every slot while the width is unknown): each
  // Next mounts a new row, and a <video> the CSS hides would still cost its element and media
  // set-up on a phone (just after the tap's frame, video-slide.tsx, but on the same main thread).
  const slotsRendered = isMd === null || isLg === null ? MAX_SLOTS : slotsOnScreen;

  if (count === 0) return null;

  const move = (type: 'next' | 'previous') => dispatch({ type, count });
  // Said after Previous and Next only (not on load, nor while the videos play).
  const current = videos[index];
  const announcement = moves > 0 && current ? fillTemplate(copy.announcement, { position: index + 1, total: count, title: current.title }) : '';

  const columns = rowColumns(count);
  function cards(rowIndex: number, present: boolean): ReactNode {
    return visibleIndices(rowIndex, count, slotsRendered).map((videoIndex, slot) => {
      const video = videos[videoIndex];
      if (!video) return null;
      return (
        <VideoSlide
          key={video.id}
          video={video}
          label={fillTemplate(copy.slideLabel, { position: videoIndex + 1, total: count })}
          fallback={copy.fallback}
          shouldPlay={playing && present && slot < slotsOnScreen}
          className={slotVisibility[slot] ?? 'hidden'}
          // Cards mounted by a tap hold an empty media box in the tap's frame (video-slide.tsx).
          deferVideo={moves > 0}
          leaving={!present}
        />
      );
    });
  }

  return (
    <div className={className}>
      <div id={slidesId} className="grid">
        {/* One keyed list, so the current row stays the same element (and its cards the same
            videos) when it becomes a leaving row. */}
        {[
          ...leaving.map((row) => (
            <SlideRow
              key={row.key}
              rowKey={row.key}
              phase="exit"
              direction={row.direction}
              reducedMotion={reducedMotion === true}
              className={columns}
              onExited={removeLeaving}
            >
              {cards(row.index, false)}
            </SlideRow>
          )),
          <SlideRow key={moves} rowKey={moves} phase={moves === 0 ? 'still' : 'enter'} direction={direction} reducedMotion={reducedMotion === true} className={columns}>
            {cards(index, true)}
          </SlideRow>,
        ]}
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
  rowKey: number;
  phase: RowPhase;
  direction: Direction;
  reducedMotion: boolean;
  className: string;
  /** Called with `rowKey` once a leaving row has faded out. */
  onExited?: (key: number) => void;
  children: ReactNode;
}

/**
 * One set of visible cards. Entering and leaving rows share one grid cell, so they cross over in
 * place; the leaving one is hidden from assistive technology and made inert while it fades.
 */
function SlideRow({ rowKey, phase, direction, reducedMotion, className, onExited, children }: SlideRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  /** The row's slide in, kept so a quick second tap can start the slide out where it is. */
  const entering = useRef<Animation | null>(null);
  // Read when the phase changes, not when the motion preference does mid-slide.
  const keyframesFor = useEffectEvent((moving: 'enter' | 'exit') => rowKeyframes(moving, direction, reducedMotion));
  const done = useEffectEvent(() => onExited?.(rowKey));

  // A layout effect, so the first frame that shows the row already shows it where its slide starts.
  useLayoutEffect(() => {
    const row = ref.current;
    if (row === null || phase === 'still') return undefined;
    if (typeof row.animate !== 'function') {
      // No Web Animations API (an old browser, or jsdom): no motion; a leaving row still goes after
      // the same time, so a quick second tap behaves alike.
      if (phase !== 'exit') return undefined;
      const timer = window.setTimeout(() => done(), SLIDE.durationMs);
      return () => window.clearTimeout(timer);
    }
    const keyframes = keyframesFor(phase);
    if (phase === 'enter') {
      // (Development runs layout effects twice: one slide in at a time.)
      entering.current?.cancel();
      entering.current = row.animate(keyframes, { duration: SLIDE.durationMs, easing: 'ease-in-out' });
      return undefined;
    }
    // A row sent away while still entering leaves from where it is, not from its resting place.
    // (Only then is its style read: a read in the tap's handler makes the browser compute it there.)
    const from = keyframes[0];
    if (entering.current?.playState === 'running' && from !== undefined) {
      const now = getComputedStyle(row);
      for (const property of Object.keys(from)) from[property] = now.getPropertyValue(property);
      entering.current.cancel();
    }
    const animation = row.animate(keyframes, { duration: SLIDE.durationMs, easing: 'ease-in-out', fill: 'forwards' });
    let live = true;
    // Finished, or cancelled by something else than this effect: either way the row goes.
    const leave = () => {
      if (live) done();
    };
    animation.finished.then(leave, leave);
    return () => {
      live = false;
      animation.cancel();
    };
  }, [phase]);

  // The slide in is left running when the row starts leaving (the slide out takes over from it
  // above), so it is stopped here, when the row goes.
  useLayoutEffect(() => () => entering.current?.cancel(), []);

  const present = phase !== 'exit';
  return (
    <div
      ref={ref}
      aria-hidden={present ? undefined : true}
      inert={!present}
      className={`col-start-1 row-start-1 grid gap-6 ${present ? '' : 'pointer-events-none'} ${className}`}
    >
      {children}
    </div>
  );
}
