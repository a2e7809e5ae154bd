'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import { CarouselShell, CarouselSlide } from './carousel-slide';
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
 * static first slide, Fiction with 4 covers, in the carousel's frame. When the viewport is below
 * `lg` and the carousel comes within a screen of it, it loads the slider and keeps showing the
 * static slide until it arrives; on large screens the slider is never loaded. Cover counts live here, so a 'Load More' pressed on
 * the static slide carries over.
 */
export function PortfolioMobile({ covers, copy, slideHeadingLevel = 3, tone = 'light', inFirstScreen = false }: PortfolioMobileProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY) === true;
  const shellRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(shellRef);
  const [counts, setCounts] = useState<CoverCounts>(() => initialCounts(covers, CAROUSEL_INITIAL_COVERS));

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
  const first = categories[0];
  if (!first) return null;
  const staticFirstSlide = (
    <CarouselShell state="static" label={copy.carouselLabel} ref={shellRef}>
      <CarouselSlide
        category={first}
        covers={covers[first]}
        copy={copy}
        visible={counts[first]}
        onLoadMore={loadMore}
        position={1}
        total={categories.length}
        headingLevel={slideHeadingLevel}
        tone={tone}
        // On large screens these files are also the first covers the tabs show at the same width,
        // so loading them eagerly wastes nothing there.
        eagerCovers={inFirstScreen ? FIRST_SCREEN_COVERS : 0}
      />
    </CarouselShell>
  );

  if (!isSmallScreen || !near) return staticFirstSlide;
  return (
    <Suspense fallback={staticFirstSlide}>
      <PortfolioCarousel covers={covers} copy={copy} counts={counts} onLoadMore={loadMore} slideHeadingLevel={slideHeadingLevel} tone={tone} inFirstScreen={inFirstScreen} />
    </Suspense>
  );
}
