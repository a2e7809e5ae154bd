import type { ReactNode } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import type { SwiperCarouselVariant } from './carousel-config';
import { SwiperCarouselShell } from './swiper-carousel-shell';
import { StaticSwiperTrack, type SwiperTrackProps } from './swiper-static-track';

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
 * A swiper carousel that costs nothing until it is needed and never shifts the layout. A server
 * component: the server HTML is a static track with the same slides, widths and gaps swiper
 * computes at each breakpoint (swiper-static-track.tsx); when the carousel comes within a screen of
 * the viewport swiper is imported and takes over the same box (swiper-carousel-shell.tsx), so the
 * first screen's load and hydration never wait for it. Pages without this component never download
 * swiper. WAI-ARIA carousel pattern: a named region, slides as groups named 'n of N', pagination
 * bullets as named buttons.
 */
export function SwiperCarousel({ id, variant, label, slideLabel, bulletLabel, slides }: SwiperCarouselProps) {
  const total = slides.length;
  const track: SwiperTrackProps = {
    id,
    variant,
    slides,
    slideLabels: slides.map((_, index) => fillTemplate(slideLabel, { position: index + 1, total })),
    bulletLabel,
  };
  return (
    <SwiperCarouselShell label={label} {...track}>
      <StaticSwiperTrack {...track} />
    </SwiperCarouselShell>
  );
}
