import { OUT_DIR, PORTS } from './support/env';
import { defineHostSuite } from './support/host-suite';
import { startPagesDev } from './support/servers';

defineHostSuite({
  name: 'Cloudflare Pages (wrangler pages dev) with out/_headers and out/_redirects',
  start: () => startPagesDev(OUT_DIR, PORTS.pages, PORTS.pagesInspector),
  // Pages always serves over TLS in production, so _headers sends HSTS unconditionally.
  hstsOverHttp: true,
  // Pages replaces a 404's Cache-Control with no-store, whatever _headers says.
  notFoundCache: ['no-store'],
  // Pages redirects /about/index.html to /about/ and /404.html to /404/.
  // wrangler's local asset server answers /_headers with 502 (production does not publish it).
  checkConfigFile404: false,
  servesHtmlFiles: false,
});
