// The portfolio's drawing, shared by its static views (portfolio-shells.tsx: the server HTML and
// the page until the live code arrives) and its live leaves (portfolio-tabs.tsx, portfolio-mobile.tsx,
// portfolio-carousel.tsx), so a swap moves nothing. No hooks and no directive: the live leaves pass
// their state and handlers in, the static views leave them out.
import type { KeyboardEvent, ReactNode, Ref, UIEvent } from 'react';
import type { PortfolioCategory, PortfolioCover } from '@/content/portfolio';
import { fillTemplate } from '@/lib/fill-template';
import { CoverGrid } from './cover-grid';
import type { PortfolioControlsCopy, PortfolioTone } from './portfolio-config';

/** Five columns inside the content width (76rem less padding) from `lg`, the only place tabs show. */
export const tabsCoverSizes = '(min-width: 76rem) 212px, 17vw';
export const tabsCoverLayout = 'grid-cols-5 gap-6';
/** Two columns inside the carousel (at most 32rem wide, see CarouselShell). */
export const slideCoverSizes = '(min-width: 34rem) 240px, 45vw';
export const slideCoverLayout = 'grid-cols-2 gap-x-4 gap-y-6';

interface PortfolioTabsViewProps {
  /** useId() of the tabs: the tab and panel ids are built from it. */
  baseId: string;
  categories: readonly PortfolioCategory[];
  selected: PortfolioCategory | undefined;
  copy: PortfolioControlsCopy;
  tone: PortfolioTone;
  /** The selected category's covers on show. */
  covers: readonly PortfolioCover[];
  /** Under the covers: the HTML-only Load More (MoreCovers), the live button, or nothing. */
  more: ReactNode;
  /** Before the scripts: the other tabs are disabled, since they cannot switch yet (a tap would do nothing). */
  htmlOnly: boolean;
  ref?: Ref<HTMLDivElement>;
  panelRef?: Ref<HTMLDivElement>;
  tabRef?: (index: number, element: HTMLButtonElement | null) => void;
  onSelect?: (category: PortfolioCategory) => void;
  onTabKeyDown?: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/**
 * Large-screen portfolio: WAI-ARIA tabs, one per category, with a roving tabindex, and the selected
 * category's panel (the other panels are empty stand-ins, so every tab's aria-controls names an
 * element that exists).
 */
export function PortfolioTabsView({
  baseId,
  categories,
  selected,
  copy,
  tone,
  covers,
  more,
  htmlOnly,
  ref,
  panelRef,
  tabRef,
  onSelect,
  onTabKeyDown,
}: PortfolioTabsViewProps) {
  const onDark = tone === 'dark';
  const tabId = (category: PortfolioCategory) => `${baseId}-tab-${category}`;
  const panelId = (category: PortfolioCategory) => `${baseId}-panel-${category}`;
  return (
    <div ref={ref}>
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
              ref={tabRef ? (element) => tabRef(index, element) : undefined}
              type="button"
              role="tab"
              id={tabId(category)}
              aria-selected={isSelected}
              aria-controls={panelId(category)}
              tabIndex={isSelected ? 0 : -1}
              disabled={htmlOnly && !isSelected}
              onClick={onSelect ? () => onSelect(category) : undefined}
              onKeyDown={onTabKeyDown ? (event) => onTabKeyDown(event, index) : undefined}
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
            <CoverGrid covers={covers} sizes={tabsCoverSizes} layoutClassName={tabsCoverLayout} tone={tone} />
            {more}
          </div>
        ) : (
          <div key={category} role="tabpanel" id={panelId(category)} aria-labelledby={tabId(category)} hidden />
        ),
      )}
    </div>
  );
}

interface SlideFrameProps {
  category: PortfolioCategory;
  /** The covers on show. */
  covers: readonly PortfolioCover[];
  copy: PortfolioControlsCopy;
  /** 1-based position among the categories and their number, for the slide's name. */
  position: number;
  total: number;
  headingLevel: 3 | 4;
  tone: PortfolioTone;
  /** Covers in the page's first screen, which load at once (see CoverGrid). */
  eagerCovers?: number;
  /** Under the covers: the HTML-only Load More (MoreCovers), the live button, or nothing. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One category of the small-screen carousel: its name, its covers in two columns and what comes under them. */
export function SlideFrame({ category, covers, copy, position, total, headingLevel, tone, eagerCovers = 0, children, ref }: SlideFrameProps) {
  const Heading = `h${headingLevel}` as const;
  const label = copy.categoryLabels[category];
  return (
    <div
      ref={ref}
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
        <CoverGrid covers={covers} sizes={slideCoverSizes} layoutClassName={slideCoverLayout} tone={tone} eagerCount={eagerCovers} />
      </div>
      {children}
    </div>
  );
}

interface CarouselShellProps {
  /** The rotation control, or nothing (the static track keeps its row empty). */
  control?: ReactNode;
  children: ReactNode;
  /** The carousel's accessible name (`PortfolioCopy.carouselLabel`). */
  label: string;
  state: 'static' | 'slider';
  ref?: Ref<HTMLDivElement>;
  /** The box around the slides (without the control row). */
  viewportRef?: Ref<HTMLDivElement>;
}

/** The frame both the static track and the loaded slider sit in: same box, same offsets. */
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

interface PortfolioTrackProps {
  categories: readonly PortfolioCategory[];
  /** One category's slide (SlideFrame, or the live CarouselSlide). */
  renderSlide: (category: PortfolioCategory, index: number) => ReactNode;
  label: string;
  ref?: Ref<HTMLDivElement>;
  trackRef?: Ref<HTMLDivElement>;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
}

/**
 * The small-screen carousel before its slider: every category a slide, side by side, which the
 * visitor swipes or scrolls with no script (scroll snap; no scrollbar, so the slider that replaces
 * it sits exactly here).
 */
export function PortfolioTrack({ categories, renderSlide, label, ref, trackRef, onScroll }: PortfolioTrackProps) {
  return (
    <CarouselShell state="static" label={label} ref={ref}>
      <div ref={trackRef} className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]" onScroll={onScroll} data-portfolio-track>
        {categories.map((category, index) => (
          <div key={category} className="w-full shrink-0 snap-start">
            {renderSlide(category, index)}
          </div>
        ))}
      </div>
    </CarouselShell>
  );
}
