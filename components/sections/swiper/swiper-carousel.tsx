'use client';

import { lazy, Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import { fillTemplate, type SwiperCarouselVariant } from './carousel-config';
import { StaticSwiperTrack, type SwiperTrackProps } from './swiper-static-track';
import { useNearViewport } from '@/lib/use-near-viewport';

// swiper, its React binding, its modules and its CSS are one chunk, requested when the carousel
// comes near the viewport. If it cannot be loaded, the static track stays (readable, just not sliding).
const SwiperLeaf = lazy(() => import('./swiper-carousel-leaf').catch(() => ({ default: StaticSwiperTrack })));

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
 * screen (a deferred render keeps it while the chunk loads) until swiper takes over the same box.
 * Pages without this component never download swiper. WAI-ARIA carousel pattern: a named region,
 * slides as groups named 'n of N', pagination bullets as named buttons.
 */
export function SwiperCarousel({ id, variant, label, slideLabel, bulletLabel, slides }: SwiperCarouselProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const showSwiper = useDeferredValue(near);
  const total = slides.length;
  const track: SwiperTrackProps = {
    id,
    variant,
    slides,
    slideLabels: slides.map((_, index) => fillTemplate(slideLabel, { position: index + 1, total })),
    bulletLabel,
  };
  const staticTrack = <StaticSwiperTrack {...track} />;

  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={label} data-carousel={variant}>
      <Suspense fallback={staticTrack}>{showSwiper ? <SwiperLeaf {...track} /> : staticTrack}</Suspense>
    </div>
  );
}
