// No 'use client' and no hooks: a server component (swiper-carousel.tsx), the server HTML and what
// the page shows until swiper's chunk arrives (or if it never does).
import type { ReactNode } from 'react';
import { staticSlideClassByVariant, type SwiperCarouselVariant } from './carousel-config';
import { activeDotClass, bulletClass, dotClass, paginationRowClass } from './swiper-pagination';

/** What both the static track and the swiper leaf render from. */
export interface SwiperTrackProps {
  /** The pagination row gets `${id}-pagination`. */
  id: string;
  variant: SwiperCarouselVariant;
  slides: readonly ReactNode[];
  /** Accessible name of each slide, e.g. '2 of 6'. */
  slideLabels: readonly string[];
  /** Template of each bullet's accessible name, e.g. 'Show service {position} of {total}'. */
  bulletLabel: string;
}

/**
 * The carousel before swiper runs: the slides in one row at the widths and gaps swiper computes on
 * its first render at each breakpoint (carousel-config.ts), in a viewport the visitor can swipe or
 * scroll with no script (scroll snap, no scrollbar, so the box is the one swiper takes over), with a
 * placeholder pagination row of the same height. Swiper then takes over exactly this box.
 */
export function StaticSwiperTrack({ variant, slides, slideLabels }: SwiperTrackProps) {
  return (
    <>
      <div
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable):
        // its slides may hold nothing focusable, so the row itself is the tab stop that arrow keys scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region is scrollable, see above
        tabIndex={0}
        className="relative snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] focus-visible:-outline-offset-4"
        data-carousel-viewport="static"
      >
        <div className="flex">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[index]}
              className={`shrink-0 snap-start ${staticSlideClassByVariant[variant]}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Decorative until swiper replaces it with real buttons: nothing to operate yet. */}
      <div className={paginationRowClass} aria-hidden="true">
        {slides.map((_, index) => (
          <span key={index} className={bulletClass}>
            <span className={index === 0 ? activeDotClass : dotClass} />
          </span>
        ))}
      </div>
    </>
  );
}
