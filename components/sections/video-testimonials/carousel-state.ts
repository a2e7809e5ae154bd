/**
 * The home video carousel's state (docs/product.md §4): an index that starts at 0, the direction of the
 * last move (+1 for Next, -1 for Previous), which the slide animation uses, and the rows on screen:
 * the current one and those still sliding out. One reducer, so that two moves in a row (even in one
 * task, before a render) each leave their own row. Pure, so it is unit tested without rendering.
 */
import { nextIndex, previousIndex } from '@/lib/carousel-index';

export type Direction = 1 | -1;

/** A row that has left the screen's state but is still sliding out; `key` is the one it had while current. */
export interface LeavingRow {
  key: number;
  index: number;
  direction: Direction;
}

/** Rows sliding out at once at most (taps quicker than the 0.4 s exit); older ones go at once. */
export const MAX_LEAVING = 2;

export interface CarouselState {
  index: number;
  direction: Direction;
  /** Moves so far: the current row's key, so each move mounts a new row. */
  moves: number;
  /** Rows sliding out, oldest first. */
  leaving: readonly LeavingRow[];
}

/** `count` is the number of videos, so the reducer stays pure and module-level. */
export type CarouselAction = { type: 'next' | 'previous'; count: number } | { type: 'exited'; key: number };

export const initialCarouselState: CarouselState = { index: 0, direction: 1, moves: 0, leaving: [] };

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (action.type === 'exited') {
    const leaving = state.leaving.filter((row) => row.key !== action.key);
    return leaving.length === state.leaving.length ? state : { ...state, leaving };
  }
  const direction: Direction = action.type === 'next' ? 1 : -1;
  return {
    index: action.type === 'next' ? nextIndex(state.index, action.count) : previousIndex(state.index, action.count),
    direction,
    moves: state.moves + 1,
    // The current row keeps its key as it leaves, so React keeps its cards (a video keeps its frame,
    // paused, while it slides out); it leaves the way the new one travels.
    leaving: [...state.leaving, { key: state.moves, index: state.index, direction }].slice(-MAX_LEAVING),
  };
}

/**
 * The indices shown from `index` on: the active video first, then the following ones, wrapping,
 * never repeating a video when fewer exist than slots.
 */
export function visibleIndices(index: number, count: number, slots: number): number[] {
  const shown = Math.max(0, Math.min(slots, count));
  return Array.from({ length: shown }, (_, offset) => (index + offset) % count);
}
