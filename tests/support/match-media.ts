import { vi } from 'vitest';

export interface MatchMediaOptions {
  /** The answer to '(prefers-reduced-motion: reduce)'; change it later with `setReducedMotion`. */
  reducedMotion?: boolean;
  /** Viewport width in CSS px: min-width / max-width queries (px or rem) are answered from it. Without it they do not match. */
  width?: number;
  /** Queries that match as written (e.g. a component's own breakpoint query). */
  matching?: readonly string[];
}

const REM_PX = 16;

function widthMatches(query: string, width: number | undefined): boolean {
  if (width === undefined) return false;
  const bound = /(min|max)-width:\s*([\d.]+)(px|rem)/.exec(query);
  if (!bound?.[2]) return false;
  const px = Number(bound[2]) * (bound[3] === 'rem' ? REM_PX : 1);
  return bound[1] === 'min' ? width >= px : width <= px;
}

/**
 * jsdom has no matchMedia: replaces it with one that answers the reduced-motion query, width
 * queries for a viewport and any query listed in `matching`; every other query does not match.
 * `setReducedMotion(value)` changes the reduced-motion answer, `setMatching(query, value)` whether a
 * query written out in full matches (a mouse plugged in or gone); each tells the 'change'
 * listeners of the queries whose answer it changes.
 * setup.ts undoes the stub after each test. Each call installs a new function and its lists answer
 * live: lib/use-media-query.ts keeps one list per query for as long as matchMedia is the same
 * function, so a stub that changed its answers by swapping the lists it returns would not be seen.
 */
type ChangeListener = (event: { matches: boolean; media: string }) => void;

export function stubMatchMedia({ reducedMotion = false, width, matching = [] }: MatchMediaOptions = {}) {
  const listeners = new Map<ChangeListener, string>();
  const state = { reducedMotion, matching: new Set(matching) };
  const matches = (query: string) => {
    if (state.matching.has(query)) return true;
    if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
    return widthMatches(query, width);
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: ChangeListener) => listeners.set(listener, query),
      removeEventListener: (_type: string, listener: ChangeListener) => listeners.delete(listener),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
  /** Makes a change and tells the listeners whose query it changes, as a browser does. */
  const change = (apply: () => void) => {
    const before = new Map(Array.from(listeners, ([listener, query]) => [listener, matches(query)]));
    apply();
    for (const [listener, query] of Array.from(listeners)) {
      if (before.get(listener) !== matches(query)) listener({ matches: matches(query), media: query });
    }
  };
  return {
    setReducedMotion(value: boolean) {
      change(() => {
        state.reducedMotion = value;
      });
    },
    setMatching(query: string, value: boolean) {
      change(() => {
        if (value) state.matching.add(query);
        else state.matching.delete(query);
      });
    },
  };
}
