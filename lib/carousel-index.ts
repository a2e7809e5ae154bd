/**
 * Index arithmetic of the carousels that wrap around (the home video carousel, the author
 * testimonials). Pure, so it is unit tested without rendering.
 */

/** (index + 1) mod count: 3 → 0 with four slides. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** index - 1, wrapping from 0 to the last (0 → 3 with four slides). */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}
