'use client';

import { useEffect, useRef } from 'react';
import type Lenis from 'lenis';
import { useEnquiryPopupOpen } from '@/components/enquiry/enquiry-modal-provider';
import { LENIS_SETTINGS } from './timings';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';

/** Set on <html> while an in-page glide runs: every section is drawn (styles/globals.css). */
const RENDER_ALL_SECTIONS = 'data-render-all-sections';
/** Set on <html> once Lenis has arrived and in-page links glide (what tests wait for on a touch screen, where no instance waits). */
const SMOOTH_SCROLL_READY = 'data-smooth-scroll';
/** A mouse or trackpad is present: the wheel is what Lenis smooths. */
const WHEEL_POINTER_QUERY = '(any-pointer: fine)';

/**
 * Lenis smooth scrolling for this page only (docs/product.md §9: lerp 0.1, duration 1.5), as a client leaf the
 * page renders; never in a shared layout, where it would outlive the page and leave the next one
 * mid-scroll.
 *
 * - Loaded lazily: `import('lenis')` runs after mount, so the library is a separate chunk that
 *   only this page downloads, and never under `prefers-reduced-motion: reduce` (nor created: if the
 *   preference switches on while the page is open, the instance is destroyed; if it switches off,
 *   Lenis is loaded again).
 * - Lenis gets animation frames only while it glides (its own every-frame loop, autoRaf, is off).
 * - Without a mouse or trackpad (a phone) there is no wheel to smooth and fingers scroll natively,
 *   so Lenis is made for each in-page link's glide and destroyed when it ends (settle() below).
 * - Unmount (route change): our animation frame is cancelled, `destroy()` removes Lenis' listeners and
 *   strips the `lenis*` classes from <html>; we strip them again defensively. With `autoToggle` off
 *   Lenis writes no inline style on <html>, and we leave `overflow` alone because the enquiry modal
 *   provider owns it. ScrollToTop then puts the next page at 0 with nothing animating any more.
 * - The modal: its root carries `data-lenis-prevent` (components/enquiry/enquiry-modal.tsx), so
 *   wheel and touch inside it are left to the browser and its form scrolls natively. While it is
 *   open Lenis is also stopped, so an in-flight smooth scroll cannot move the page behind it.
 * - `allowNestedScroll` leaves any other scrollable box (a long FAQ answer capped at 500px) to
 *   the browser as well.
 * - In-page links (`#id`, including the skip link) are scrolled by `lenis.scrollTo`, which honours
 *   the targets' `scroll-margin-top` (clear of the fixed header); the hash is pushed to history and
 *   focus moves to the target, as a native fragment jump would. Without Lenis the browser does this.
 * - lenis/dist/lenis.css is not imported: the page's <body> has no fixed height, the modal locks
 *   scrolling itself, and its `.lenis.lenis-smooth iframe { pointer-events: none }` rule would make
 *   the LiveChat iframe ignore clicks while the page glides.
 */
