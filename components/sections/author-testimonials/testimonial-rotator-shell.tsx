'use client';

import { useRef, type ReactNode } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { TestimonialRotatorProps } from './testimonial-rotator';

// The rotator's own chunk, requested when the carousel comes within a screen of the viewport.
const loadRotator = () => import('./testimonial-rotator');

/**
 * The carousel region with the rotator's static form inside (`children`: the first quote, the
 * controls disabled), until the rotator's code arrives and takes the region over. `className` is
 * the region's (rotator-parts.tsx, passed in by the server so this leaf does not carry the parts).
 */
export function TestimonialRotatorShell({ className, children, ...props }: TestimonialRotatorProps & { className: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  return (
    <DeferredLeaf root={root} load={loadRotator} when={near} props={props}>
      <div ref={root} role="region" aria-labelledby={props.labelledBy} aria-roledescription="carousel" data-autoplay="stopped" className={className}>
        {children}
      </div>
    </DeferredLeaf>
  );
}
