'use client';

import { useCallback, useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function read(query: string): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query).matches;
}

/**
 * Whether a media query matches: `null` while unknown (on the server and during hydration), so the
 * first client render equals the server HTML; React re-renders with the real value right after.
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
