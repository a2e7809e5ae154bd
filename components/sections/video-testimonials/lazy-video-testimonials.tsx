'use client';

import { Suspense, lazy, useRef } from 'react';
import { VideoCarouselPlaceholder } from './video-carousel-placeholder';
import type { InteractiveVideoTestimonialsProps } from './interactive-video-testimonials';
import { useNearViewport } from '@/lib/use-near-viewport';

// framer-motion and the carousel load only when the section comes near the viewport, so pages
// pay nothing for them up front (the home page's byte budget, tests/e2e/budgets.spec.ts).
const InteractiveVideoTestimonials = lazy(() => import('./interactive-video-testimonials'));

export function LazyVideoTestimonials(props: InteractiveVideoTestimonialsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shouldLoad = useNearViewport(ref);

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
