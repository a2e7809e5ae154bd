'use client';

import { useId, useRef } from 'react';
import type { PortfolioCovers } from '@/content/portfolio';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { StaticMarkup } from '@/components/ui/static-markup';
import { useNearViewport } from '@/lib/use-near-viewport';
import { MoreCovers } from './more-covers';
import { CAROUSEL_INITIAL_COVERS, categoriesOf, FIRST_SCREEN_COVERS, TABS_INITIAL_COVERS, type PortfolioControlsCopy, type PortfolioTone } from './portfolio-config';
import { PortfolioTabsView, PortfolioTrack, SlideFrame, slideCoverLayout, slideCoverSizes, tabsCoverLayout, tabsCoverSizes } from './portfolio-frames';

// The portfolio's two variants as the server HTML draws them, each in its box, until its live leaf
// arrives: the static views here are the page's initial JavaScript for the section, the live leaves
// (state, handlers, the slider) are chunks of their own, requested when their box comes within a
// screen of the viewport. A box that is not displayed (the tabs below `lg`, the carousel from `lg`)
// never comes near, so each screen size loads one variant's code only.
const loadTabs = () => import('./portfolio-tabs');
const loadMobile = () => {
  // The carousel variant is displayed below `lg` only, where its slider follows at once: fetch it alongside.
  import('./portfolio-carousel').catch(() => {
    // The live track asks again, and keeps showing itself if it cannot have it.
  });
  return import('./portfolio-mobile');
};

interface VariantShellProps {
  /** Every category's covers, in display order. */
  covers: PortfolioCovers;
  copy: PortfolioControlsCopy;
  tone: PortfolioTone;
  /** The variant's box (which breakpoints display it). */
  className: string;
}

/**
 * Large screens: the tabs. Before their code arrives (and with no script) the first category's
 * 'Load More' is a disclosure of the rest of it (MoreCovers) and the other tabs are disabled, since
 * they cannot switch yet. Without scripts at all, the page shows the swipeable track of every
 * category instead of the tabs (`@media (scripting: none)` in styles/globals.css).
 */
export function PortfolioTabsShell({ className, ...props }: VariantShellProps) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  return (
    <div ref={root} className={className} data-portfolio-variant="tabs">
      <DeferredLeaf root={root} load={loadTabs} when={near} props={props}>
        <StaticMarkup>
          <StaticTabs {...props} />
        </StaticMarkup>
      </DeferredLeaf>
    </div>
  );
}

function StaticTabs({ covers, copy, tone }: Omit<VariantShellProps, 'className'>) {
  const baseId = useId();
  const categories = categoriesOf(covers);
  const selected = categories[0];
  const shown = selected ? covers[selected] : [];
  return (
    <PortfolioTabsView
      baseId={baseId}
      categories={categories}
      selected={selected}
      copy={copy}
      tone={tone}
      covers={shown.slice(0, TABS_INITIAL_COVERS)}
      htmlOnly
      more={
        <MoreCovers
          covers={shown.slice(TABS_INITIAL_COVERS)}
          loadMore={copy.loadMore}
          sizes={tabsCoverSizes}
          layoutClassName={tabsCoverLayout}
          gapClassName="mt-6"
          buttonGapClassName="mt-10"
          tone={tone}
        />
      }
    />
  );
}

interface MobileShellProps extends VariantShellProps {
  slideHeadingLevel: 3 | 4;
  /** The carousel starts in the page's first screen: its first row of covers loads at once. */
  inFirstScreen: boolean;
}

/**
 * Smaller screens: the carousel. Before its code arrives (and with no script) it is a static track
 * in the carousel's frame, every category a slide of 4 covers side by side, which the visitor swipes
 * or scrolls (scroll snap), each with a 'Load More' that works from the HTML (MoreCovers).
 */
export function PortfolioMobileShell({ className, ...props }: MobileShellProps) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  return (
    <div ref={root} className={className} data-portfolio-variant="carousel">
      <DeferredLeaf root={root} load={loadMobile} when={near} props={props}>
        <StaticMarkup>
          <StaticTrack {...props} />
        </StaticMarkup>
      </DeferredLeaf>
    </div>
  );
}

function StaticTrack({ covers, copy, tone, slideHeadingLevel, inFirstScreen }: Omit<MobileShellProps, 'className'>) {
  const categories = categoriesOf(covers);
  if (categories.length === 0) return null;
  return (
    <PortfolioTrack
      label={copy.carouselLabel}
      categories={categories}
      renderSlide={(category, index) => (
        <SlideFrame
          category={category}
          covers={covers[category].slice(0, CAROUSEL_INITIAL_COVERS)}
          copy={copy}
          position={index + 1}
          total={categories.length}
          headingLevel={slideHeadingLevel}
          tone={tone}
          // On large screens these files are also the first covers the tabs show at the same width,
          // so loading them eagerly wastes nothing there.
          eagerCovers={inFirstScreen && index === 0 ? FIRST_SCREEN_COVERS : 0}
        >
          <MoreCovers
            covers={covers[category].slice(CAROUSEL_INITIAL_COVERS)}
            loadMore={copy.loadMore}
            sizes={slideCoverSizes}
            layoutClassName={slideCoverLayout}
            gapClassName="mt-6"
            buttonGapClassName="mt-6"
            tone={tone}
          />
        </SlideFrame>
      )}
    />
  );
}
