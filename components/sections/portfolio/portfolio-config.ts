import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import type { PortfolioCopy } from '@/content/portfolio-copy';

/** Large screens (tabs): covers shown at first and added per 'Load More' (docs/product.md §9). */
export const TABS_INITIAL_COVERS = 5;
export const TABS_STEP = 5;

/**
 * Small screens (carousel): 4 covers per category in a 2-column grid (docs/product.md §9 'mobile carousel 4
 * covers per category'). 'Load More' adds 4 more per press: docs/product.md gives no mobile step, so it
 * follows the mobile count and keeps the two columns full.
 */
export const CAROUSEL_INITIAL_COVERS = 4;
export const CAROUSEL_STEP = 4;

/** Where the carousel starts in a phone's first screen (/portfolio/): its first row of two covers loads at once. */
export const FIRST_SCREEN_COVERS = 2;

/** Carousel timing (docs/product.md §9): a slide change every 3000 ms, each taking 500 ms. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 500;

/** Below Tailwind's `lg` (64rem = 1024px): the carousel variant is the visible one. */
export const SMALL_SCREEN_QUERY = '(max-width: 1023.98px)';

/** The number of covers after one more 'Load More', never more than the category holds. */
export function nextVisibleCount(visible: number, step: number, total: number): number {
  return Math.min(visible + step, total);
}

export type CoverCounts = Record<PortfolioCategory, number>;

/** The categories of `covers` in display order (its key order, see `PortfolioCovers`). */
export function categoriesOf(covers: PortfolioCovers): PortfolioCategory[] {
  return Object.keys(covers) as PortfolioCategory[];
}

/** Covers shown at first in each category of `covers`: `initial`, or all of them if fewer. */
export function initialCounts(covers: PortfolioCovers, initial: number): CoverCounts {
  const counts = {} as CoverCounts;
  for (const category of categoriesOf(covers)) counts[category] = Math.min(initial, covers[category].length);
  return counts;
}

export type PortfolioTone = 'light' | 'dark';

/** The strings the client leaves (tabs, carousel) need: the section's copy without its heading block. */
export type PortfolioControlsCopy = Omit<PortfolioCopy, 'heading' | 'highlight' | 'intro'>;
