'use client';

// Loaded with import() by portfolio-shells.tsx once the small-screen carousel comes near the
// viewport (below `lg` only: on larger screens it is not displayed), so no page carries it in its
// initial JavaScript.
import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import { CarouselSlide } from './carousel-slide';
import {
  CAROUSEL_INITIAL_COVERS,
  CAROUSEL_STEP,
  categoriesOf,
  FIRST_SCREEN_COVERS,
  initialCounts,
  nextVisibleCount,
  SMALL_SCREEN_QUERY,
  type CoverCounts,
  type PortfolioControlsCopy,
  type PortfolioTone,
} from './portfolio-config';
import { PortfolioTrack } from './portfolio-frames';
import { focusLoadMore, focusedIn, isMoreCovers, openedMoreCovers } from './portfolio-start';
import { observableValue, type ObservableValue } from '@/lib/observable-value';
import { useLoadedComponent } from '@/lib/use-loaded-component';
import { useMediaQuery } from '@/lib/use-media-query';

// Its own chunk (react-slick + slick.css), used only on a small screen. The shell that loads this
// module asks for it at the same time (portfolio-shells.tsx), so it is usually here already.
export const loadPortfolioCarousel = () => import('./portfolio-carousel').then((module) => module.default);

/** What the visitor did to the static track before this leaf arrived. */
export interface PortfolioMobileStart {
  /** Categories whose HTML-only 'Load More' was opened: they show every cover. */
  opened: string[];
  /** The slide the keyboard focus was in, and whether on its 'Load More'. */
  focused: { category: string; loadMore: boolean } | null;
  /** How far the visitor had swiped the track. */
  scrollLeft: number;
}

/** Reads the track's start from the static markup under `root`. */
export function readStart(root: HTMLElement): PortfolioMobileStart {
  const focused = focusedIn(root);
  const category = focused?.closest('[data-portfolio-slide]')?.getAttribute('data-portfolio-slide') ?? null;
  return {
    opened: openedMoreCovers(root, 'data-portfolio-slide'),
    focused: focused && category ? { category, loadMore: isMoreCovers(focused) } : null,
    scrollLeft: root.querySelector('[data-portfolio-track]')?.scrollLeft ?? 0,
  };
}

interface PortfolioMobileProps {
  /** Every category's covers, in display order (one slide each). */
  covers: PortfolioCovers;
  copy: PortfolioControlsCopy;
  slideHeadingLevel?: 3 | 4;
  tone?: PortfolioTone;
  /** The carousel starts in the page's first screen: its first row of covers loads at once. */
  inFirstScreen?: boolean;
  /** Where the static track it replaces left off; none when rendered on its own. */
  start?: PortfolioMobileStart;
}

/**
 * The small-screen variant's live leaf. It first shows the track the static one showed (every
 * category a slide of 4 covers, swiped or scrolled with no script), now with working 'Load More'
 * buttons, scrolled to where the visitor left it; below `lg` it loads the slider and then starts it
 * at the slide the visitor had scrolled to; on large screens the slider is never loaded. Cover
 * counts live here, so a 'Load More' pressed on the static track (or on this one) carries over.
 */
export function PortfolioMobile({ covers, copy, slideHeadingLevel = 3, tone = 'light', inFirstScreen = false, start }: PortfolioMobileProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY) === true;
  const shellRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  // An observable value, not state: a Load More re-renders the slides that show that category only.
  const [counts] = useState<ObservableValue<CoverCounts>>(() => {
    const counts = initialCounts(covers, CAROUSEL_INITIAL_COVERS);
    for (const category of start?.opened ?? []) if (category in covers) counts[category as PortfolioCategory] = covers[category as PortfolioCategory].length;
    return observableValue(counts);
  });
  /** The slide the track is scrolled to, where the slider starts. */
  const [trackIndex, setTrackIndex] = useState(0);
  const PortfolioCarousel = useLoadedComponent(loadPortfolioCarousel, isSmallScreen);

  // Before the first paint: the track where the visitor left it, and the focus on the control that
  // replaced the one it was on (a removed summary would drop it to the page's start).
  const startRef = useRef(start);
  useLayoutEffect(() => {
    const begin = startRef.current;
    const track = trackRef.current;
    if (!begin) return;
    if (track && begin.scrollLeft > 0) {
      track.scrollLeft = begin.scrollLeft;
      setTrackIndex(trackIndexOf(track));
    }
    if (!begin.focused) return;
    const { category, loadMore } = begin.focused;
    if (loadMore) focusLoadMore(shellRef.current, 'data-portfolio-slide', category);
    else shellRef.current?.querySelector<HTMLElement>(`[data-portfolio-slide="${category}"]`)?.focus();
  }, []);

  const loadMore = useCallback(
    (category: PortfolioCategory) => {
      const previous = counts.get();
      counts.set({ ...previous, [category]: nextVisibleCount(previous[category], CAROUSEL_STEP, covers[category].length) });
    },
    [counts, covers],
  );

  const categories = categoriesOf(covers);
  if (categories.length === 0) return null;

  if (PortfolioCarousel && isSmallScreen) {
    return (
      // eslint-disable-next-line react-hooks/static-components -- set once, from a module-level import (useLoadedComponent), so it never resets state
      <PortfolioCarousel
        covers={covers}
        copy={copy}
        counts={counts}
        onLoadMore={loadMore}
        slideHeadingLevel={slideHeadingLevel}
        tone={tone}
        inFirstScreen={inFirstScreen}
        initialSlide={Math.min(trackIndex, categories.length - 1)}
      />
    );
  }
  return (
    <PortfolioTrack
      ref={shellRef}
      trackRef={trackRef}
      label={copy.carouselLabel}
      categories={categories}
      onScroll={(event: UIEvent<HTMLDivElement>) => setTrackIndex(trackIndexOf(event.currentTarget))}
      renderSlide={(category, index) => (
        <CarouselSlide
          category={category}
          covers={covers[category]}
          copy={copy}
          counts={counts}
          onLoadMore={loadMore}
          position={index + 1}
          total={categories.length}
          headingLevel={slideHeadingLevel}
          tone={tone}
          // On large screens these files are also the first covers the tabs show at the same width,
          // so loading them eagerly wastes nothing there.
          eagerCovers={inFirstScreen && index === 0 ? FIRST_SCREEN_COVERS : 0}
        />
      )}
    />
  );
}

/** The slide a track is scrolled to. */
function trackIndexOf(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

export default PortfolioMobile;
