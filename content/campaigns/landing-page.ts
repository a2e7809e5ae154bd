import type { OgImageName } from '../media';
import type { ThankYouCopy } from '../thank-you';
import type { LandingBlock } from './blocks';

/**
 * One campaign landing page (docs/landing-pages.md). The route app/(campaigns)/[...campaign]/
 * renders every entry of the registry (content/campaigns/index.ts); nothing else is needed to add
 * a page.
 */
export interface LandingPageEntry {
  /** Names the entry in build errors and tests, e.g. 'book-marketing-offer'. */
  id: string;
  /** The page's path as exported, with both slashes, e.g. '/childrens-books/'. */
  path: string;
  metadata: {
    title: string;
    description: string;
    /** Which social card image the page shares with (content/media.ts, ogImages). */
    socialImage: OgImageName;
  };
  /**
   * False for pages only ads link to: `noindex` and left out of the sitemap, so they do not compete
   * with the site's own pages in search.
   */
  indexable: boolean;
  /**
   * `landing`: logo, phone and Get Started, no navigation to wander off through, the compact footer.
   * `site`: the site's header and footer, for pages that should feel like the rest of the site.
   */
  chrome: { kind: 'landing'; fixedHeader?: boolean; showGetStarted?: boolean } | { kind: 'site' };
  /**
   * Where the page's enquiry forms land. `path` may be a thank-you page of the site (/thank-you/,
   * /thankyou/); with `copy`, the registry renders the page at `path` itself, in the entry's chrome.
   */
  thankYou: { path: string; copy?: ThankYouCopy };
  /**
   * The Google Ads conversion label counted on the thank-you page after a send from this page;
   * empty for the site's default label (NEXT_PUBLIC_ADS_CONVERSION_LABEL, content/site.ts).
   */
  conversionLabel: string;
  /** Page-wide extras: the fixed review badge, smooth scrolling, the live chat (when licensed). */
  extras?: { fixedReviewBadge?: boolean; smoothScroll?: boolean; liveChat?: boolean };
  /** The sections, top to bottom. */
  blocks: readonly LandingBlock[];
}
