/**
 * The assertions every host gets, over real HTTP and in Chromium: each route answers 200 with its
 * headers, every file of the export carries the policy's Cache-Control and CSP, unknown paths get
 * the 404 page with 404, `/lp?utm_source=x` redirects with the query kept, text is compressed, and
 * no route logs a CSP violation or a console error.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import { expect, test } from '@playwright/test';

import { listSiteRoutes } from '../../../content/routes';
import { watchPageHealth } from '../../e2e/support/page-health';
import { OUT_DIR } from './env';
import { ASSET_CSP, COMMON_SECURITY_HEADERS, exportPolicy, REVALIDATE_CACHE, STRICT_TRANSPORT_SECURITY } from './policy';
import type { RunningHost } from './servers';

export interface HostUnderTest {
  name: string;
  start(): Promise<RunningHost>;
  /** Whether HSTS is expected over plain HTTP: a CDN's config always sends it (it always has TLS). */
  hstsOverHttp: boolean;
  /** Cache-Control values acceptable on a 404 (Cloudflare Pages forces `no-store`). */
  notFoundCache: readonly string[];
  /** Whether `/about/index.html` and `/404.html` are served as they are (nginx) or redirected to the pretty address (Pages). */
  servesHtmlFiles: boolean;
  /**
   * Whether `/_headers` is checked to be a 404. Production Pages never publishes it, but the
   * local runtime answers it with 502 (it looks for `_headers/index.html` and hits ENOTDIR).
   */
  checkConfigFile404: boolean;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain GET without decompression or redirects, so the test sees exactly what was sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}

