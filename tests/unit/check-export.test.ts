// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishExport } from '../../scripts/build';
import { checkExport, readHeadersFile, readNginxConf } from '../../scripts/check-export';
import { COMPILE_HINT, startupScripts } from '../../scripts/export/compile-hints';
import { afterPaintLoaders } from '../../scripts/export/hydrate-after-paint';
import { pageName, sitePages } from '../../scripts/export/pages';
import { cspAllowsInline, inlineBlocks, sha256 } from '../../scripts/export/csp';
import { brokenReferences } from '../../scripts/export/references';
import { effectiveHeaders } from '../../scripts/hosting/rules';
import { loadConfig } from '../../server/config';
import { createAdminCsp, createPageCsp, inlineScriptHashes } from '../../server/security-headers';
import { loadStaticSite } from '../../server/static';
import { describeExport } from '../../server/site-policy';
import { capturedFrom, fixtureExportPages, fixturePages, temporaryExport } from '../support/export-fixtures';

const ENV = { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' };
/** A linked page the fixtures do not hold: styled inline, no scripts, not for search engines. */
const STUB_PAGE = '<!DOCTYPE html><html><head><meta name="robots" content="noindex"/><style>body{margin:0}</style></head><body></body></html>';

describe('cspAllowsInline: a policy read as a browser reads it', () => {
  const script = { kind: 'script' as const, text: 'run()' };
  const style = { kind: 'style' as const, text: 'body{margin:0}' };
  const hash = (text: string) => `'sha256-${sha256(text)}'`;

  it('allows an inline script by its hash only', () => {
    expect(cspAllowsInline(`default-src 'self'; script-src 'self' ${hash('run()')}`, script)).toBe(true);
    expect(cspAllowsInline(`default-src 'self'; script-src 'self' ${hash('run();')}`, script)).toBe(false);
    expect(cspAllowsInline("default-src 'self'", script)).toBe(false);
  });

  it("allows 'unsafe-inline' only when the list has no hash, nonce or 'strict-dynamic'", () => {
    expect(cspAllowsInline("style-src 'self' 'unsafe-inline'", style)).toBe(true);
    expect(cspAllowsInline(`style-src 'unsafe-inline' ${hash('other{}')}`, style)).toBe(false);
    expect(cspAllowsInline("script-src 'unsafe-inline' 'nonce-abc'", script)).toBe(false);
    expect(cspAllowsInline("script-src 'unsafe-inline' 'strict-dynamic'", script)).toBe(false);
  });

  it('reads the element directive first, then the kind, then default-src; no directive allows all', () => {
    expect(cspAllowsInline(`script-src-elem 'self'; script-src ${hash('run()')}`, script)).toBe(false);
    expect(cspAllowsInline(`default-src ${hash('run()')}`, script)).toBe(true);
    expect(cspAllowsInline("img-src 'self'", script)).toBe(true);
    expect(cspAllowsInline(`script-src 'sha384-${crypto.randomUUID()}'; style-src 'none'`, style)).toBe(false);
  });
});

describe('inlineBlocks on the HTML next build writes (golden fixtures)', () => {
  it.each(fixturePages())('$page: finds the same inline scripts as the receiver’s CSP, and the inline styles', ({ html }) => {
    const blocks = inlineBlocks(html);
    // Two independent readers of the page (this one and server/security-headers.ts) agree.
    expect(
      blocks.filter((block) => block.kind === 'script').map((block) => sha256(block.text)),
      capturedFrom,
    ).toEqual(inlineScriptHashes(html));
    expect(blocks.length).toBeGreaterThan(0);
  });
});

const temporary: (() => void)[] = [];
afterEach(() => {
  for (const remove of temporary.splice(0)) remove();
});

/** The fixture pages finished by the build's own steps, with their host files, a sitemap and stubs for what they link. */
async function finishedFixtureExport(): Promise<{ outDir: string; hostingDir: string }> {
  const pages = fixtureExportPages();
  // The home page's canonical link tells the check the site's origin; a noindex page stands in.
  const exported = temporaryExport({ ...pages, 'index.html': pages['thank-you/index.html'] ?? '' });
  const hostingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-hosting-'));
  temporary.push(exported.remove, () => fs.rmSync(hostingDir, { recursive: true, force: true }));
  const outDir = exported.dir;
  // Next's chunks, fonts and images and the pages linked are not in the fixtures: stubs stand in for them.
  for (const { reference } of brokenReferences(outDir, 'https://www.example.com').broken) {
    const pathname = new URL(reference, 'https://www.example.com').pathname;
    const file = path.join(outDir, ...pathname.split('/'), ...(pathname.endsWith('/') ? ['index.html'] : []));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pathname.endsWith('/') ? STUB_PAGE : '');
  }
  const sitemap = ['/services/', '/services/fiction-writing/'].map((page) => `<url><loc>https://www.example.com${page}</loc></url>`).join('');
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?><urlset>${sitemap}</urlset>`);
  await finishExport(outDir, hostingDir, ENV);
  return { outDir, hostingDir };
}

describe('the host files as their hosts read them', () => {
  it('give every page the CSP of the receiver’s policy, under Cloudflare’s, Netlify’s and nginx’s matching', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    const policy = describeExport(outDir, createPageCsp(loadConfig(ENV, process.cwd()).csp));
    const headers = readHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'));
    const nginx = readNginxConf(fs.readFileSync(path.join(hostingDir, 'nginx.conf'), 'utf8'));
    const urls = [...policy.routes.keys()].filter((url) => url.endsWith('/'));
    expect(urls).toContain('/services/');
    for (const url of urls) {
      const csp = policy.routes.get(url)?.csp;
      expect(effectiveHeaders(headers, url, 'cloudflare')?.csp, url).toBe(csp);
      expect(effectiveHeaders(headers, url, 'netlify')?.csp, url).toBe(csp);
      expect(effectiveHeaders(nginx, url, 'nginx')?.csp, url).toBe(csp);
    }
  });
});

describe('checkExport', () => {
  it('passes an export the build finished', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    const result = checkExport({ outDir, hostingDir, env: ENV });
    expect(result.pages).toBeGreaterThan(fixturePages().length);
    expect(result.problems).toEqual([]);
  });

  it('names the pages whose start-up script lost its compile hint', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    const [src] = startupScripts(outDir);
    if (src === undefined) throw new Error('the fixtures start no scripts');
    const file = path.join(outDir, ...src.split('/'));
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(COMPILE_HINT, ''));
    const starting = sitePages(outDir)
      .filter((page) => afterPaintLoaders(fs.readFileSync(page, 'utf8')).some((loader) => loader.includes(src)))
      .map((page) => pageName(outDir, page));
    expect(starting.length).toBeGreaterThan(0);
    const problems = checkExport({ outDir, hostingDir, env: ENV }).problems.filter(({ check }) => check === 'after-paint');
    expect(problems.map(({ page }) => page).sort()).toEqual(starting.sort());
    for (const problem of problems) expect(problem.reason).toBe(`the start-up script ${src} lacks V8's compile hint (scripts/export/compile-hints.ts)`);
  });

  it('names the page whose first paint is no longer held for its first section', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    const file = path.join(outDir, 'services', 'index.html');
    const html = fs.readFileSync(file, 'utf8');
    const hold = /<link rel="expect" href="#[^"]+" blocking="render"\/>/;
    expect(html).toMatch(hold);
    fs.writeFileSync(file, html.replace(hold, ''));
    const problems = checkExport({ outDir, hostingDir, env: ENV }).problems.filter(({ check }) => check === 'first-paint');
    expect(problems.map(({ page }) => page)).toEqual(['services/index.html']);
    expect(problems[0]?.reason).toMatch(/^the first paint is not held for the first section <section id="first-screen"/);
  });

  it('names the page whose inline script its CSP no longer allows, the page with a render-blocking stylesheet and the page preloading a font in its head', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    const edit = (page: string, change: (html: string) => string): void => {
      const file = path.join(outDir, ...page.split('/'));
      const html = fs.readFileSync(file, 'utf8');
      expect(change(html), page).not.toBe(html);
      fs.writeFileSync(file, change(html));
    };
    // Next's bootstrap script, one character longer: the hash in every host file is now wrong.
    edit('services/index.html', (html) =>
      html.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '<script>(self.__next_f=self.__next_f||[]).push([0]);</script>'),
    );
    edit('thank-you/index.html', (html) => html.replace(/(<link rel="stylesheet"[^>]*) disabled=""/, '$1'));
    // A font preload back in the head, where it holds the first paint.
    const fontPreload = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/;
    edit('services/fiction-writing/index.html', (html) => html.replace(fontPreload, '').replace('</head>', `${fontPreload.exec(html)?.[0] ?? ''}</head>`));
    const { problems } = checkExport({ outDir, hostingDir, env: ENV });
    expect(problems.map(({ page, check }) => `${page} ${check}`)).toEqual([
      'services/fiction-writing/index.html font-preload',
      'services/index.html csp',
      'services/index.html csp',
      'thank-you/index.html stylesheet',
    ]);
    const [fonts, byFile, byDirectory, stylesheet] = problems;
    expect(fonts?.reason).toMatch(
      /^the font preload <link rel="preload" href="\/_next\/static\/media\/[^"]+" as="font"[^>]*> is in the head, where it holds the first paint$/,
    );
    // The receiver hashes the page as it finds it; every generated host file still has the old hash.
    expect(byDirectory?.reason).toMatch(
      /^the Content-Security-Policy for \/services\/ in \S+_headers \(Cloudflare Pages\), \S+_headers \(Netlify\), \S+nginx\.conf, \S+headers\.json refuses inline <script> #\d+ \(sha256-[^,]+, "\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[…"\)$/,
    );
    expect(byFile?.reason).toMatch(/for \/services\/index\.html in \S+nginx\.conf, \S+headers\.json refuses/);
    expect(stylesheet?.reason).toMatch(/^a render-blocking stylesheet <link rel="stylesheet"/);
  });
});

