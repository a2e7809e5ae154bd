/**
 * Written by scripts/landing-routes.ts from the landing-page registry (content/campaigns/); do not
 * edit: `npm run build` rewrites it, and tests/unit/landing-pages.test.ts checks it is current.
 *
 * The receiver may import lib/ only, never content/, yet it must send a plain form post from a
 * landing page to the same thank-you page as the form's own script does. This file is that
 * registry's routing, as plain data both can read (lib/enquiry/thank-you.ts).
 */
export interface LandingRoute {
  /** The landing page's path without its last slash; the page and everything below it match. */
  pagePrefix: string;
  thankYouPath: string;
  /** Empty: the site's default conversion label. */
  conversionLabel: string;
}

export const landingRoutes: readonly LandingRoute[] = [
  {"pagePrefix":"/lp","thankYouPath":"/thankyou/","conversionLabel":""},
  {"pagePrefix":"/book-marketing-offer","thankYouPath":"/book-marketing-offer/thank-you/","conversionLabel":""},
  {"pagePrefix":"/book-publishing-solution","thankYouPath":"/thank-you/","conversionLabel":""},
];
