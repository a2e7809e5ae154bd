// No 'use client' of its own: rendered by the portfolio's client leaves only.
import { useLayoutEffect, useRef, type RefObject } from 'react';
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
 * with no script. The leaf that renders this reads `open` when it hydrates and shows them all
 * itself, so an early tap is kept.
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

/** The categories whose HTML-only 'Load More' was opened, read when the enhanced leaf takes over. */
export function openedMoreCovers(root: Element | null, attribute: string): string[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-more-covers]'))
    .filter((details) => details.open)
    .flatMap((details) => {
      const value = details.closest(`[${attribute}]`)?.getAttribute(attribute);
      return value ? [value] : [];
    });
}

/** The category whose HTML-only 'Load More' has the keyboard focus, read before the swap. */
function focusedMoreCovers(root: Element | null, attribute: string): string | null {
  const details = root?.ownerDocument.activeElement?.closest('details[data-more-covers]');
  if (!root || !details || !root.contains(details)) return null;
  return details.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null;
}

/** After the swap: focuses the enhanced 'Load More' (marked `data-load-more`) of `category`. */
function focusLoadMore(root: Element | null, attribute: string, category: string): void {
  const container = Array.from(root?.querySelectorAll(`[${attribute}]`) ?? []).find((element) => element.getAttribute(attribute) === category);
  container?.querySelector<HTMLElement>('[data-load-more]')?.focus();
}

/**
 * For the leaf that swaps MoreCovers for its own 'Load More' when `htmlOnly` turns false: focus on
 * a removed summary would fall back to the page's start, so it moves to the button that replaces
 * it. `attribute` names each category's container (its value is the category).
 */
export function useLoadMoreFocusHandover(rootRef: RefObject<Element | null>, attribute: string, htmlOnly: boolean): void {
  const focusedCategory = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (htmlOnly) {
      focusedCategory.current = focusedMoreCovers(rootRef.current, attribute);
    } else if (focusedCategory.current !== null) {
      focusLoadMore(rootRef.current, attribute, focusedCategory.current);
      focusedCategory.current = null;
    }
  }, [rootRef, attribute, htmlOnly]);
}
