// The testimonial videos' react-slick settings, kept apart from the library: this file only
// imports its types, so the unit tests can read the settings without pulling react-slick in.
import type { Settings } from 'react-slick';

/**
 * Testimonial videos (docs/product.md §2, §9): no autoplay, dots, no arrows, not infinite, 600 ms transitions,
 * adaptive height. The 8000 ms autoplay interval is configured but unused (autoplay is off).
 */
export const testimonialSliderSettings = {
  autoplay: false,
  autoplaySpeed: 8000,
  dots: true,
  arrows: false,
  infinite: false,
  speed: 600,
  adaptiveHeight: true,
  slidesToShow: 1,
  slidesToScroll: 1,
} as const satisfies Settings;
