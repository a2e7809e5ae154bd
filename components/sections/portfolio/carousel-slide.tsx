// No 'use client' of its own: it is only rendered by the client leaves portfolio-mobile.tsx and
// portfolio-carousel.tsx (its onLoadMore prop is a function).
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { PortfolioCategory, PortfolioCover } from '@/content/portfolio';
import { Button } from '@/components/ui/button';
import { fillTemplate } from '@/lib/fill-template';
import { CoverGrid } from './cover-grid';
import { MoreCovers } from './more-covers';
import type { PortfolioControlsCopy, PortfolioTone } from './portfolio-config';

/** Two columns inside the carousel (at most 32rem wide, see CarouselShell). */
const coverSizes = '(min-width: 34rem) 240px, 45vw';
const coverLayout = 'grid-cols-2 gap-x-4 gap-y-6';

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
  /** Before the scripts run: 'Load More' is a disclosure of the remaining covers (MoreCovers). */
  htmlOnly?: boolean;
}

/**
 * One category of the small-screen carousel: its name, its first `visible` covers in two columns
 * and 'Load More'. The same markup is the static first slide shown before the slider loads, so the
 * swap does not move anything.
 */
export function CarouselSlide({
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
  htmlOnly = false,
}: CarouselSlideProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  /** Set by a 'Load More' press on this instance (not on slick's clones of it). */
  const focusSlideAfterLoad = useRef(false);
  const hasMore = visible < covers.length;
  const Heading = `h${headingLevel}` as const;
  const label = copy.categoryLabels[category];

  useEffect(() => {
    // The pressed button is gone: keep focus in the slide instead of dropping it to <body>.
    if (focusSlideAfterLoad.current && !hasMore) {
      focusSlideAfterLoad.current = false;
      rootRef.current?.focus();
    }
  }, [hasMore]);

  return (
    <div
      ref={rootRef}
      role="group"
      aria-roledescription="slide"
      aria-label={fillTemplate(copy.slideLabel, { category: label, position, total })}
      tabIndex={-1}
      data-portfolio-slide={category}
      // Inside slick's overflow:hidden list an outside outline would be clipped: draw it inside.
      className="rounded-lg px-2 pt-1 pb-3 focus-visible:-outline-offset-4"
    >
      <Heading className={`text-xl font-semibold ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}>{label}</Heading>
      <div className="mt-4">
        <CoverGrid covers={covers.slice(0, visible)} sizes={coverSizes} layoutClassName={coverLayout} tone={tone} eagerCount={eagerCovers} />
      </div>
      {htmlOnly ? (
        <MoreCovers
          covers={covers.slice(visible)}
          loadMore={copy.loadMore}
          sizes={coverSizes}
          layoutClassName={coverLayout}
          gapClassName="mt-6"
          buttonGapClassName="mt-6"
          tone={tone}
        />
      ) : hasMore ? (
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
    </div>
  );
}

interface CarouselShellProps {
  /** The rotation control, or nothing (the static first slide keeps its row empty). */
  control?: ReactNode;
  children: ReactNode;
  /** The carousel's accessible name (`PortfolioCopy.carouselLabel`). */
  label: string;
  state: 'static' | 'slider';
  ref?: Ref<HTMLDivElement>;
  /** The box around the slides (without the control row). */
  viewportRef?: Ref<HTMLDivElement>;
}

/** The frame both the static first slide and the loaded slider sit in: same box, same offsets. */
export function CarouselShell({ control, children, label, state, ref, viewportRef }: CarouselShellProps) {
  return (
    <div ref={ref} role="region" aria-roledescription="carousel" aria-label={label} data-portfolio-carousel={state} className="mx-auto max-w-lg">
      <div className="flex min-h-11 items-center justify-end">{control}</div>
      <div ref={viewportRef} className="mt-4">
        {children}
      </div>
    </div>
  );
}
