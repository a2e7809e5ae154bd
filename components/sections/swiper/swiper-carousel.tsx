'use client';

import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import type { SwiperCarouselVariant } from './carousel-config';
import { StaticSwiperTrack, type SwiperTrackProps } from './swiper-static-track';
import { useLoadedComponent } from '@/lib/use-loaded-component';
import { useNearViewport } from '@/lib/use-near-viewport';

// swiper, its React binding, its modules and its CSS are one chunk, requested when the carousel
// comes near the viewport. If it cannot be loaded, the static track stays (readable, just not sliding).
function loadSwiperLeaf() {
  return import('./swiper-carousel-leaf').then(
    (module) => module.default,
    () => StaticSwiperTrack,
  );
}

export interface SwiperCarouselProps {
  /** Unique on the page; the pagination row gets `${id}-pagination`. */
  id: string;
  variant: SwiperCarouselVariant;
  /** The carousel's accessible name (it is a region with aria-roledescription="carousel"). */
  label: string;
  /** e.g. '{position} of {total}': each slide's accessible name. */
  slideLabel: string;
  /** e.g. 'Show service {position} of {total}': each pagination bullet's accessible name. */
  bulletLabel: string;
  /** Rendered slide contents (server components are welcome here). */
  slides: readonly ReactNode[];
}

/**
 * A swiper carousel that costs nothing until it is needed and never shifts the layout. The server
 * HTML (and the hydration render) is a static track with the same slides, widths and gaps swiper
 * computes at each breakpoint. When the carousel comes within a screen of the viewport swiper is
 * imported, so the first screen's load and hydration never wait for it; the static track stays on
 * screen while the chunk loads, until swiper takes over the same box (useLoadedComponent: no
 * Suspense boundary, so the server writes the static track once).
 * Pages without this component never download swiper. WAI-ARIA carousel pattern: a named region,
 * slides as groups named 'n of N', pagination bullets as named buttons.
 */
export function SwiperCarousel({ id, variant, label, slideLabel, bulletLabel, slides }: SwiperCarouselProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const SwiperLeaf = useLoadedComponent(loadSwiperLeaf, near);
  // The static row is a tab stop (swiper-static-track.tsx). If it has the focus when swiper takes
  // over its box, the row leaves the page and the focus would fall back to the body, sending a
  // keyboard user to the top: the carousel region takes the focus instead, and Tab goes on from it.
  const rowHadFocus = useRef(false);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      rowHadFocus.current = event.target instanceof Element && event.target.matches('[data-carousel-viewport="static"]');
    };
    region.addEventListener('focusin', onFocusIn);
    return () => region.removeEventListener('focusin', onFocusIn);
  }, []);
  useLayoutEffect(() => {
    if (SwiperLeaf === null || !rowHadFocus.current) return;
    rowHadFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) regionRef.current?.focus();
  }, [SwiperLeaf]);
  const total = slides.length;
  const track: SwiperTrackProps = {
    id,
    variant,
    slides,
    slideLabels: slides.map((_, index) => fillTemplate(slideLabel, { position: index + 1, total })),
    bulletLabel,
  };

  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={label} data-carousel={variant} tabIndex={-1}>
      {/* eslint-disable-next-line react-hooks/static-components -- set once, from a module-level import (useLoadedComponent), so it never resets state */}
      {SwiperLeaf ? <SwiperLeaf {...track} /> : <StaticSwiperTrack {...track} />}
    </div>
  );
}
