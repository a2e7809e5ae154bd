'use client';

import { useCallback, useSyncExternalStore } from 'react';

// Media-query hooks shared by the client leaves (carousels, motion, smooth scroll).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Tailwind 4's default `md` and `lg` breakpoints (no custom screens in tailwind.config.ts). */
export const MD_QUERY = '(min-width: 48rem)';
export const LG_QUERY = '(min-width: 64rem)';
/** A pointer that hovers and aims finely (a mouse, a trackpad), not a finger. */
export const HOVER_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

// One MediaQueryList per query: its `matches` is live, and matchMedia() parses the query and
// builds a new list on every call, which a hook reading it on each render (and React once more
// after each commit) would pay inside a tap. Kept per matchMedia function, so a replaced one
// (a test's stub) starts afresh.
let listsOf: typeof window.matchMedia | null = null;
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  if (listsOf !== window.matchMedia) {
    listsOf = window.matchMedia;
    lists.clear();
  }
  let list = lists.get(query);
  if (list === undefined) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

function read(query: string): boolean | null {
  return mediaQueryList(query)?.matches ?? null;
}

/**
 * Whether a media query matches: `null` while unknown (on the server, during hydration, or where
 * matchMedia does not exist), so the first client render equals the server HTML; React re-renders
 * with the real value right after hydration.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (list === null) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => read(query),
    () => null,
  );
}

/** A one-off read for the initial state of components that only ever render in the browser. */
export function mediaQueryMatches(query: string): boolean {
  return read(query) === true;
}
