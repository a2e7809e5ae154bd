import { useCallback, useSyncExternalStore } from 'react';

// Hooks for the client leaves of this section (imported only by 'use client' modules).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Tailwind 4's default `md` and `lg` breakpoints (no custom screens in tailwind.config.ts). */
export const MD_QUERY = '(min-width: 48rem)';
export const LG_QUERY = '(min-width: 64rem)';

function read(query: string): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query).matches;
}

/**
 * Whether a media query matches: `null` while unknown (on the server, during hydration, or where
 * matchMedia does not exist), so the first client render matches the server HTML.
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