describe('the CMS at /admin/ (docs/cms.md)', () => {
  it('gets its own CSP and X-Robots-Tag: noindex from every host file and the receiver, and no site address gets either', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    expect(fs.existsSync(path.join(outDir, 'admin', 'decap-cms.js'))).toBe(true);
    const adminCsp = createAdminCsp({});
    const headersText = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    const headers = readHeadersFile(headersText);
    const nginx = readNginxConf(fs.readFileSync(path.join(hostingDir, 'nginx.conf'), 'utf8'));
    const json = JSON.parse(fs.readFileSync(path.join(hostingDir, 'headers.json'), 'utf8')) as {
      paths: Record<string, { contentSecurityPolicy: string; xRobotsTag?: string }>;
    };
    const site = loadStaticSite(outDir, createPageCsp(loadConfig(ENV, process.cwd()).csp));
    for (const url of ['/admin/', '/admin/decap-cms.js', '/admin/config.yml', '/admin/preview.js']) {
      for (const host of ['cloudflare', 'netlify'] as const) expect(effectiveHeaders(headers, url, host)?.robots, `${host} ${url}`).toBe('noindex, nofollow');
      expect(effectiveHeaders(nginx, url, 'nginx')?.robots, `nginx ${url}`).toBe('noindex, nofollow');
      expect(json.paths[url]?.xRobotsTag, `headers.json ${url}`).toBe('noindex, nofollow');
      expect(site.routes.get(url)?.robots, `receiver ${url}`).toBe('noindex, nofollow');
    }
    for (const csp of [
      effectiveHeaders(headers, '/admin/', 'cloudflare')?.csp,
      effectiveHeaders(nginx, '/admin/', 'nginx')?.csp,
      json.paths['/admin/']?.contentSecurityPolicy,
      site.routes.get('/admin/')?.csp,
    ]) {
      expect(csp).toBe(adminCsp);
    }
    for (const url of ['/services/', '/thank-you/', '/no-such-page/']) {
      expect(effectiveHeaders(headers, url, 'cloudflare')?.robots, url).toBeUndefined();
      expect(effectiveHeaders(nginx, url, 'nginx')?.robots, url).toBeUndefined();
      expect(effectiveHeaders(headers, url, 'cloudflare')?.csp, url).not.toContain('unsafe-eval');
    }
    // Cloudflare joins a header two matching rules set: the admin's page must not get the tag twice.
    const adminRules = headersText.split('\n\n').filter((rule) => /X-Robots-Tag: /.test(rule));
    expect(adminRules.map((rule) => rule.split('\n')[0])).toEqual(['/admin/*', '/admin/']);
    expect(adminRules.every((rule) => rule.includes('! X-Robots-Tag'))).toBe(true);
  });

  it('check:export names a host file that forgets the CMS page’s noindex, and a site page given the CMS’s policy', async () => {
    const { outDir, hostingDir } = await finishedFixtureExport();
    const headersFile = path.join(outDir, '_headers');
    fs.writeFileSync(headersFile, fs.readFileSync(headersFile, 'utf8').replace(/\n {2}X-Robots-Tag: [^\n]*/g, ''));
    const nginxFile = path.join(hostingDir, 'nginx.conf');
    const servicesCsp = /location = \/services\/ \{[^}]*add_header Content-Security-Policy "([^"]*)"/.exec(fs.readFileSync(nginxFile, 'utf8'))?.[1] ?? '';
    expect(servicesCsp).not.toBe('');
    fs.writeFileSync(
      nginxFile,
      fs.readFileSync(nginxFile, 'utf8').replace(`"${servicesCsp}"`, `"${servicesCsp.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")}"`),
    );
    const { problems } = checkExport({ outDir, hostingDir, env: ENV });
    const admin = problems.filter(({ check }) => check === 'admin');
    expect(admin.map(({ page }) => page)).toEqual(['admin/index.html']);
    expect(admin[0]?.reason).toMatch(/^no X-Robots-Tag: noindex for \/admin\/ in \S+_headers \(Cloudflare Pages\), \S+_headers \(Netlify\)$/);
    expect(
      problems.some(({ page, reason }) => page === 'services/index.html' && /for \/services\/ in \S+nginx\.conf allows 'unsafe-eval', which only the CMS/.test(reason)),
    ).toBe(true);
  });
});
