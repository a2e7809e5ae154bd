// No 'use client' of its own: rendered by the live leaves portfolio-mobile.tsx and
// portfolio-carousel.tsx only (its onLoadMore prop is a function).
import { memo, useCallback, useRef, useSyncExternalStore, type SyntheticEvent } from 'react';
import type { PortfolioCategory, PortfolioCover } from '@/content/portfolio';
import { Button } from '@/components/ui/button';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { ObservableValue } from '@/lib/observable-value';
import { CAROUSEL_STEP, nextVisibleCount, type CoverCounts, type PortfolioControlsCopy, type PortfolioTone } from './portfolio-config';
import { SlideFrame } from './portfolio-frames';

interface CarouselSlideProps {
  category: PortfolioCategory;
  covers: readonly PortfolioCover[];
  copy: PortfolioControlsCopy;
  /** Covers shown per category; this slide reads its own. */
  counts: ObservableValue<CoverCounts>;
  onLoadMore: (category: PortfolioCategory) => void;
  /** 1-based position among the categories and their number, for the slide's name. */
  position: number;
  total: number;
  headingLevel: 3 | 4;
  tone: PortfolioTone;
  /** Covers in the page's first screen, which load at once (see CoverGrid). */
  eagerCovers?: number;
}

const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

/**
 * One category of the small-screen carousel with a working 'Load More': its first covers (as many
 * as `counts` says for it) and the button, until the category is complete. Drawn by SlideFrame, as
 * the static slide it replaces, so the swap does not move anything. A Load More renders this
 * category's slide again (it subscribes to its own count), not the slider, every slide and slick's
 * clones of them; memoised, so nothing else renders it again either.
 */
export const CarouselSlide = memo(function CarouselSlide({
  category,
  covers,
  copy,
  counts,
  onLoadMore,
  position,
  total,
  headingLevel,
  tone,
  eagerCovers = 0,
}: CarouselSlideProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const readVisible = useCallback(() => counts.get()[category], [counts, category]);
  // slick's copies of a slide (for its endless loop) are off screen and inert; they show only while
  // a rotation wraps around. They take a Load More after the tap's frame, which then builds and
  // draws the new covers once, in the slide the visitor sees.
  const subscribe = useCallback(
    (notify: () => void) => {
      let cancel = () => {};
      const stop = counts.subscribe(() => {
        if (rootRef.current?.closest('.slick-cloned')) {
          // Two presses before that frame: one update, for the latest count.
          cancel();
          cancel = afterNextPaint(notify);
        } else notify();
      });
      return () => {
        stop();
        cancel();
      };
    },
    [counts],
  );
  const visible = useSyncExternalStore(subscribe, readVisible, readVisible);
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
            // The button is not a place to start a swipe: slick's own touch and mouse handlers would
            // render the whole slider in a tap (touch start and end, and the mouse events a tap is
            // turned into), before the click does anything. Both of a pair are stopped: slick's end
            // handler cancels a touch end it did not see start, which would cancel the click.
            onTouchStart={stopPropagation}
            onTouchEnd={stopPropagation}
            onMouseDown={stopPropagation}
            onMouseUp={stopPropagation}
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
