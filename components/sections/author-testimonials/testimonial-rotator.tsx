'use client';

// Loaded with import() by testimonial-rotator-shell.tsx when the carousel nears the viewport.
import { useEffect, useId, useRef, useState } from 'react';
import { nextIndex, previousIndex } from '@/lib/carousel-index';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useHoverFocus } from '../motion/use-hover-focus';
import { RotatorAnnouncement, RotatorControls, RotatorSlides, rotatorRegionClass, type RotatorLabels, type RotatorSlide } from './rotator-parts';

export type { RotatorSlide } from './rotator-parts';

export interface TestimonialRotatorProps {
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  slides: readonly RotatorSlide[];
  autoplayMs: number;
  labels: RotatorLabels;
}

/** Nothing to carry over from the static form: its controls wait, disabled, and it shows the first quote. */
export function readStart(): null {
  return null;
}

/**
 * The slide state of the author testimonials: one slide at a time, Previous and Next wrap in both
 * directions, autoplay advances every `autoplayMs`. Follows the WAI-ARIA carousel pattern: a named
 * region with aria-roledescription 'carousel', each slide a 'slide' group, the rotation control
 * first. Autoplay pauses while the pointer is over the carousel or focus is inside it, stops with
 * the Pause button (WCAG 2.2.2), and does not start under reduced motion (Play still starts it).
 * The polite live region is written only by Previous / Next, so autoplay never talks over the page.
 * It replaces the static form of the server HTML (author-testimonials.tsx), drawn alike.
 */
export function TestimonialRotator({ labelledBy, slides, autoplayMs, labels }: TestimonialRotatorProps) {
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
      className={rotatorRegionClass}
    >
      <RotatorSlides slides={slides} index={index} slidesId={slidesId} />
      <RotatorControls
        playing={playing}
        labels={labels}
        slidesId={slidesId}
        onToggle={() => setUserWantsPlaying(!playing)}
        onPrevious={() => move('previous')}
        onNext={() => move('next')}
      />
      <RotatorAnnouncement text={announcement} />
    </div>
  );
}

export default TestimonialRotator;
