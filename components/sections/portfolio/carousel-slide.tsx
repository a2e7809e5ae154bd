// No 'use client' of its own: rendered by the live leaves portfolio-mobile.tsx and
// portfolio-carousel.tsx only (its onLoadMore prop is a function).
import { useEffect, useRef } from 'react';
import type { PortfolioCategory, PortfolioCover } from '@/content/portfolio';
import { Button } from '@/components/ui/button';
import type { PortfolioControlsCopy, PortfolioTone } from './portfolio-config';
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
 * slide it replaces, so the swap does not move anything.
 */
export function CarouselSlide({ category, covers, copy, visible, onLoadMore, position, total, headingLevel, tone, eagerCovers = 0 }: CarouselSlideProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  /** Set by a 'Load More' press on this instance (not on slick's clones of it). */
  const focusSlideAfterLoad = useRef(false);
  const hasMore = visible < covers.length;

  useEffect(() => {
    // The pressed button is gone: keep focus in the slide instead of dropping it to <body>.
    if (focusSlideAfterLoad.current && !hasMore) {
      focusSlideAfterLoad.current = false;
      rootRef.current?.focus();
    }
  }, [hasMore]);

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
              focusSlideAfterLoad.current = true;
              onLoadMore(category);
            }}
          >
            {copy.loadMore}
          </Button>
        </div>
      ) : null}
    </SlideFrame>
  );
}
