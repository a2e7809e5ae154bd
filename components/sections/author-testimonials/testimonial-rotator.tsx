'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { nextIndex, previousIndex } from '@/lib/carousel-index';
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery } from '@/lib/use-media-query';
import { useHoverFocus } from '../motion/use-hover-focus';
import { CarouselArrowButton } from '@/components/ui/carousel-arrow-button';
import { PlaybackToggleButton } from '@/components/ui/playback-toggle-button';

export interface RotatorSlide {
  key: string;
  /** The slide's accessible name, e.g. '2 of 5'. */
  label: string;
  /** What the polite live region says when Previous or Next brings this slide. */
  announcement: string;
  /** The slide's content, rendered on the server. */
  content: ReactNode;
}

interface TestimonialRotatorProps {
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  slides: readonly RotatorSlide[];
  autoplayMs: number;
  labels: { pause: string; play: string; previous: string; next: string };
}

/**
 * The slide state of the author testimonials: one slide at a time, Previous and Next wrap in both
 * directions, autoplay advances every `autoplayMs`. Follows the WAI-ARIA carousel pattern: a named
 * region with aria-roledescription 'carousel', each slide a 'slide' group, the rotation control
 * first. Autoplay pauses while the pointer is over the carousel or focus is inside it, stops with
 * the Pause button (WCAG 2.2.2), and does not start under reduced motion (Play still starts it).
 * The polite live region is written only by Previous / Next, so autoplay never talks over the page.
 *
 * All slides share one grid cell, so the carousel is as tall as the longest and does not jump;
 * inactive slides are invisible, hidden from assistive technology and inert.
 */
export function TestimonialRotator({ labelledBy, slides, autoplayMs, labels }: TestimonialRotatorProps) {
  // Disabled until the page's scripts run: before that a tap would do nothing.
  const hydrated = useHydrated();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [userWantsPlaying, setUserWantsPlaying] = useState<boolean | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const { hovered, focused } = useHoverFocus(regionRef);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const slidesId = useId();

  // Autoplay only once motion is known to be welcome; the Pause / Play control overrides that.
  const playing = userWantsPlaying ?? reducedMotion === false;
  const running = playing && !hovered && !focused && count > 1;

  // A fresh period for every slide: after a manual move the next automatic one is a full period away.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => nextIndex(current, count)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, autoplayMs]);

  function move(direction: 'next' | 'previous') {
    const target = direction === 'next' ? nextIndex(index, count) : previousIndex(index, count);
    setIndex(target);
    setAnnouncement(slides[target]?.announcement ?? '');
  }

  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby={labelledBy}
      aria-roledescription="carousel"
      data-autoplay={running ? 'running' : 'stopped'}
      className="mx-auto mt-12 max-w-3xl"
    >
      {/* data-rotator-track / -controls: without scripts the quotes are a row to swipe and the
          controls are not shown (styles/globals.css, `scripting: none`). */}
      <div id={slidesId} data-rotator-track="" className="grid">
        {slides.map((slide, position) => {
          const active = position === index;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active ? 'true' : undefined}
              className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      <div data-rotator-controls="" className="mt-8 flex items-center justify-between gap-4">
        <PlaybackToggleButton playing={playing} pauseLabel={labels.pause} playLabel={labels.play} onClick={() => setUserWantsPlaying(!playing)} disabled={!hydrated} />
        <div className="flex items-center gap-3">
          <CarouselArrowButton direction="previous" label={labels.previous} controls={slidesId} onClick={() => move('previous')} disabled={!hydrated} />
          <CarouselArrowButton direction="next" label={labels.next} controls={slidesId} onClick={() => move('next')} disabled={!hydrated} />
        </div>
      </div>

      {/* Written only by Previous / Next: nothing is announced on load or by autoplay. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
