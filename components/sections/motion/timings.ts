/**
 * Timing constants of the publishing landing page (docs/product.md §4 and §9), shared by its client leaves
 * and their tests. The reduced-motion query and its hook live in lib/use-media-query.ts.
 */

/** Hero rotating word: the next of three words every 5 s. */
export const HEADLINE_ROTATION_MS = 5000;
/** Author testimonials: autoplay advances every 5 s. */
export const TESTIMONIAL_AUTOPLAY_MS = 5000;
/** Platforms strip: 1 px every 20 ms (50 px/s). */
export const STRIP_TICK_MS = 20;
export const STRIP_STEP_PX = 1;
/** Smooth scroll on this page only (docs/product.md §9). */
export const LENIS_SETTINGS = { lerp: 0.1, duration: 1.5 } as const;
