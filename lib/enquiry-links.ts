/**
 * Addresses the enquiry form needs before any script runs: the page's canonical URL (the hidden
 * page_url of a plain form post) and where a Get Started link leads (a form on this page, or the
 * contact page's). Once scripts run, page_url becomes `location.href` and Get Started opens the popup.
 */
import { heroFormAnchor } from '@/content/enquiry';
import { pages } from '@/content/pages';
import { absoluteUrl, paths } from '@/lib/paths';

/** The exported paths end in '/' (next.config.ts `trailingSlash`); the router may report them without. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The canonical URL of the page at `pathname`, as its `<link rel="canonical">` gives it. */
export function canonicalPageUrl(pathname: string | null): string {
  return absoluteUrl(withTrailingSlash(pathname ?? paths.home));
}

/**
 * Pages whose hero holds the enquiry form (HeroBanner), and the publishing page, whose on-page form
 * (EnquirySection) has the same id; every service page has a hero form too.
 */
const HERO_FORM_PATHS: readonly string[] = [pages.home.path, pages.lp.path, pages.bookMarketingOffer.path, pages.bookPublishingSolution.path];

/** A service page: one segment below /services/. */
function isServicePage(path: string): boolean {
  return path.startsWith(paths.services) && /^[^/]+\/$/.test(path.slice(paths.services.length));
}

export function hasHeroForm(pathname: string | null): boolean {
  const path = withTrailingSlash(pathname ?? paths.home);
  return HERO_FORM_PATHS.includes(path) || isServicePage(path);
}

/** Where a Get Started link leads when it is followed as a link (no JavaScript yet). */
export function getStartedHref(pathname: string | null): string {
  return hasHeroForm(pathname) ? `#${heroFormAnchor}` : pages.contact.path;
}
