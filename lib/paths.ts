/**
 * The site's route paths, in one place: the fixed pages and the pages built from a slug (services,
 * blog posts); their absolute URLs are lib/urls.ts's. Paths are as exported, with the trailing
 * slash (next.config.ts `trailingSlash`). The landing pages' paths belong to their campaign files
 * (content/campaigns/*.yaml).
 *
 * The thank-you path comes from the enquiry contract (lib/enquiry/default-route.ts), which the
 * receiver reads too. Nothing else is imported: every page's JavaScript carries this module (its
 * links), and the site's settings (content/site.ts) stay out of it.
 */
// The default thank-you path from the enquiry contract, which the receiver shares.
import { DEFAULT_THANK_YOU_PATH } from './enquiry/default-route';

export const paths = {
  home: '/',
  about: '/about/',
  services: '/services/',
  portfolio: '/portfolio/',
  contact: '/contact/',
  blogs: '/blogs/',
  /** Where a send lands unless its landing page names another. */
  thankYou: DEFAULT_THANK_YOU_PATH,
  /** The second thank-you route (docs/product.md §2), so /lp's conversions can be told apart. */
  thankYouAlternate: '/thankyou/',
  privacyPolicy: '/privacy-policy/',
  termsAndConditions: '/term-conditions/',
  notFound: '/404/',
  sitemap: '/sitemap.xml',
  /** The blog's RSS feed (app/(site)/blogs/feed.xml/route.ts). */
  blogFeed: '/blogs/feed.xml',
} as const;

/** A service page: /services/<slug>/. */
export function servicePath(slug: string): string {
  return `${paths.services}${slug}/`;
}

/** A blog post: /blogs/<slug>/. */
export function blogPostPath(slug: string): string {
  return `${paths.blogs}${slug}/`;
}
