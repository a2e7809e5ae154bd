/**
 * The address the enquiry form needs before any script runs: the page's canonical URL (the hidden
 * page_url of a plain form post). Once scripts run, page_url becomes `location.href`.
 */
import { absoluteUrl, paths } from '@/lib/paths';

/** The exported paths end in '/' (next.config.ts `trailingSlash`); the router may report them without. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The canonical URL of the page at `pathname`, as its `<link rel="canonical">` gives it. */
export function canonicalPageUrl(pathname: string | null): string {
  return absoluteUrl(withTrailingSlash(pathname ?? paths.home));
}
