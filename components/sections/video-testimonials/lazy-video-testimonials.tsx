'use client';

import { useRef, type ReactNode } from 'react';
import type { InteractiveVideoTestimonialsProps } from './interactive-video-testimonials';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useNearViewport } from '@/lib/use-near-viewport';

// framer-motion and the carousel load only when the section comes near the viewport, so pages
// pay nothing for them up front (the home page's byte budget, tests/e2e/budgets.spec.ts).
const loadInteractive = () => import('./interactive-video-testimonials');

interface LazyVideoTestimonialsProps extends InteractiveVideoTestimonialsProps {
  /** The carousel as the server draws it (video-carousel-placeholder.tsx), shown until the carousel's code arrives. */
  placeholder: ReactNode;
}

/**
 * The section's heading (`children`) and the carousel's placeholder, until the section nears the
 * viewport; then the carousel with its one-time reveal in its place, nothing shifting.
 */
export function LazyVideoTestimonials({ placeholder, ...props }: LazyVideoTestimonialsProps) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  // The loaded version draws the same box (section-motion.tsx: one div around the same children).
  return (
    <DeferredLeaf root={root} load={loadInteractive} when={near} props={props}>
      <div ref={root}>
        {props.children}
        {placeholder}
      </div>
    </DeferredLeaf>
  );
}
