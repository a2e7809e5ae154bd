import { DEFAULT_THANK_YOU_PATH } from './limits';

/**
 * Where a successful send lands. Most pages go to /thank-you/; each campaign landing page
 * (content/campaigns/<id>.yaml) names its own, e.g. /lp/ uses the second route /thankyou/ so its
 * conversions can be told apart, and the book-marketing page has its own thank-you page. A landing
 * page's prefix matches the page itself and everything below it.
 *
 * The form reads its page's route from the page (components/enquiry/page-route.ts, rendered by
 * the server from the campaign file); the receiver (its 303 after a plain form post) reads the same
 * campaign files' routing at start-up (./landing-routing.ts). Both come from the one file, so the
 * two ways of sending land on the same page.
 */
export interface LandingRoute {
  /** The landing page's path without its last slash; the page and everything below it match. */
  pagePrefix: string;
  thankYouPath: string;
  /** Empty: the site's default conversion label. */
  conversionLabel: string;
}

function landingRouteFor(pathname: string, routes: readonly LandingRoute[]) {
  return routes.find(({ pagePrefix }) => pathname === pagePrefix || pathname.startsWith(`${pagePrefix}/`));
}

export function thankYouPathFor(pathname: string, routes: readonly LandingRoute[]): string {
  return landingRouteFor(pathname, routes)?.thankYouPath ?? DEFAULT_THANK_YOU_PATH;
}

/** The conversion label a send from `pathname` counts under; empty for the site's default label. */
export function conversionLabelFor(pathname: string, routes: readonly LandingRoute[]): string {
  return landingRouteFor(pathname, routes)?.conversionLabel ?? '';
}

/** Every thank-you page: the default and the landing pages' own. */
export function thankYouPaths(routes: readonly LandingRoute[]): string[] {
  return [...new Set([DEFAULT_THANK_YOU_PATH, ...routes.map((route) => route.thankYouPath)])];
}
