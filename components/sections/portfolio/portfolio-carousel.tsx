'use client';

// Loaded with import() by portfolio-mobile.tsx on small screens only, so large screens never
// download react-slick or its CSS.
import type { Settings } from 'react-slick';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import { CarouselSlide } from './carousel-slide';
import { CarouselShell } from './portfolio-frames';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPEED_MS,
  categoriesOf,
  FIRST_SCREEN_COVERS,
  type CoverCounts,
  type PortfolioControlsCopy,
  type PortfolioTone,
} from './portfolio-config';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { ObservableValue } from '@/lib/observable-value';
import { HOVER_POINTER_QUERY, mediaQueryMatches, REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { PlaybackIcon } from '@/components/ui/playback-icon';
import { SlickSlider, type SlickSliderInstance } from '@/components/ui/slick-slider';

/** docs/product.md §2/§9: autoplay every 3000 ms, 500 ms transitions, infinite, no arrows, no dots. */
export const portfolioCarouselSettings = {
  autoplaySpeed: CAROUSEL_AUTOPLAY_MS,
  speed: CAROUSEL_SPEED_MS,
  infinite: true,
  arrows: false,
  dots: false,
  pauseOnFocus: true,
  slidesToShow: 1,
  slidesToScroll: 1,
} as const satisfies Settings;

export interface PortfolioCarouselProps {
  /** Every category's covers, in display order (one slide each). */
  covers: PortfolioCovers;
  copy: PortfolioControlsCopy;
  /**
   * Covers shown per category, owned by the loader so the static first slide and this agree. Each
   * slide reads its own category: a Load More renders that slide (and slick's clones of it), not the slider.
   */
  counts: ObservableValue<CoverCounts>;
  onLoadMore: (category: PortfolioCategory) => void;
  slideHeadingLevel: 3 | 4;
  tone: PortfolioTone;
  /** The carousel starts in the page's first screen: the first slide's first row loads at once, as on the static slide it replaces. */
  inFirstScreen?: boolean;
  /** The slide shown first: the one the visitor had scrolled the static track to. */
  initialSlide?: number;
}

/**
 * Small-screen portfolio: a react-slick carousel with one category per slide. Rotation has a
 * visible pause/play control (WCAG 2.2.2), stops while keyboard focus is inside the slides, and
 * does not start by itself when the visitor prefers reduced motion. Every slide except the current
 * one (slick's clones included) is `inert`, so nothing hidden can take focus.
 */
export function PortfolioCarousel({ covers, copy, counts, onLoadMore, slideHeadingLevel, tone, inFirstScreen = false, initialSlide = 0 }: PortfolioCarouselProps) {
  const categories = categoriesOf(covers);
  const sliderRef = useRef<SlickSliderInstance>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  /** The visitor's choice (the control's state). Starts paused under prefers-reduced-motion. */
  const [playing, setPlaying] = useState(() => !mediaQueryMatches(REDUCED_MOTION_QUERY));
  /**
   * Keyboard or pointer focus is on something inside the slides: hold the rotation meanwhile. A ref,
   * not state: a tap on Load More focuses it first, and a render of the whole slider for that would
   * add to the tap's time on a slow phone (nothing drawn depends on it).
   */
  const focusWithinRef = useRef(false);
  const playingRef = useRef(playing);
  const [current, setCurrent] = useState(initialSlide);
  const hoverPointer = useMediaQuery(HOVER_POINTER_QUERY) === true;
  const currentRef = useRef(current);

  const syncInert = useCallback(() => {
    rootRef.current?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', Number(slide.dataset.index) !== currentRef.current);
    });
  }, []);

  // After every render of ours (slide changes, Load More), in the same task as the DOM update so
  // no frame or audit ever sees a hidden slide that is still focusable (this component never
  // renders on the server, so a layout effect is safe) ...
  useLayoutEffect(() => {
    currentRef.current = current;
    syncInert();
  });

  // ... and whenever slick re-renders its track by itself (mount, resize).
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(syncInert);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [syncInert]);

  // Switching to reduced motion while the page is open stops the rotation too.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  // slick keeps its own autoplay state: 'paused' survives hover and focus until slickPlay().
  const applyPlayback = useCallback(() => {
    const slider = sliderRef.current;
    if (!slider) return;
    if (playingRef.current && !focusWithinRef.current) slider.slickPlay();
    else slider.slickPause();
  }, []);

  useEffect(() => {
    playingRef.current = playing;
    applyPlayback();
  }, [playing, applyPlayback]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A tap's focus pauses once the tap's frame has been drawn: pausing renders the whole slider
    // again, and a tap on Load More focuses it first. A keyboard's focus (focus-visible) pauses at
    // once, so no rotation step in between can take the focused slide away. applyPlayback reads the
    // refs when it runs, so the last change wins.
    const onFocusIn = (event: FocusEvent) => {
      if (focusWithinRef.current) return;
      focusWithinRef.current = true;
      if (event.target instanceof Element && event.target.matches(':focus-visible')) applyPlayback();
      else afterNextPaint(applyPlayback);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && viewport.contains(next)) return;
      focusWithinRef.current = false;
      afterNextPaint(applyPlayback);
    };
    viewport.addEventListener('focusin', onFocusIn);
    viewport.addEventListener('focusout', onFocusOut);
    return () => {
      viewport.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('focusout', onFocusOut);
    };
  }, [applyPlayback]);

  const control = (
    <button
      type="button"
      aria-label={playing ? copy.pauseLabel : copy.playLabel}
      onClick={() => setPlaying((value) => !value)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-sm font-semibold transition-colors ${
        tone === 'dark' ? 'border-white/40 text-white hover:bg-white/10' : 'border-navy-200 text-navy-800 hover:border-navy-600 hover:bg-navy-50'
      }`}
    >
      <PlaybackIcon playing={playing} />
      <span>{playing ? copy.pauseText : copy.playText}</span>
    </button>
  );

  return (
    <CarouselShell ref={rootRef} viewportRef={viewportRef} label={copy.carouselLabel} state="slider" control={control}>
      <SlickSlider
        ref={sliderRef}
        {...portfolioCarouselSettings}
        initialSlide={initialSlide}
        autoplay={playing}
        // Hovering pauses it and a mouse can drag it, for a pointer that hovers: on a phone the mouse
        // events a tap is turned into would otherwise render the whole slider twice more per tap.
        pauseOnHover={hoverPointer}
        draggable={hoverPointer}
        beforeChange={(_from, to) => setCurrent(to)}
        afterChange={(index) => setCurrent(index)}
      >
        {categories.map((category, index) => (
          // slick wraps each child in its slide and makes it inline-block: align-top drops the
          // baseline gap under it, so the slide is exactly as tall as the static one. `isolate`
          // makes each slide a stacking context, which Chromium paints as a layer of its own whose
          // painting it reuses while the slide is unchanged: in traces of a Load More, the tap's
          // frame painted for 7 to 8 ms with it, 14 to 18 without (docs/benchmarks.md).
          <div key={category} className="isolate align-top">
            <CarouselSlide
              category={category}
              covers={covers[category]}
              copy={copy}
              counts={counts}
              onLoadMore={onLoadMore}
              position={index + 1}
              total={categories.length}
              headingLevel={slideHeadingLevel}
              tone={tone}
              eagerCovers={inFirstScreen && index === 0 ? FIRST_SCREEN_COVERS : 0}
            />
          </div>
        ))}
      </SlickSlider>
    </CarouselShell>
  );
}

export default PortfolioCarousel;
