/**
 * The address the enquiry form needs before any script runs: the page's canonical URL (the hidden
 * page_url of a plain form post). Once scripts run and the visitor types, page_url becomes the
 * address in use. No import: every page with a form carries this module.
 */

/** The exported paths end in '/' (next.config.ts `trailingSlash`); the router may report them without. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The canonical URL of the page at `pathname` on the site at `origin`, as its `<link rel="canonical">` gives it. */
export function canonicalPageUrl(origin: string, pathname: string | null): string {
  return `${origin}${withTrailingSlash(pathname ?? '/')}`;
}
