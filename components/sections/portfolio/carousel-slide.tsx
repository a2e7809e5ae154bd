// No 'use client' of its own: rendered by the live leaves portfolio-mobile.tsx and
// portfolio-carousel.tsx only (its onLoadMore prop is a function).
import { memo, useRef } from 'react';
import type { PortfolioCategory, PortfolioCover } from '@/content/portfolio';
import { Button } from '@/components/ui/button';
import { CAROUSEL_STEP, nextVisibleCount, type PortfolioControlsCopy, type PortfolioTone } from './portfolio-config';
import { SlideFrame } from './portfolio-frames';

interface CarouselSlideProps {
  category: PortfolioCategory;
  covers: readonly PortfolioCover[];
  copy: PortfolioControlsCopy;
  visible: number;
  onLoadMore: (category: PortfolioCategory) => void;
  /** 1-based position among the categories and their number, for the slide's name. */
  position: number;
  total: number;
  headingLevel: 3 | 4;
  tone: PortfolioTone;
  /** Covers in the page's first screen, which load at once (see CoverGrid). */
  eagerCovers?: number;
}

/**
 * One category of the small-screen carousel with a working 'Load More': its first `visible`
 * covers and the button, until the category is complete. Drawn by SlideFrame, as the static
 * slide it replaces, so the swap does not move anything. Memoised: a Load More renders its own
 * category's slide again, not every slide and slick's clones of them.
 */
export const CarouselSlide = memo(function CarouselSlide({
  category,
  covers,
  copy,
  visible,
  onLoadMore,
  position,
  total,
  headingLevel,
  tone,
  eagerCovers = 0,
}: CarouselSlideProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hasMore = visible < covers.length;

  return (
    <SlideFrame
      ref={rootRef}
      category={category}
      covers={covers.slice(0, visible)}
      copy={copy}
      position={position}
      total={total}
      headingLevel={headingLevel}
      tone={tone}
      eagerCovers={eagerCovers}
    >
      {hasMore ? (
        <div className="mt-6 flex justify-center">
          <Button
            data-load-more
            onClick={() => {
              // The last press removes the button: the focus goes to the slide first, while nothing
              // has changed yet (focusing after the update would force its layout inside the tap),
              // and without scrolling, which would also move slick's list under the slide.
              if (nextVisibleCount(visible, CAROUSEL_STEP, covers.length) >= covers.length) rootRef.current?.focus({ preventScroll: true });
              onLoadMore(category);
            }}
          >
            {copy.loadMore}
          </Button>
        </div>
      ) : null}
    </SlideFrame>
  );
});
