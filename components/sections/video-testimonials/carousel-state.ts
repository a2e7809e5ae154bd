/**
 * The home video carousel's state (docs/product.md §4): an index that starts at 0 and the direction of the
 * last move (+1 for Next, -1 for Previous), which the slide animation uses. Pure, so it is unit
 * tested without rendering.
 */
export type Direction = 1 | -1;

export interface CarouselState {
  index: number;
  direction: Direction;
}

/** `count` is the number of videos, so the reducer stays pure and module-level. */
export interface CarouselAction {
  type: 'next' | 'previous';
  count: number;
}

export const initialCarouselState: CarouselState = { index: 0, direction: 1 };

/** (index + 1) mod count: 3 → 0 with four videos. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** index - 1, wrapping from 0 to the last (0 → 3 with four videos). */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  return action.type === 'next'
    ? { index: nextIndex(state.index, action.count), direction: 1 }
    : { index: previousIndex(state.index, action.count), direction: -1 };
}

/**
 * The indices shown from `index` on: the active video first, then the following ones, wrapping,
 * never repeating a video when fewer exist than slots.
 */
export function visibleIndices(index: number, count: number, slots: number): number[] {
  const shown = Math.max(0, Math.min(slots, count));
  return Array.from({ length: shown }, (_, offset) => (index + offset) % count);
}

/** Fills `{name}` placeholders of a copy template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
