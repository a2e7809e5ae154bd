// Swiper carousel settings of the book-marketing landing page, kept apart from the library: this
// file only imports its types, so the server components and the unit tests can read the settings
// without pulling swiper into a bundle.
import type { SwiperOptions } from 'swiper/types';

/** Gap between swiper slides in px (docs/product.md §9: 30 px). The static markup's `mr-[30px]` must match it. */
export const SWIPER_GAP_PX = 30;

/** Tailwind's `md` and `lg` widths in px: swiper's `breakpoints` keys and the static widths agree. */
export const MD_PX = 768;
export const LG_PX = 1024;

/**
 * Services carousel (docs/product.md §2, §9): loops; 1 slide per view, 2 from 768 px, 3 from 1024 px; 30 px
 * gap; clickable pagination; no arrows.
 */
export const servicesSwiperOptions = {
  loop: true,
  slidesPerView: 1,
  spaceBetween: SWIPER_GAP_PX,
  breakpoints: {
    [MD_PX]: { slidesPerView: 2 },
    [LG_PX]: { slidesPerView: 3 },
  },
  pagination: { clickable: true },
  navigation: false,
} as const satisfies SwiperOptions;

/** Featured projects (docs/product.md §2): three author campaigns, one per view; loops; clickable pagination; no arrows. */
export const projectsSwiperOptions = {
  loop: true,
  slidesPerView: 1,
  spaceBetween: SWIPER_GAP_PX,
  pagination: { clickable: true },
  navigation: false,
} as const satisfies SwiperOptions;

export const swiperOptionsByVariant = {
  services: servicesSwiperOptions,
  projects: projectsSwiperOptions,
} as const;

export type SwiperCarouselVariant = keyof typeof swiperOptionsByVariant;

/**
 * Slide widths of the server-rendered (static) track, equal to what swiper computes on its first
 * render at each breakpoint: (container - gaps) / slides per view, and the gap as a right margin on
 * every slide (swiper sets `margin-right` on all slides in loop mode).
 */
export const staticSlideClassByVariant: Record<SwiperCarouselVariant, string> = {
  services: 'w-full md:w-[calc((100%-30px)/2)] lg:w-[calc((100%-60px)/3)] mr-[30px]',
  projects: 'w-full mr-[30px]',
};
