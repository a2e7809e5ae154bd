'use client';

// Loaded with import() by testimonial-videos-shell.tsx when the carousel comes near the viewport,
// together with the slider it shows (react-slick and slick.css): pages without it never download
// them, and no page carries them in its initial JavaScript.
import { useRef, useState } from 'react';
import type { LandingTestimonialVideo } from '@/content/videos';
import type { TestimonialSliderProps } from './testimonial-slide';
import TestimonialSlider from './testimonial-slider';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useInViewport } from '@/lib/use-near-viewport';

export interface TestimonialVideosProps {
  videos: readonly LandingTestimonialVideo[];
  copy: TestimonialSliderProps['copy'];
}

/** Nothing to carry over from the static first slide: its control waits, disabled, and nothing plays before this. */
export function readStart(): null {
  return null;
}

/**
 * The testimonial video carousel: the slider in the box of the static first slide it replaces
 * (testimonial-slide.tsx). It owns whether the videos play: only while the carousel is in view,
 * and then unless the visitor prefers reduced motion (the poster and a Play control show) or has
 * paused them.
 */
export function TestimonialVideos({ videos, copy }: TestimonialVideosProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const inView = useInViewport(regionRef);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  /** The visitor's Play/Pause choice; null until they press the control. */
  const [choice, setChoice] = useState<boolean | null>(null);
  // Unknown (before the media query is read) counts as 'not playing': the poster and Play show.
  // The control shows this choice; off screen the video is paused all the same (onScreen).
  const playing = choice ?? reducedMotion === false;

  if (videos.length === 0) return null;
  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={copy.carouselLabel} data-carousel="videos">
      <TestimonialSlider videos={videos} copy={copy} playing={playing} onScreen={inView} onTogglePlaying={() => setChoice(!playing)} />
    </div>
  );
}

export default TestimonialVideos;
