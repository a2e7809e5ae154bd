'use client';

import { useCallback, useSyncExternalStore } from 'react';

// Media-query hooks shared by the client leaves (carousels, motion, smooth scroll).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Tailwind 4's default `md` and `lg` breakpoints (no custom screens in tailwind.config.ts). */
export const MD_QUERY = '(min-width: 48rem)';
export const LG_QUERY = '(min-width: 64rem)';
/** A pointer that hovers and aims finely (a mouse, a trackpad), not a finger. */
export const HOVER_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

function read(query: string): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query).matches;
}

/**
 * Whether a media query matches: `null` while unknown (on the server, during hydration, or where
 * matchMedia does not exist), so the first client render equals the server HTML; React re-renders
 * with the real value right after hydration.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
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

const subscribeNever = () => () => {};

/**
 * `false` on the server and while hydrating, `true` from the render right after hydration: the
 * moment a client leaf may start loading a library without changing the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
