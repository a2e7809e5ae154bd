import { landingRoutes } from './landing-routes';
import { DEFAULT_THANK_YOU_PATH } from './limits';

/**
 * Where a successful send lands. Most pages go to /thank-you/; each landing page of the registry
 * (content/campaigns/) names its own, e.g. /lp uses the second route /thankyou/ so its conversions
 * can be told apart, and the book-marketing page has its own thank-you variant. A landing page's
 * prefix matches the page itself and everything below it.
 *
 * The form (after its JSON post) and the receiver (its 303 after a plain form post) both read this
 * one mapping, so the two ways of sending always land on the same page. The landing pages' part is
 * written from the registry into ./landing-routes.ts, because the receiver may not import content/.
 */
export const thankYouRoutes = {
  default: DEFAULT_THANK_YOU_PATH,
  byPage: landingRoutes,
} as const;

function landingRouteFor(pathname: string) {
  return thankYouRoutes.byPage.find(({ pagePrefix }) => pathname === pagePrefix || pathname.startsWith(`${pagePrefix}/`));
}

export function thankYouPathFor(pathname: string): string {
  return landingRouteFor(pathname)?.thankYouPath ?? thankYouRoutes.default;
}

/** The conversion label a send from `pathname` counts under; empty for the site's default label. */
export function conversionLabelFor(pathname: string): string {
  return landingRouteFor(pathname)?.conversionLabel ?? '';
}
