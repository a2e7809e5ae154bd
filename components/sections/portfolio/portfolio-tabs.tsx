'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import { Button } from '@/components/ui/button';
import { CoverGrid } from './cover-grid';
import { MoreCovers, openedMoreCovers, useLoadMoreFocusHandover } from './more-covers';
import { categoriesOf, nextVisibleCount, TABS_INITIAL_COVERS, TABS_STEP, type PortfolioControlsCopy, type PortfolioTone } from './portfolio-config';

interface PortfolioTabsProps {
  /** Every category's covers, in display order (one tab each). */
  covers: PortfolioCovers;
  copy: PortfolioControlsCopy;
  tone?: PortfolioTone;
}

/** Five columns inside the content width (76rem less padding) from `lg`, the only place tabs show. */
const coverSizes = '(min-width: 76rem) 212px, 17vw';
const coverLayout = 'grid-cols-5 gap-6';

const keyToIndex: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Large-screen portfolio: WAI-ARIA tabs, one per category (Fiction first), with automatic
 * activation and a roving tabindex. The panel shows 5 covers, 'Load More' adds 5 and goes away
 * when the category is complete; another category starts again at 5.
 *
 * Until the scripts run, 'Load More' is a disclosure of the rest of the category (MoreCovers) and
 * the other tabs are disabled, since they cannot switch yet (a tap would do nothing). Without
 * scripts at all, the page shows the swipeable track of every category instead of the tabs
 * (`@media (scripting: none)` in styles/globals.css).
 */
export function PortfolioTabs({ covers: coversByCategory, copy, tone = 'light' }: PortfolioTabsProps) {
  const baseId = useId();
  const categories = categoriesOf(coversByCategory);
  const [selected, setSelected] = useState<PortfolioCategory | undefined>(categories[0]);
  const [visible, setVisible] = useState(TABS_INITIAL_COVERS);
  const [htmlOnly, setHtmlOnly] = useState(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set when the last 'Load More' is pressed: the button disappears, so focus goes to the panel. */
  const focusPanelAfterLoad = useRef(false);

  const covers = selected ? coversByCategory[selected] : [];

  // Before the first paint after hydration: a 'Load More' opened meanwhile has shown the whole category.
  useLayoutEffect(() => {
    const opened = openedMoreCovers(rootRef.current, 'data-portfolio-panel').length > 0;
    setVisible((previous) => (opened ? Number.MAX_SAFE_INTEGER : previous));
    setHtmlOnly(false);
  }, []);
  // Focus on that 'Load More' moves to the button that replaces it.
  useLoadMoreFocusHandover(rootRef, 'data-portfolio-panel', htmlOnly);
  const hasMore = visible < covers.length;
  const onDark = tone === 'dark';

  useEffect(() => {
    if (focusPanelAfterLoad.current && !hasMore) {
      focusPanelAfterLoad.current = false;
      panelRef.current?.focus();
    }
  }, [hasMore]);

  function select(category: PortfolioCategory) {
    if (category === selected) return;
    setSelected(category);
    setVisible(TABS_INITIAL_COVERS);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = keyToIndex[event.key];
    if (!move) return;
    event.preventDefault();
    const nextIndex = move(index, categories.length);
    const next = categories[nextIndex];
    if (!next) return;
    select(next);
    tabRefs.current[nextIndex]?.focus();
  }

  function loadMore() {
    const next = nextVisibleCount(visible, TABS_STEP, covers.length);
    if (next >= covers.length) focusPanelAfterLoad.current = true;
    setVisible(next);
  }

  const tabId = (category: PortfolioCategory) => `${baseId}-tab-${category}`;
  const panelId = (category: PortfolioCategory) => `${baseId}-panel-${category}`;

  return (
    <div ref={rootRef}>
      <div role="tablist" aria-label={copy.tabsLabel} aria-orientation="horizontal" className="flex flex-wrap justify-center gap-3">
        {categories.map((category, index) => {
          const isSelected = category === selected;
          const colours = isSelected
            ? onDark
              ? 'border-gold-500 bg-gold-500 text-navy-950'
              : 'border-navy-800 bg-navy-800 text-white'
            : onDark
              ? 'border-white/40 text-white hover:bg-white/10'
              : 'border-navy-200 bg-white text-navy-800 hover:border-navy-600 hover:bg-navy-50';
          return (
            <button
              key={category}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(category)}
              aria-selected={isSelected}
              aria-controls={panelId(category)}
              tabIndex={isSelected ? 0 : -1}
              disabled={htmlOnly && !isSelected}
              onClick={() => select(category)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 text-sm font-semibold transition-colors disabled:cursor-progress ${colours}`}
            >
              {copy.categoryLabels[category]}
            </button>
          );
        })}
      </div>

      {categories.map((category) =>
        category === selected ? (
          <div
            key={category}
            ref={panelRef}
            role="tabpanel"
            id={panelId(category)}
            aria-labelledby={tabId(category)}
            // -1: a focus target for the last 'Load More' (whose button then disappears), not a tab stop.
            tabIndex={-1}
            className="mt-10 rounded-lg"
            data-portfolio-panel={category}
          >
            <CoverGrid covers={covers.slice(0, visible)} sizes={coverSizes} layoutClassName={coverLayout} tone={tone} />
            {htmlOnly ? (
              <MoreCovers
                covers={covers.slice(visible)}
                loadMore={copy.loadMore}
                sizes={coverSizes}
                layoutClassName={coverLayout}
                gapClassName="mt-6"
                buttonGapClassName="mt-10"
                tone={tone}
              />
            ) : hasMore ? (
              <div className="mt-10 flex justify-center">
                <Button size="lg" onClick={loadMore} data-load-more>
                  {copy.loadMore}
                </Button>
              </div>
            ) : null}
          </div>
        ) : (
          // Empty stand-ins so every tab's aria-controls names an element that exists.
          <div key={category} role="tabpanel" id={panelId(category)} aria-labelledby={tabId(category)} hidden />
        ),
      )}
    </div>
  );
}
