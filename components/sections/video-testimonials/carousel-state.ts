/**
 * The home video carousel's state (docs/product.md §4): an index that starts at 0 and the direction of the
 * last move (+1 for Next, -1 for Previous), which the slide animation uses. Pure, so it is unit
 * tested without rendering.
 */
import { nextIndex, previousIndex } from '@/lib/carousel-index';

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

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  return action.type === 'next' ? { index: nextIndex(state.index, action.count), direction: 1 } : { index: previousIndex(state.index, action.count), direction: -1 };
}

/**
 * The indices shown from `index` on: the active video first, then the following ones, wrapping,
 * never repeating a video when fewer exist than slots.
 */
export function visibleIndices(index: number, count: number, slots: number): number[] {
  const shown = Math.max(0, Math.min(slots, count));
  return Array.from({ length: shown }, (_, offset) => (index + offset) % count);
}
