/**
 * Security headers for every response, and the Content-Security-Policy of each page. The export is
 * static, so there is no per-request nonce: each page's inline `<script>` elements (Next's bootstrap
 * and flight data) are allowed by their SHA-256 hashes instead of 'unsafe-inline'. Third-party hosts
 * appear only when the feature using them is configured (NEXT_PUBLIC_LIVECHAT_LICENSE,
 * NEXT_PUBLIC_ADS_CONVERSION_ID), so an unconfigured site allows nothing beyond its own origin.
 */
import { createHash } from 'node:crypto';

import { landingRoutes } from '../lib/enquiry/landing-routing';
import { thankYouPaths } from '../lib/enquiry/thank-you';
import { github, googleAdsCspHosts, googleAdsScriptSources, liveChatCspHosts } from '../lib/third-party-hosts';
import type { CspConfig } from './config';

/** For everything that is not a page: JSON, scripts, images (an SVG opened directly included). */
export const ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // browsing-topics is the successor of interest-cohort, which current Chrome no longer
  // recognises (and reports as a console error).
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/**
 * Sent only on responses that travelled over TLS: the receiver checks the request's protocol, the
 * generated nginx block checks `$https`, and Netlify and Cloudflare Pages always terminate TLS.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The CMS (Decap, docs/cms.md): its pages get ADMIN_CSP instead of the site's. */
export const ADMIN_PATH = '/admin/';
export const GITHUB_API_ORIGIN = github.apiOrigin;

/** X-Robots-Tag of everything under /admin/: no search engine lists the CMS. */
export const ADMIN_ROBOTS = 'noindex, nofollow';

export function isAdminPath(pagePath: string | undefined): boolean {
  return pagePath !== undefined && pagePath.startsWith(ADMIN_PATH);
}

/**
 * The admin's own policy: Decap CMS is a single-page app from one script of its own origin.
 * - script-src 'self' 'unsafe-eval': Decap compiles its configuration's schema validator (ajv) with
 *   `new Function`; without it the admin never starts ("Error compiling schema").
 * - style-src 'unsafe-inline': its CSS-in-JS (emotion) inserts <style> elements at run time.
 * - connect-src: its own origin (config.yml, the local backend through `npm run cms`) and the Git
 *   host's API (GitHub's unless NEXT_PUBLIC_CMS_API_ROOT names another).
 * - img-src blob: and data: for previews of uploads; the Git host's avatars.
 * Nothing more: the preview frame and everything else work under default-src 'self' (checked in
 * Chromium by tests/cms/admin.spec.ts, which also shows the admin failing without 'unsafe-eval').
 * The site's pages never get this policy.
 */
export function createAdminCsp(config: Pick<CspConfig, 'cmsApiOrigin'>): string {
  const api = config.cmsApiOrigin ?? GITHUB_API_ORIGIN;
  const avatars = api === GITHUB_API_ORIGIN ? [github.avatarsOrigin] : [api];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${avatars.join(' ')}`,
    `connect-src 'self' ${api}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The thank-you pages, where the Google tag sends the enquiry conversion. */
let thankYouPathSet: ReadonlySet<string> | undefined;
const isThankYouPath = (pagePath: string): boolean => (thankYouPathSet ??= new Set(thankYouPaths(landingRoutes()))).has(pagePath);

/**
 * Whether the page at `pagePath` may load the Google tag: the thank-you pages (the enquiry
 * conversion), and every page when phone clicks are counted (a `tel:` link anywhere loads it).
 * Unknown path: yes, so that a caller without one never breaks the tag.
 */
function loadsGoogleTag(config: CspConfig, pagePath: string | undefined): boolean {
  if (!config.ads) return false;
  return config.adsCalls === true || pagePath === undefined || isThankYouPath(pagePath);
}

/**
 * Returns a function building a page's CSP from the base64 SHA-256 hashes of its inline scripts
 * and its path (`/thank-you/`): the Google tag's sources appear only on pages that load it.
 */
export function createPageCsp(config: CspConfig): (scriptHashes: readonly string[], pagePath?: string) => string {
  const script = ["'self'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:'];
  const frame = ["'self'"];
  // The enquiry form posts to the receiver: by fetch once scripts run, as a plain form before.
  const formAction = ["'self'"];
  if (config.apiOrigin !== null) {
    connect.push(config.apiOrigin);
    formAction.push(config.apiOrigin);
  }
  if (config.liveChat) {
    script.push(...liveChatCspHosts.script);
    connect.push(...liveChatCspHosts.connect);
    img.push(...liveChatCspHosts.img);
    frame.push(...liveChatCspHosts.frame);
  }

  /** The policy without the page's hashes, with or without the Google tag's sources. */
  const policy = (withTag: boolean): { script: string[]; rest: string } => {
    const tag = (sources: readonly string[]): readonly string[] => (withTag ? sources : []);
    const rest = [
      `connect-src ${unique([...connect, ...tag(googleAdsCspHosts)]).join(' ')}`,
      `img-src ${unique([...img, ...tag(googleAdsCspHosts)]).join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self'",
      `frame-src ${unique([...frame, ...tag(googleAdsCspHosts)]).join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${unique(formAction).join(' ')}`,
      "frame-ancestors 'none'",
    ].join('; ');
    return { script: [...script, ...tag(googleAdsScriptSources)], rest };
  };
  const withTag = policy(true);
  const withoutTag = policy(false);
  const admin = createAdminCsp(config);

  return (scriptHashes, pagePath) => {
    if (isAdminPath(pagePath)) return admin;
    const { script: allowed, rest } = loadsGoogleTag(config, pagePath) ? withTag : withoutTag;
    const sources = [...allowed, ...unique(scriptHashes.map((hash) => `'sha256-${hash}'`))];
    return `default-src 'self'; script-src ${sources.join(' ')}; ${rest}`;
  };
}

/** Script types a browser executes; JSON-LD and other data blocks need no hash. */
function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const value = type.trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

// Attribute values may contain `>`, so quoted values are matched as wholes.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name !== undefined && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The base64 SHA-256 of every inline, executable `<script>` in a page, as CSP hash sources expect
 * (the hash of the element's text exactly as written; script text is not entity-decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = parseAttributes(match[1] ?? '');
    const body = match[2] ?? '';
    if (attributes.has('src') || !isExecutableScriptType(attributes.get('type'))) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return unique(hashes);
}
