'use client';

import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import { CarouselShell, CarouselSlide } from './carousel-slide';
import { openedMoreCovers, useLoadMoreFocusHandover } from './more-covers';
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
import { useMediaQuery } from '@/lib/use-media-query';
import { useNearViewport } from '@/lib/use-near-viewport';

// Its own chunk (react-slick + slick.css), requested only on a small screen, once the carousel is
// within a screen of the viewport.
const PortfolioCarousel = lazy(() => import('./portfolio-carousel'));

interface PortfolioMobileProps {
  /** Every category's covers, in display order (one slide each). */
  covers: PortfolioCovers;
  copy: PortfolioControlsCopy;
  slideHeadingLevel?: 3 | 4;
  tone?: PortfolioTone;
  /** The carousel starts in the page's first screen: its first row of covers loads at once. */
  inFirstScreen?: boolean;
}

/**
 * The small-screen variant's client leaf. The server HTML (and the first client render) is a
 * static track in the carousel's frame: every category a slide of 4 covers, side by side, which
 * the visitor swipes or scrolls with no script (scroll snap), each with a 'Load More' that works
 * from the HTML (MoreCovers). When the viewport is below `lg` and the carousel comes within a
 * screen of it, it loads the slider and keeps showing the track until it arrives, then starts the
 * slider at the slide the visitor had scrolled to; on large screens the slider is never loaded.
 * Cover counts live here, so a 'Load More' pressed before (or after) the scripts ran carries over.
 */
export function PortfolioMobile({ covers, copy, slideHeadingLevel = 3, tone = 'light', inFirstScreen = false }: PortfolioMobileProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY) === true;
  const shellRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(shellRef);
  const [counts, setCounts] = useState<CoverCounts>(() => initialCounts(covers, CAROUSEL_INITIAL_COVERS));
  const [htmlOnly, setHtmlOnly] = useState(true);
  /** The slide the static track was scrolled to, where the slider starts. */
  const [trackIndex, setTrackIndex] = useState(0);

  // Before the first paint after hydration: every category whose 'Load More' was opened shows all.
  useLayoutEffect(() => {
    const opened = openedMoreCovers(shellRef.current, 'data-portfolio-slide');
    setCounts((previous) => {
      const next = { ...previous };
      for (const category of opened) if (category in covers) next[category as PortfolioCategory] = covers[category as PortfolioCategory].length;
      return next;
    });
    setHtmlOnly(false);
  }, [covers]);
  // Focus on that 'Load More' moves to the button that replaces it.
  useLoadMoreFocusHandover(shellRef, 'data-portfolio-slide', htmlOnly);

  function onTrackScroll(event: UIEvent<HTMLDivElement>) {
    const track = event.currentTarget;
    const index = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
    setTrackIndex(index);
  }

  const loadMore = useCallback(
    (category: PortfolioCategory) => {
      setCounts((previous) => ({
        ...previous,
        [category]: nextVisibleCount(previous[category], CAROUSEL_STEP, covers[category].length),
      }));
    },
    [covers],
  );

  const categories = categoriesOf(covers);
  if (categories.length === 0) return null;
  const staticTrack = (
    <CarouselShell state="static" label={copy.carouselLabel} ref={shellRef}>
      {/* Swiped or scrolled with no script; no scrollbar, so the slider that replaces it sits exactly here. */}
      <div className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]" onScroll={onTrackScroll} data-portfolio-track>
        {categories.map((category, index) => (
          <div key={category} className="w-full shrink-0 snap-start">
            <CarouselSlide
              category={category}
              covers={covers[category]}
              copy={copy}
              visible={counts[category]}
              onLoadMore={loadMore}
              position={index + 1}
              total={categories.length}
              headingLevel={slideHeadingLevel}
              tone={tone}
              // On large screens these files are also the first covers the tabs show at the same width,
              // so loading them eagerly wastes nothing there.
              eagerCovers={inFirstScreen && index === 0 ? FIRST_SCREEN_COVERS : 0}
              htmlOnly={htmlOnly}
            />
          </div>
        ))}
      </div>
    </CarouselShell>
  );

  if (!isSmallScreen || !near) return staticTrack;
  return (
    <Suspense fallback={staticTrack}>
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
    </Suspense>
  );
}
