import { bookMarketingOfferPage } from './book-marketing-offer';
import { bookPublishingSolutionPage } from './book-publishing-solution';
import { lpPage } from './lp';
import type { LandingPageEntry } from './landing-page';

export type { LandingPageEntry } from './landing-page';

/**
 * The registry of campaign landing pages: one entry per page, rendered by
 * app/(campaigns)/[...campaign]/page.tsx. Adding a page is adding an entry (docs/landing-pages.md);
 * the build checks every entry (lib/landing-pages.ts) and refuses a bad one.
 */
export const landingPages: readonly LandingPageEntry[] = [lpPage, bookMarketingOfferPage, bookPublishingSolutionPage];