/** The fixed security headers (and HSTS as the host should send it) on one response. */
function fixedHeaderProblems(url: string, response: RawResponse, hsts: boolean): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    if (response.headers[name] !== value) problems.push(`${url}: ${name} is ${String(response.headers[name])}`);
  }
  const sent = response.headers['strict-transport-security'];
  if (hsts ? sent !== STRICT_TRANSPORT_SECURITY : sent !== undefined) problems.push(`${url}: strict-transport-security is ${String(sent)}`);
  return problems;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export function defineHostSuite(host: HostUnderTest): void {
  test.describe(host.name, () => {
    test.describe.configure({ mode: 'serial' });
    const policy = exportPolicy(OUT_DIR);
    const routes = listSiteRoutes();
    let running: RunningHost;

    test.beforeAll(async () => {
      running = await host.start();
    });
    test.afterAll(async () => {
      await running?.stop();
    });

    test('every route answers 200 with its CSP, no-cache and the fixed security headers', async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const response = await rawGet(`${running.url}${route.path}`);
        const want = policy.routes.get(route.path);
        if (response.status !== 200) problems.push(`${route.path}: status ${response.status}`);
        if (!want) problems.push(`${route.path}: not in the export`);
        else if (response.headers['content-security-policy'] !== want.csp) problems.push(`${route.path}: CSP ${String(response.headers['content-security-policy'])}`);
        if (response.headers['cache-control'] !== REVALIDATE_CACHE) problems.push(`${route.path}: cache-control ${String(response.headers['cache-control'])}`);
        problems.push(...fixedHeaderProblems(route.path, response, host.hstsOverHttp));
      }
      expect(problems).toEqual([]);
    });

    test('every file of the export answers 200 with the Cache-Control and CSP of the policy', async () => {
      const problems: string[] = [];
      const urls = [...policy.routes.keys()].filter((url) => host.servesHtmlFiles || !url.endsWith('.html'));
      await inBatches(urls, 8, async (url) => {
        const want = policy.routes.get(url);
        const response = await rawGet(`${running.url}${encodeURI(url)}`);
        if (response.status !== 200) problems.push(`${url}: status ${response.status}`);
        if (response.headers['cache-control'] !== want?.cacheControl) problems.push(`${url}: cache-control ${String(response.headers['cache-control'])}`);
        if (response.headers['content-security-policy'] !== want?.csp) problems.push(`${url}: CSP ${String(response.headers['content-security-policy'])}`);
        if (response.headers['access-control-allow-origin'] !== undefined)
          problems.push(`${url}: access-control-allow-origin ${String(response.headers['access-control-allow-origin'])}`);
      });
      expect(problems).toEqual([]);
      // Content-hashed assets are cached for a year; HTML is always revalidated.
      expect(urls.filter((url) => url.startsWith('/_next/static/')).map((url) => policy.routes.get(url)?.cacheControl)).toContain('public, max-age=31536000, immutable');
      expect(policy.routes.get('/')?.cacheControl).toBe(REVALIDATE_CACHE);
    });

    test("an unknown path gets the 404 page with status 404 and the 404 page's CSP", async () => {
      const notFoundPage = fs.readFileSync(path.join(OUT_DIR, '404.html'));
      const pageLike = [
        '/no-such-page/',
        '/no-such-page',
        '/services/not-a-service/',
        '/.build-stamp.json',
        ...(host.checkConfigFile404 ? ['/_headers', '/_redirects'] : []),
      ];
      // A CDN's header rules match the address, not the file sent: a missing image gets the image
      // rules' (stricter) asset CSP there, while nginx and the receiver send the 404 page's.
      const assetLike = ['/images/no-such-image.webp', '/_next/static/chunks/missing.js'];
      for (const url of [...pageLike, ...assetLike]) {
        const response = await rawGet(`${running.url}${url}`);
        expect(response.status, url).toBe(404);
        expect(decode(response).equals(notFoundPage), `${url} sends 404.html`).toBe(true);
        const allowed = pageLike.includes(url) ? [policy.notFound?.csp] : [policy.notFound?.csp, ASSET_CSP];
        expect(allowed, url).toContain(response.headers['content-security-policy']);
        expect(host.notFoundCache, url).toContain(response.headers['cache-control']);
        expect(fixedHeaderProblems(url, response, host.hstsOverHttp)).toEqual([]);
      }
    });

    test('serves the blog feed and the sitemap as XML, by their file names (no trailing-slash redirect)', async () => {
      for (const url of ['/blogs/feed.xml', '/sitemap.xml']) {
        const response = await rawGet(`${running.url}${url}`);
        expect(response.status, url).toBe(200);
        // Each host names XML its own way (application/xml, text/xml); feed readers take either.
        expect(response.headers['content-type'], url).toMatch(/^(?:application\/(?:rss\+)?xml|text\/xml)\b/);
        expect(decode(response).equals(fs.readFileSync(path.join(OUT_DIR, url))), `${url} is the file`).toBe(true);
      }
    });

    test('/lp?utm_source=x redirects to /lp/?utm_source=x', async () => {
      const response = await rawGet(`${running.url}/lp?utm_source=x`);
      expect(response.status).toBe(308);
      expect(response.headers.location).toBe('/lp/?utm_source=x');
      const nested = await rawGet(`${running.url}/services/fiction-writing?utm_source=x&utm_campaign=a%20b`);
      expect(nested.status).toBe(308);
      expect(nested.headers.location).toBe('/services/fiction-writing/?utm_source=x&utm_campaign=a%20b');
      expect(fixedHeaderProblems('/lp', response, host.hstsOverHttp)).toEqual([]);
    });

    test('compresses pages, scripts and styles for browsers that accept it', async () => {
      const script = [...policy.routes.keys()].find(
        (url) => url.startsWith('/_next/static/') && url.endsWith('.js') && fs.statSync(path.join(OUT_DIR, url)).size > 10_000,
      );
      const style = [...policy.routes.keys()].find((url) => url.startsWith('/_next/static/') && url.endsWith('.css'));
      expect(script, 'a script over 10 kB').toBeDefined();
      expect(style, 'a stylesheet').toBeDefined();
      for (const url of ['/', '/services/', script ?? '', style ?? '']) {
        const response = await rawGet(`${running.url}${url}`, { 'accept-encoding': 'br, gzip' });
        expect(['br', 'gzip'], url).toContain(response.headers['content-encoding']);
        const file = path.join(OUT_DIR, url.endsWith('/') ? `${url}index.html` : url);
        expect(decode(response).equals(fs.readFileSync(file)), `${url} decodes to the file`).toBe(true);
        expect(response.body.length, url).toBeLessThan(fs.statSync(file).size);
        const gzipOnly = await rawGet(`${running.url}${url}`, { 'accept-encoding': 'gzip' });
        expect(gzipOnly.headers['content-encoding'], `${url} for a gzip-only client`).toBe('gzip');
      }
    });

    test('every route loads in Chromium without a CSP violation or a console error', async ({ context }) => {
      test.setTimeout(routes.length * 15_000);
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (sample ${event.sample})`);
        });
      });
      const found: string[] = [];
      const page = await context.newPage();
      for (const route of routes) {
        // Leave the previous route unwatched: leaving cancels its late (lazy) downloads, which are not errors.
        page.removeAllListeners();
        await page.goto('about:blank');
        const problems = watchPageHealth(page);
        const response = await page.goto(`${running.url}${route.path}`, { waitUntil: 'networkidle' });
        if (response?.status() !== 200) found.push(`${route.path}: status ${response?.status()}`);
        found.push(...problems.map((problem) => `${route.path}: ${problem}`));
      }
      expect(found).toEqual([]);
    });

    test('the CMS at /admin/ gets its own CSP and X-Robots-Tag: noindex, and loads in Chromium under them', async ({ page }) => {
      const adminCsp = policy.routes.get('/admin/')?.csp;
      expect(adminCsp).toContain("'unsafe-eval'");
      for (const url of ['/admin/', '/admin/decap-cms.js', '/admin/config.yml', '/admin/preview.js']) {
        const response = await rawGet(`${running.url}${url}`);
        expect(response.status, url).toBe(200);
        expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
        expect(response.headers['content-security-policy'], url).toBe(policy.routes.get(url)?.csp);
        expect(fixedHeaderProblems(url, response, host.hstsOverHttp)).toEqual([]);
      }
      expect((await rawGet(`${running.url}/admin/`)).headers['content-security-policy']).toBe(adminCsp);
      // The site keeps its own policy and is indexable.
      const home = await rawGet(`${running.url}/`);
      expect(home.headers['x-robots-tag']).toBeUndefined();
      expect(home.headers['content-security-policy']).not.toContain("'unsafe-eval'");

      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
        );
      });
      const problems = watchPageHealth(page);
      await page.goto(`${running.url}/admin/`);
      // Decap has read its configuration and offers the hosted backend's sign-in.
      await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 });
      expect(problems).toEqual([]);
    });

    test('control: the same check fails when a page is served without its script hashes', async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
      });
      const problems = watchPageHealth(page);
      await page.route(`${running.url}/about/`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers(), 'content-security-policy': "script-src 'self'" };
        await route.fulfill({ response, headers });
      });
      await page.goto(`${running.url}/about/`, { waitUntil: 'networkidle' });
      expect(problems.some((problem) => problem.includes('CSP violation: script-src'))).toBe(true);
    });
  });
}
