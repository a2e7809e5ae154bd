import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { removeDir, startServer, tempDir, testConfig, writeFakeExport } from './helpers';
import type { RunningServer } from './helpers';

let base: string;
let server: RunningServer;
let inlineScripts: string[];

beforeAll(async () => {
  base = tempDir('static');
  const outDir = path.join(base, 'out');
  ({ inlineScripts } = writeFakeExport(outDir));
  server = await startServer(testConfig(path.join(base, 'data'), { API_ONLY: 'false', OUT_DIR: outDir }));
});

afterAll(async () => {
  await server.close();
  removeDir(base);
});

/** A raw request, so the path reaches the server exactly as written (fetch normalises `..`). */
function rawGet(rawPath: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A CSP header as directive name -> its sources. */
function directives(csp: string): Map<string, string[]> {
  const entries = csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => Boolean(name))
    .map(([name, ...sources]): [string, string[]] => [(name ?? '').toLowerCase(), sources]);
  return new Map(entries);
}

/** The hash sources a browser needs to run the inline scripts of `html` (data blocks such as JSON-LD do not run). */
function inlineScriptHashes(html: string): string[] {
  // Attribute values may hold '>': quoted values are matched whole.
  const scripts = html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi);
  return [...scripts]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => /^(|module|(text|application)\/javascript)$/i.test(/\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''))
    .map(([, , body = '']) => sha256(body));
}

