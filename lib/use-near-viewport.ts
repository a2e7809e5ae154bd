'use client';

import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

// Viewport hooks for client leaves whose code or media should wait until the visitor gets near
// them: sections below the first screen load their live leaf (components/ui/deferred-leaf.tsx)
// and carousels their library when about a screen away, and videos play only while they can be seen.

/** How far ahead of the viewport a part starts loading: about one phone screen. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/** Calls `onChange` with whether `element` intersects (as `options` define it), now and on every change; returns the disconnect. */
export function observeIntersection(element: Element, options: IntersectionObserverInit, onChange: (intersecting: boolean) => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    const last = entries[entries.length - 1];
    if (last) onChange(last.isIntersecting);
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element has come within `margin` of the viewport; once true it stays true. False on
 * the server and during hydration, so the first client render equals the server HTML. Where
 * IntersectionObserver does not exist it turns true right after hydration.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve) return;
    return observeIntersection(element, { rootMargin: margin }, (intersecting) => {
      if (intersecting) setNear(true);
    });
  }, [ref, margin, near, canObserve]);
  return near || (hydrated && !canObserve);
}

/**
 * Whether at least `threshold` of the element is in the viewport right now (it follows scrolling
 * both ways). False on the server and during hydration; where IntersectionObserver is missing,
 * `unobservable` (false unless given).
 */
export function useInViewport(ref: RefObject<Element | null>, threshold = 0.25, unobservable = false): boolean {
  const [inView, setInView] = useState(false);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve) return;
    return observeIntersection(element, { threshold }, setInView);
  }, [ref, threshold, canObserve]);
  return canObserve ? inView : unobservable;
}
