/**
 * Which origins the receiver knows, and what follows from that:
 *
 * - a post is accepted only when it was addressed to a known origin (its scheme and `Host`), which
 *   stops DNS rebinding: a page on `http://evil.example:3000` whose name now resolves to this
 *   machine sends `Host: evil.example:3000`, an origin nobody configured;
 * - a cross-origin post must come from `ALLOWED_ORIGINS`;
 * - after a plain form post, the visitor is redirected only to a site origin, never elsewhere.
 *
 * Known origins: the site's public address (NEXT_PUBLIC_SITE_URL), the receiver's own public
 * address (NEXT_PUBLIC_API_HOST), ALLOWED_ORIGINS, and loopback names on any port (only a client
 * on this machine, or one that is not a browser, can put a loopback name in `Host`).
 */
import type { FastifyRequest } from 'fastify';

import { landingRoutes } from '../lib/enquiry/landing-routing';
import { thankYouPathFor } from '../lib/enquiry/thank-you';
import type { ServerConfig } from './config';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. Nothing else. */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The origin a request was addressed to: its scheme (X-Forwarded-Proto only with TRUST_PROXY) and
 * its `Host` (X-Forwarded-Host only with TRUST_PROXY). Null when the host is missing or malformed.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  const protocol = request.protocol;
  if (typeof host !== 'string' || !HOST_HEADER.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

export type OriginConfig = Pick<ServerConfig, 'siteOrigin' | 'allowedOrigins'> & { csp: Pick<ServerConfig['csp'], 'apiOrigin'> };

export function knownOrigins(config: OriginConfig): Set<string> {
  const origins = [config.siteOrigin, config.csp.apiOrigin, ...config.allowedOrigins];
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

export function isKnownOrigin(known: ReadonlySet<string>, origin: string): boolean {
  if (known.has(origin)) return true;
  try {
    return isLoopbackHostname(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** Where a visitor may be sent after a form post, and where to send them when nothing matches. */
export interface RedirectScope {
  allowed: ReadonlySet<string>;
  /** Null when no origin is known: the link is then the relative `/`. */
  fallbackOrigin: string | null;
}

/**
 * The site's origins for redirects: NEXT_PUBLIC_SITE_URL, ALLOWED_ORIGINS, and the request's own
 * origin when this receiver serves the pages and that origin is a known one (null otherwise: the
 * Host of a refused post is whatever the client wrote). The fallback is the site's public origin,
 * else the origin serving the pages, else the first allowed origin.
 */
export function redirectScope(config: OriginConfig, ownOrigin: string | null, servesSite: boolean): RedirectScope {
  const allowed = new Set(config.allowedOrigins);
  if (config.siteOrigin !== null) allowed.add(config.siteOrigin);
  const own = servesSite ? ownOrigin : null;
  if (own !== null) allowed.add(own);
  const fallbackOrigin = config.siteOrigin ?? own ?? config.allowedOrigins[0] ?? ownOrigin;
  return { allowed, fallbackOrigin };
}

/**
 * The pages a form may have been sent from, most telling first. A Referer on the origin the post
 * was addressed to is the page itself, address and all (same-origin requests carry the full
 * URL); otherwise page_url leads (a cross-origin Referer carries only the origin), then the Referer.
 */
export function formPageCandidates(ownOrigin: string | null, pageUrl: string | undefined, referer: string | undefined): (string | undefined)[] {
  let refererOrigin: string | null = null;
  try {
    refererOrigin = referer === undefined ? null : new URL(referer).origin;
  } catch {
    // Not a URL: it can only come last, where it is ignored.
  }
  return ownOrigin !== null && refererOrigin === ownOrigin ? [referer, pageUrl] : [pageUrl, referer];
}

/** The first candidate that is an absolute http(s) URL on an allowed origin. */
function firstSitePage(scope: RedirectScope, candidates: readonly (string | undefined)[]): URL | null {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && scope.allowed.has(url.origin)) {
        return url;
      }
    } catch {
      // Not an absolute URL (`//evil.example`, `/lp/`, garbage): not a candidate.
    }
  }
  return null;
}

/**
 * The thank-you page for a form sent from one of `pages` (page_url first, then Referer): that
 * page's own thank-you route on that page's origin when the origin is the site's, otherwise the
 * default route on the fallback origin. Never any other origin.
 */
export function thankYouUrl(scope: RedirectScope, pages: readonly (string | undefined)[]): string {
  const page = firstSitePage(scope, pages);
  return page ? `${page.origin}${thankYouPathFor(page.pathname, landingRoutes())}` : `${scope.fallbackOrigin ?? ''}${thankYouPathFor('/', landingRoutes())}`;
}

/** The page to go back to from an error page: the form's page when it is on the site, else the home page. */
export function backUrl(scope: RedirectScope, pages: readonly (string | undefined)[]): string {
  const page = firstSitePage(scope, pages);
  return page ? page.href : `${scope.fallbackOrigin ?? ''}/`;
}
