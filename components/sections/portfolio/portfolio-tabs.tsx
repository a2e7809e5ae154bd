'use client';

// Loaded with import() by portfolio-shells.tsx once the tabs come near the viewport (large
// screens only: on smaller ones they are not displayed), so no page carries it in its initial
// JavaScript.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PortfolioCategory, PortfolioCovers } from '@/content/portfolio';
import { Button } from '@/components/ui/button';
import { categoriesOf, nextVisibleCount, TABS_INITIAL_COVERS, TABS_STEP, type PortfolioControlsCopy, type PortfolioTone } from './portfolio-config';
import { PortfolioTabsView } from './portfolio-frames';
import { focusedIn, isMoreCovers, openedMoreCovers } from './portfolio-start';

/** What the visitor did to the static tabs before these arrived. */
export interface PortfolioTabsStart {
  /** The HTML-only 'Load More' was opened: the whole category shows. */
  showAll: boolean;
  /** The control that had the keyboard focus: the selected tab or 'Load More'. */
  focus: 'tab' | 'load-more' | null;
}

/** Reads the tabs' start from the static markup under `root`. */
export function readStart(root: HTMLElement): PortfolioTabsStart {
  const focused = focusedIn(root);
  return {
    showAll: openedMoreCovers(root, 'data-portfolio-panel').length > 0,
    focus: focused === null ? null : focused.closest('[role="tab"]') ? 'tab' : isMoreCovers(focused) ? 'load-more' : null,
  };
}

interface PortfolioTabsProps {
  /** Every category's covers, in display order (one tab each). */
  covers: PortfolioCovers;
  copy: PortfolioControlsCopy;
  tone?: PortfolioTone;
  /** Where the static tabs it replaces left off; none when rendered on its own. */
  start?: PortfolioTabsStart;
}

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
 * It replaces the static tabs (portfolio-shells.tsx), whose 'Load More' is a disclosure of the
 * rest of the category and whose other tabs are disabled: a category opened there stays whole,
 * and the focus on the selected tab or on 'Load More' moves to the control that replaces it.
 */
export function PortfolioTabs({ covers: coversByCategory, copy, tone = 'light', start }: PortfolioTabsProps) {
  const baseId = useId();
  const categories = categoriesOf(coversByCategory);
  const [selected, setSelected] = useState<PortfolioCategory | undefined>(categories[0]);
  const [visible, setVisible] = useState(start?.showAll ? Number.MAX_SAFE_INTEGER : TABS_INITIAL_COVERS);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set when the last 'Load More' is pressed: the button disappears, so focus goes to the panel. */
  const focusPanelAfterLoad = useRef(false);
  const focusAtStart = start?.focus ?? null;

  const covers = selected ? coversByCategory[selected] : [];
  const hasMore = visible < covers.length;

  // Before the first paint: the focus the static control had goes to the one that replaced it.
  useLayoutEffect(() => {
    if (focusAtStart === 'tab') tabRefs.current[0]?.focus();
    else if (focusAtStart === 'load-more') panelRef.current?.querySelector<HTMLElement>('[data-load-more]')?.focus();
  }, [focusAtStart]);

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

  return (
    <PortfolioTabsView
      baseId={baseId}
      categories={categories}
      selected={selected}
      copy={copy}
      tone={tone}
      covers={covers.slice(0, visible)}
      htmlOnly={false}
      panelRef={panelRef}
      tabRef={(index, element) => {
        tabRefs.current[index] = element;
      }}
      onSelect={select}
      onTabKeyDown={onTabKeyDown}
      more={
        hasMore ? (
          <div className="mt-10 flex justify-center">
            <Button size="lg" onClick={loadMore} data-load-more>
              {copy.loadMore}
            </Button>
          </div>
        ) : null
      }
    />
  );
}

export default PortfolioTabs;
