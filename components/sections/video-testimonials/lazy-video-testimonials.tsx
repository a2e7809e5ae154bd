'use client';

import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { VideoCarouselPlaceholder } from './video-carousel-placeholder';
import type { InteractiveVideoTestimonialsProps } from './interactive-video-testimonials';

// framer-motion and the carousel load only when the section comes near the viewport, so pages
// pay nothing for them up front (the home page's byte budget, tests/e2e/budgets.spec.ts).
const InteractiveVideoTestimonials = lazy(() => import('./interactive-video-testimonials'));

/** Loads the carousel's code once the section is within this distance of the viewport. */
const LOAD_MARGIN = '800px 0px';

export function LazyVideoTestimonials(props: InteractiveVideoTestimonialsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shouldLoad, setShouldLoad] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setShouldLoad(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Same wrapper and boxes as the loaded version (section-motion.tsx renders one div), so no shift.
  const placeholder = (
    <div ref={ref}>
      {props.children}
      <VideoCarouselPlaceholder className={props.carouselClassName} videos={props.videos} copy={props.copy} />
    </div>
  );
  if (!shouldLoad) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <InteractiveVideoTestimonials {...props} />
    </Suspense>
  );
}