export function SmoothScroll() {
  const modalOpen = useEnquiryPopupOpen();
  const lenisRef = useRef<Lenis | null>(null);
  const modalOpenRef = useRef(modalOpen);

  useEffect(() => {
    modalOpenRef.current = modalOpen;
    const lenis = lenisRef.current;
    if (!lenis) return;
    if (modalOpen) lenis.stop();
    else lenis.start();
  }, [modalOpen]);

  useEffect(() => {
    const reduced = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
    const wheel = typeof window.matchMedia === 'function' ? window.matchMedia(WHEEL_POINTER_QUERY) : null;
    // Bumped by every teardown, so an import that resolves afterwards creates nothing.
    let generation = 0;
    let LenisClass: typeof Lenis | null = null;
    /** The instance was made for one in-page glide (no wheel pointer): it goes when the glide ends. */
    let forOneGlide = false;

    // Lenis' own loop (autoRaf) asks for every animation frame for as long as Lenis lives, so an idle
    // page would draw a frame every 16 ms (7% of a slow phone's main thread, and a frame under way
    // for a tap to wait behind). This one runs only while Lenis glides: from a wheel turn or an in-page link.
    let frame = 0;
    function step(time: number) {
      frame = 0;
      const lenis = lenisRef.current;
      if (!lenis) return;
      lenis.raf(time);
      if (lenis.isScrolling === 'smooth') {
        frame = requestAnimationFrame(step);
        return;
      }
      // Ended, stopped (the popup) or taken over by a finger: no glide needs them now.
      document.documentElement.removeAttribute(RENDER_ALL_SECTIONS);
      if (forOneGlide) dropInstance();
    }
    function wake() {
      const lenis = lenisRef.current;
      // Stopped (the popup is open), Lenis glides nowhere: wheel turns over the popup ask for nothing.
      if (frame !== 0 || !lenis || lenis.isStopped) return;
      // Lenis moves by the time since the frame it last saw: from 0, the first frame after a pause
      // moves nothing, instead of jumping by the whole pause.
      lenis.time = 0;
      frame = requestAnimationFrame(step);
    }

    function makeInstance(LenisConstructor: typeof Lenis): Lenis {
      // naiveDimensions: Lenis reads the page's length when a glide starts (a link, a wheel turn),
      // instead of the length it measured when it was made or 250 ms after the page last resized.
      // The glide draws every section first (handleClick), and a page whose sections were only
      // estimated is longer then: a target near the end was cut to the old length, over 1,300 px
      // short on a phone. That measurement is then unused, so autoResize (a ResizeObserver on
      // <html> and a resize listener that keep it) is off.
      const lenis = new LenisConstructor({ ...LENIS_SETTINGS, autoRaf: false, allowNestedScroll: true, naiveDimensions: true, autoResize: false });
      lenisRef.current = lenis;
      // Every wheel turn and touch comes through here before Lenis decides whether to glide.
      lenis.on('virtual-scroll', wake);
      if (modalOpenRef.current) lenis.stop();
      return lenis;
    }

    function dropInstance() {
      cancelAnimationFrame(frame);
      frame = 0;
      forOneGlide = false;
      lenisRef.current?.destroy();
      lenisRef.current = null;
      removeLenisClasses();
      document.documentElement.removeAttribute(RENDER_ALL_SECTIONS);
    }

    function teardown() {
      generation += 1;
      LenisClass = null;
      dropInstance();
      document.documentElement.removeAttribute(SMOOTH_SCROLL_READY);
    }

    /**
     * With a wheel pointer, one instance for as long as the page is open: Lenis smooths the wheel.
     * Without one (a phone, a tablet) fingers scroll natively either way (syncTouch is off), so no
     * instance waits: its touch and scroll listeners would run in every tap and every scroll for
     * nothing. An in-page link makes one for its glide (handleClick).
     */
    function settle() {
      if (!LenisClass) return;
      if (wheel?.matches !== false) {
        forOneGlide = false;
        if (!lenisRef.current) makeInstance(LenisClass);
      } else if (lenisRef.current && !forOneGlide) {
        // The mouse went mid-glide: the glide ends as it would have, and the instance with it.
        if (lenisRef.current.isScrolling === 'smooth') forOneGlide = true;
        else dropInstance();
      }
    }

    async function load() {
      if (reduced?.matches || LenisClass) return;
      const started = generation;
      const { default: LenisConstructor } = await import('lenis');
      if (started !== generation || reduced?.matches) return;
      LenisClass = LenisConstructor;
      document.documentElement.setAttribute(SMOOTH_SCROLL_READY, '');
      settle();
    }

    function handlePreferenceChange() {
      if (reduced?.matches) teardown();
      else load().catch(() => {});
    }

    function handleClick(event: MouseEvent) {
      // An instance exists only once Lenis has arrived.
      if (!LenisClass) return;
      const target = samePageTarget(event);
      if (!target) return;
      let lenis = lenisRef.current;
      if (!lenis) {
        lenis = makeInstance(LenisClass);
        forOneGlide = true;
      }
      event.preventDefault();
      // Lenis computes the destination once, from the sections' current heights. Sections not yet
      // drawn (content-visibility: auto, styles/globals.css) only have an estimated height, so they
      // are all drawn for the glide; afterwards they keep their real heights when left again.
      document.documentElement.setAttribute(RENDER_ALL_SECTIONS, '');
      lenis.scrollTo(target.element);
      wake();
      // `null` state: Next's patched pushState copies its own history state and syncs its router URL.
      if (window.location.hash !== target.hash) window.history.pushState(null, '', target.hash);
      focusTarget(target.element);
    }

    load().catch(() => {
      // A failed chunk load (offline) only means native scrolling.
    });
    reduced?.addEventListener('change', handlePreferenceChange);
    wheel?.addEventListener('change', settle);
    document.addEventListener('click', handleClick);
    return () => {
      reduced?.removeEventListener('change', handlePreferenceChange);
      wheel?.removeEventListener('change', settle);
      document.removeEventListener('click', handleClick);
      teardown();
    };
  }, []);

  return null;
}

function removeLenisClasses() {
  const root = document.documentElement;
  for (const name of Array.from(root.classList)) {
    if (name === 'lenis' || name.startsWith('lenis-')) root.classList.remove(name);
  }
}

/** The element a plain left click on a same-page `#fragment` link points to, if any. */
function samePageTarget(event: MouseEvent): { element: HTMLElement; hash: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (!url.hash || url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  let id: string;
  try {
    id = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  const element = document.getElementById(id);
  return element ? { element, hash: url.hash } : null;
}

/** Moves focus to a fragment target without a second (native) scroll. */
function focusTarget(element: HTMLElement) {
  const focusable = element.matches('a[href], button, input, select, textarea, [tabindex]');
  if (!focusable) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
