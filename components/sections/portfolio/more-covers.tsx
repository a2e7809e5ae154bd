// No 'use client' of its own: rendered by the portfolio's static views (portfolio-shells.tsx).
import type { PortfolioCover } from '@/content/portfolio';
import { buttonClassName } from '@/components/ui/button-styles';
import { CoverGrid } from './cover-grid';
import type { PortfolioTone } from './portfolio-config';

interface MoreCoversProps {
  /** The covers after the first ones shown. */
  covers: readonly PortfolioCover[];
  loadMore: string;
  sizes: string;
  layoutClassName: string;
  /** The gap above the extra covers: the grid's row gap, so they join up. */
  gapClassName: string;
  /** The gap above the button, as above the enhanced leaf's own 'Load More'. */
  buttonGapClassName: string;
  tone: PortfolioTone;
}

/**
 * 'Load More' before the page's scripts run, or when they never do: a `<details>` whose summary is
 * drawn as the button and whose content is the rest of the category, so a tap shows every cover
 * with no script. The live leaf that replaces it reads `open` first and shows them all itself
 * (portfolio-start.ts), so an early tap is kept.
 */
export function MoreCovers({ covers, loadMore, sizes, layoutClassName, gapClassName, buttonGapClassName, tone }: MoreCoversProps) {
  if (covers.length === 0) return null;
  return (
    <details className="group/more" data-more-covers>
      <summary className={`${buttonGapClassName} flex list-none justify-center group-open/more:hidden [&::-webkit-details-marker]:hidden`}>
        {/* The summary is the control; this span only draws it as the site's button. */}
        <span className={buttonClassName('primary', 'md', 'cursor-pointer')}>{loadMore}</span>
      </summary>
      <div className={gapClassName}>
        <CoverGrid covers={covers} sizes={sizes} layoutClassName={layoutClassName} tone={tone} />
      </div>
    </details>
  );
}
