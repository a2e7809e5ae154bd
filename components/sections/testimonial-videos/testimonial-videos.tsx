'use client';

import { useRef, useState } from 'react';
import type { LandingTestimonialVideo } from '@/content/videos';
import { StaticTestimonialSlide, type TestimonialSliderProps } from './testimonial-slide';
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery } from '@/lib/use-media-query';
import { useLoadedComponent } from '@/lib/use-loaded-component';
import { useInViewport, useNearViewport } from '@/lib/use-near-viewport';

// react-slick and slick.css are one chunk, requested when the carousel comes near the viewport. If
// it cannot be loaded, the first slide stays (readable, with its video control).
function loadSlider() {
  return import('./testimonial-slider').then(
    (module) => module.default,
    () => StaticTestimonialSlide,
  );
}

interface TestimonialVideosProps {
  videos: readonly LandingTestimonialVideo[];
  copy: TestimonialSliderProps['copy'];
}

/**
 * The testimonial video carousel's client leaf. The server HTML (and the hydration render) is the
 * first slide laid out exactly as react-slick lays it out (same wrappers, same dots row); when the
 * carousel comes within a screen of the viewport the slider is imported and replaces it in the same
 * box. It owns whether the videos play: only while the carousel is in view, and then unless the
 * visitor prefers reduced motion (the poster and a Play control show) or has paused them.
 */
export function TestimonialVideos({ videos, copy }: TestimonialVideosProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const inView = useInViewport(regionRef);
  const TestimonialSlider = useLoadedComponent(loadSlider, near);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const hydrated = useHydrated();
  /** The visitor's Play/Pause choice; null until they press the control. */
  const [choice, setChoice] = useState<boolean | null>(null);
  // Unknown (server, hydration) counts as 'not playing': the poster and Play show until we know.
  // The control shows this choice; off screen the video is paused all the same (onScreen).
  const playing = choice ?? reducedMotion === false;

  if (videos.length === 0) return null;
  const slider: TestimonialSliderProps = { videos, copy, playing, onScreen: inView, onTogglePlaying: () => setChoice(!playing), controlsReady: hydrated };

  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={copy.carouselLabel} data-carousel="videos">
      {/* No Suspense boundary: the server writes the first slide once (lib/use-loaded-component.ts). */}
      {/* eslint-disable-next-line react-hooks/static-components -- set once, from a module-level import (useLoadedComponent), so it never resets state */}
      {TestimonialSlider ? <TestimonialSlider {...slider} /> : <StaticTestimonialSlide {...slider} />}
    </div>
  );
}
