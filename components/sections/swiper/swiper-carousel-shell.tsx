'use client';

import { useRef, type ReactNode } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { SwiperTrackProps } from './swiper-static-track';

// swiper, its React binding, its modules and its CSS are one chunk, requested when the carousel
// comes near the viewport. If it cannot be loaded, the static track stays (readable, just not sliding).
const loadSwiperLeaf = () => import('./swiper-carousel-leaf');

/**
 * The carousel region with the static track inside (`children`, server HTML) until swiper's chunk
 * arrives and takes over the same box. The region is a focus target (tabIndex -1) for the keyboard
 * user whose static row leaves the page (swiper-carousel-leaf.tsx).
 */
export function SwiperCarouselShell({ label, children, ...track }: SwiperTrackProps & { label: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  return (
    <div ref={root} role="region" aria-roledescription="carousel" aria-label={label} data-carousel={track.variant} tabIndex={-1}>
      <DeferredLeaf root={root} load={loadSwiperLeaf} when={near} props={track}>
        {children}
      </DeferredLeaf>
    </div>
  );
}
