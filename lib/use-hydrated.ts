'use client';

import { useSyncExternalStore } from 'react';

// A module of its own, not part of use-media-query.ts: leaves that render on every page (Get
// Started) import it, and would otherwise ship the media-query hooks to pages that use none.

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