describe('static export serving', () => {
  it('serves a directory page at its clean URL with no-cache', async () => {
    const response = await fetch(`${server.url}/about/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<main>About</main>');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('<main>Home</main>');
    expect((await fetch(`${server.url}/services/fiction-writing/`)).status).toBe(200);
  });

  it('redirects the slashless path with 308, keeping the query string', async () => {
    const response = await fetch(`${server.url}/about?utm_source=google&utm_campaign=a%20b`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/about/?utm_source=google&utm_campaign=a%20b');
    const nested = await fetch(`${server.url}/services/fiction-writing`, { redirect: 'manual' });
    expect(nested.headers.get('location')).toBe('/services/fiction-writing/');
  });

  it('answers unknown paths with 404.html and status 404, HEAD included', async () => {
    const response = await fetch(`${server.url}/no-such-page/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    expect(response.headers.get('content-security-policy')).toContain(sha256('self.__nf=1'));
    const head = await fetch(`${server.url}/no-such-page/`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
    // A file path with a trailing slash is not a page.
    expect((await fetch(`${server.url}/favicon.ico/`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it('serves real files with their content types and cache lifetimes', async () => {
    const js = await fetch(`${server.url}/_next/static/chunks/main-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${server.url}/_next/static/css/app-def456.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const rsc = await fetch(`${server.url}/about/index.txt?_rsc=abc`);
    expect(rsc.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(rsc.headers.get('cache-control')).toBe('no-cache');
    const png = await fetch(`${server.url}/images/cover.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await png.arrayBuffer()).byteLength).toBe(2008);
    expect((await fetch(`${server.url}/favicon.ico`)).headers.get('content-type')).toMatch(/icon/);
    expect((await fetch(`${server.url}/fonts/inter.woff2`)).headers.get('content-type')).toBe('font/woff2');
    // Direct access to a page's file works too, as on a CDN.
    expect((await fetch(`${server.url}/about/index.html`)).status).toBe(200);
  });

  it('supports byte ranges on streamed files (video needs them)', async () => {
    const response = await fetch(`${server.url}/images/cover.png`, { headers: { range: 'bytes=0-7' } });
    expect(response.status).toBe(206);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('compresses text with brotli or gzip and revalidates with ETags', async () => {
    const { port } = new URL(server.url);
    const get = (headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/_next/static/chunks/main-abc123.js', headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('console.log');
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('console.log');
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('console.log');
    const etag = br.headers.etag;
    expect(etag).toBeDefined();
    const notModified = await get({ 'accept-encoding': 'br', 'if-none-match': etag ?? '' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('sends a page CSP with the hashes of its inline scripts and no third-party hosts', async () => {
    const response = await fetch(`${server.url}/about/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // The page's own scripts and exactly the inline scripts it carries may run: not 'unsafe-inline',
    // no other hash (JSON-LD is data, not script), no other host.
    const served = inlineScriptHashes(await response.text());
    expect(served).toEqual(inlineScripts.map(sha256));
    expect(directives(csp).get('script-src')).toEqual(["'self'", ...served]);
    expect(directives(csp).get('default-src')).toEqual(["'self'"]);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/livechat|google|doubleclick/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('never serves anything outside the export, nor its dotfiles', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/about/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '//secret.txt',
      '/.build-stamp.json',
      '/%2ebuild-stamp.json',
      '/about/%00',
      '/%',
      '/%zz',
      '/about/../../secret.txt',
    ]) {
      const response = await rawGet(attempt);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.status, attempt).toBeLessThan(500);
      expect(response.body, attempt).not.toContain('top secret');
      expect(response.body, attempt).not.toContain('not public');
    }
  });

  it('answers any request path below 500 and never leaks what is outside the export', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'about',
        'services',
        'fiction-writing',
        '_next',
        'static',
        'index.html',
        '404.html',
        '..',
        '.',
        '%2e%2e',
        '%2F',
        '%5c',
        '%00',
        '%',
        '%zz',
        '.build-stamp.json',
        'secret.txt',
        '',
      ),
      fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text)),
    );
    const rawPath = fc
      .tuple(fc.array(segment, { maxLength: 6 }), fc.boolean(), fc.option(fc.string({ maxLength: 20 }).map(encodeURIComponent), { nil: undefined }))
      .map(([segments, slash, query]) => `/${segments.join('/')}${slash ? '/' : ''}${query === undefined ? '' : `?${query}`}`);
    await fc.assert(
      fc.asyncProperty(rawPath, fc.constantFrom('GET', 'HEAD'), async (target, method) => {
        const response = await rawGet(target, method);
        expect(response.status).toBeLessThan(500);
        expect(response.body).not.toContain('top secret');
        expect(response.body).not.toContain('not public');
      }),
      { numRuns: 500 },
    );
  });

  it('sends the security headers on redirects and 404s too, each CSP allowing what that response needs', async () => {
    const redirect = await rawGet('/about?x=1');
    expect(redirect.status).toBe(308);
    expect(redirect.headers['x-frame-options']).toBe('DENY');
    // A redirect has nothing to run or show: its policy allows nothing (script-src falls back to
    // default-src), and nobody may frame it.
    const redirectCsp = directives(String(redirect.headers['content-security-policy'] ?? ''));
    expect(redirectCsp.get('default-src')).toEqual(["'none'"]);
    expect(redirectCsp.has('script-src')).toBe(false);
    expect(redirectCsp.get('frame-ancestors')).toEqual(["'none'"]);
    const missing = await rawGet('/missing', 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    // The not-found page runs its own inline script and nothing else inline.
    const notFound = await rawGet('/missing');
    const notFoundCsp = directives(String(missing.headers['content-security-policy'] ?? ''));
    expect(notFoundCsp.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(notFound.body)]);
    expect(notFoundCsp.get('script-src')).toContain(sha256('self.__nf=1'));
  });
});

describe('page CSP with optional integrations configured', () => {
  it('adds the API host and LiveChat hosts only when their variables are set', async () => {
    const dir = tempDir('static-csp');
    const outDir = path.join(dir, 'out');
    writeFakeExport(outDir);
    const configured = await startServer(
      testConfig(path.join(dir, 'data'), {
        API_ONLY: 'false',
        OUT_DIR: outDir,
        NEXT_PUBLIC_API_HOST: 'https://api.example.com/',
        NEXT_PUBLIC_LIVECHAT_LICENSE: '12345678',
      }),
    );
    try {
      const csp = (await fetch(`${configured.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com /);
      expect(csp).toContain('https://cdn.livechatinc.com');
      expect(csp).toContain('wss://*.livechatinc.com');
      expect(csp).toMatch(/frame-src [^;]*https:\/\/secure\.livechatinc\.com/);
    } finally {
      await configured.close();
      removeDir(dir);
    }
  });
});

describe('the CMS at /admin/ (docs/cms.md)', () => {
  it('is served with its own CSP and X-Robots-Tag: noindex, its scripts too; the site keeps its policy and no tag', async () => {
    const adminBase = tempDir('static-admin');
    const outDir = path.join(adminBase, 'out');
    writeFakeExport(outDir);
    const fs = await import('node:fs');
    fs.mkdirSync(path.join(outDir, 'admin'), { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'admin', 'index.html'),
      '<!doctype html><html><head><meta name="robots" content="noindex"><style>body{margin:0}</style></head><body><script src="/admin/decap-cms.js"></script></body></html>',
    );
    fs.writeFileSync(path.join(outDir, 'admin', 'decap-cms.js'), 'window.CMS = {};');
    const adminServer = await startServer(testConfig(path.join(adminBase, 'data'), { API_ONLY: 'false', OUT_DIR: outDir }));
    try {
      const get = (url: string) => fetch(`${adminServer.url}${url}`);
      for (const url of ['/admin/', '/admin/decap-cms.js']) {
        const response = await get(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('x-robots-tag'), url).toBe('noindex, nofollow');
      }
      const page = await get('/admin/');
      expect(directives(page.headers.get('content-security-policy') ?? '').get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
      const home = await get('/');
      expect(home.headers.get('x-robots-tag')).toBeNull();
      expect(home.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    } finally {
      await adminServer.close();
      removeDir(adminBase);
    }
  });
});
