'use client';

import { useHydrated } from '@/lib/use-hydrated';
import { useLoadedComponent } from '@/lib/use-loaded-component';

// Smooth scrolling's code (and, from it, Lenis) is a chunk of its own, requested once the page has
// hydrated: only the pages that ask for it download it, and none carries it in its initial JavaScript.
const loadSmoothScroll = () => import('./smooth-scroll').then((module) => module.SmoothScroll);

/** Where a page asks for smooth scrolling (smooth-scroll.tsx): it draws nothing, so there is nothing to show meanwhile. */
export function SmoothScrollShell() {
  const SmoothScroll = useLoadedComponent(loadSmoothScroll, useHydrated());
  // eslint-disable-next-line react-hooks/static-components -- set once, from a module-level import (useLoadedComponent), so it never resets state
  return SmoothScroll ? <SmoothScroll /> : null;
}
