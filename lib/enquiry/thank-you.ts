/**
 * Where a successful send lands. Most pages go to /thank-you/; the /lp advertising page uses the
 * second route /thankyou/ so its conversions can be told apart, and the book-marketing landing page
 * has its own thank-you variant. A prefix matches the page itself and everything below it.
 *
 * The form (after its JSON post) and the receiver (its 303 after a plain form post) both read this
 * one mapping, so the two ways of sending always land on the same page.
 */
export const thankYouRoutes = {
  default: '/thank-you/',
  byPage: [
    { pagePrefix: '/lp', thankYouPath: '/thankyou/' },
    { pagePrefix: '/book-marketing-offer', thankYouPath: '/book-marketing-offer/thank-you/' },
  ],
} as const;

export function thankYouPathFor(pathname: string): string {
  const match = thankYouRoutes.byPage.find(
    ({ pagePrefix }) => pathname === pagePrefix || pathname.startsWith(`${pagePrefix}/`),
  );
  return match ? match.thankYouPath : thankYouRoutes.default;
}
