'use client';

import { useRef, type ReactNode } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { TestimonialVideosProps } from './testimonial-videos';

// The carousel and react-slick, one chunk, requested when the carousel comes within a screen of
// the viewport. If it cannot be loaded, the first slide stays (readable, its video on the poster).
const loadCarousel = () => import('./testimonial-videos');

/** The carousel region with its static first slide inside (`children`) until the slider's code arrives. */
export function TestimonialVideosShell({ children, ...props }: TestimonialVideosProps & { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  return (
    <DeferredLeaf root={root} load={loadCarousel} when={near} props={props}>
      <div ref={root} role="region" aria-roledescription="carousel" aria-label={props.copy.carouselLabel} data-carousel="videos">
        {children}
      </div>
    </DeferredLeaf>
  );
}
