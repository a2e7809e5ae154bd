/**
 * The third-party services the site may load, by host: LiveChat and the Google tag (gtag.js, for
 * Google Ads conversions); and GitHub, the content manager's default Git host (docs/cms.md). The site's config (content/site.ts) takes the LiveChat domain and the
 * tag's script URL from here, and the receiver's Content-Security-Policy
 * (server/security-headers.ts) allows these hosts when the feature is configured, so the two can
 * never disagree. No environment variable changes them: they are the vendors' addresses, not ours.
 * Imports nothing, so the receiver may import it (it never imports content/).
 */

/** LiveChat documents `*.livechatinc.com`. */
export const LIVECHAT_DOMAIN = 'livechatinc.com';

/** Scripts from cdn.livechatinc.com, the widget frame from secure.livechatinc.com, its API over HTTPS and WebSocket. */
export const liveChatCspHosts = {
  script: [`https://cdn.${LIVECHAT_DOMAIN}`, `https://*.${LIVECHAT_DOMAIN}`],
  connect: [`https://*.${LIVECHAT_DOMAIN}`, `wss://*.${LIVECHAT_DOMAIN}`],
  img: [`https://cdn.${LIVECHAT_DOMAIN}`, `https://*.${LIVECHAT_DOMAIN}`],
  frame: [`https://secure.${LIVECHAT_DOMAIN}`, `https://*.${LIVECHAT_DOMAIN}`],
} as const;

const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/** The Google tag loader (gtag.js); the page adds `?id=<conversion id>`. */
export const GOOGLE_TAG_SCRIPT_URL = `${GOOGLE_TAG_ORIGIN}/gtag/js`;

/** The gtag.js conversion tag: loaded from googletagmanager, it pings the other three. */
export const googleAdsCspHosts = [GOOGLE_TAG_ORIGIN, 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'] as const;

/**
 * Where the tag may load scripts from: the same hosts, each only under the path the tag uses.
 * A whole host would be a way around the CSP for an injected `<script src>`: any Tag Manager
 * container runs on www.googletagmanager.com (`/gtm.js?id=` with custom HTML tags), and
 * www.google.com serves JSONP callbacks. gtag.js and its destination scripts live under
 * `/gtag/`, the conversion scripts under `/pagead/`. (After a redirect a browser checks the host
 * only, so the tag's redirects between these hosts still work.) Pings and pixels (connect-src,
 * img-src) and frames cannot run script on the page, so those keep the bare hosts.
 */
export const googleAdsScriptSources = [
  `${GOOGLE_TAG_ORIGIN}/gtag/`,
  'https://www.googleadservices.com/pagead/',
  'https://googleads.g.doubleclick.net/pagead/',
  'https://www.google.com/pagead/',
] as const;

/** GitHub, Decap CMS's default backend: its OAuth endpoints (the receiver's /api/cms/ exchange) and the API and avatars the admin's CSP allows. */
export const github = {
  authorizeUrl: 'https://github.com/login/oauth/authorize',
  tokenUrl: 'https://github.com/login/oauth/access_token',
  apiOrigin: 'https://api.github.com',
  avatarsOrigin: 'https://avatars.githubusercontent.com',
} as const;
