/**
 * The site's route paths, in one place: the fixed pages, the pages built from a slug (services,
 * blog posts) and the absolute URL of any path. Paths are as exported, with the trailing slash
 * (next.config.ts `trailingSlash`). The landing pages' paths belong to their registry entries
 * (content/campaigns/).
 *
 * The thank-you path comes from the enquiry contract (lib/enquiry/limits.ts), which the receiver
 * reads too and which may not import content/; this module reads the site's URL from content/site.ts,
 * so the receiver does not import it.
 */
import { site } from '../content/site';
// Not ./enquiry/thank-you: that one reads the generated landing routes, which are built from
// content/campaigns/, which reads this module.
import { DEFAULT_THANK_YOU_PATH } from './enquiry/limits';

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

/** Absolute URL of a site path (canonical form: the path as exported, with its trailing slash). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}
