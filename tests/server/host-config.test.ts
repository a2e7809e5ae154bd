import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateHostFiles, writeHostFiles } from '../../scripts/hosting/generate';
import { buildHostRules, verifyHostRules } from '../../scripts/hosting/rules';
import { createPageCsp } from '../../server/security-headers';
import { describeExport } from '../../server/site-policy';
import { removeDir, startServer, tempDir, testConfig, writeFakeExport } from './helpers';
import type { RunningServer } from './helpers';

const NO_CONFIG = { apiOrigin: null, liveChat: false, ads: false };

let base: string;
let outDir: string;

beforeAll(() => {
  base = tempDir('hosting');
  outDir = path.join(base, 'out');
  writeFakeExport(outDir);
});
afterAll(() => removeDir(base));

/** A fake export of `count` pages whose inline scripts (and so CSPs) all differ. */
function exportWithPages(dir: string, count: number, scriptsPerPage = 1): void {
  fs.mkdirSync(dir, { recursive: true });
  const page = (id: number): string => {
    const scripts = Array.from({ length: scriptsPerPage }, (_, n) => `<script>self.p=${id * 1000 + n}</script>`).join('');
    return `<!DOCTYPE html><html><head>${scripts}</head><body>${id}</body></html>`;
  };
  fs.writeFileSync(path.join(dir, 'index.html'), page(0));
  fs.writeFileSync(path.join(dir, '404.html'), page(-1));
  for (let id = 1; id < count; id++) {
    fs.mkdirSync(path.join(dir, `p${id}`));
    fs.writeFileSync(path.join(dir, `p${id}`, 'index.html'), page(id));
  }
}

describe('host configurations', () => {
  it("layer the rules so that Cloudflare, Netlify and nginx each give every address the receiver's values", () => {
    const hostRules = buildHostRules(describeExport(outDir, createPageCsp(NO_CONFIG)));
    expect(verifyHostRules(hostRules, 'cloudflare')).toEqual([]);
    expect(verifyHostRules(hostRules, 'netlify')).toEqual([]);
    expect(verifyHostRules(hostRules, 'nginx')).toEqual([]);
    // The check fails when a rule is missing: without the last page rule that page gets the 404's CSP.
    const lastPage = hostRules.rules.findLastIndex((rule) => rule.pattern.kind === 'exact' && !rule.nginxOnly);
    const broken = { ...hostRules, rules: hostRules.rules.filter((_, index) => index !== lastPage) };
    expect(verifyHostRules(broken, 'cloudflare')).toEqual([expect.stringMatching(/^cloudflare: \/services\/fiction-writing\/ would get/)]);
  });

  it('writes _headers with the fixed headers once and a detach before every narrower value', () => {
    const files = generateHostFiles(outDir, {});
    const blocks = files.headers.split('\n\n').slice(1).filter(Boolean);
    expect(blocks[0]?.split('\n')).toEqual([
      '/*',
      '  ! Access-Control-Allow-Origin',
      '  X-Content-Type-Options: nosniff',
      '  X-Frame-Options: DENY',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      expect.stringMatching(/^ {2}Permissions-Policy: camera=\(\)/),
      '  Strict-Transport-Security: max-age=31536000',
      expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/),
      '  Cache-Control: no-cache',
    ]);
    for (const block of blocks.slice(1)) {
      const [pattern, ...lines] = block.split('\n');
      expect(pattern).toMatch(/^\//);
      expect(lines.slice(0, 2)).toEqual(['  ! Content-Security-Policy', '  ! Cache-Control']);
      // Netlify skips lines without a colon, so the detach lines are Cloudflare's alone.
      expect(lines.slice(0, 2).some((line) => line.includes(':'))).toBe(false);
    }
    expect(files.headers).toMatch(
      /\/\*\.js\n {2}! Content-Security-Policy\n {2}! Cache-Control\n {2}Content-Security-Policy: default-src 'none';.*\n {2}Cache-Control: public, max-age=31536000, immutable\n/,
    );
    expect(files.headers).toMatch(/\/\*\.png\n(?:.*\n){3} {2}Cache-Control: public, max-age=3600\n/);
    expect(files.headers).toContain('/about/\n');
    expect(files.headerRuleCount).toBe(blocks.length);
    expect(files.redirects.split('\n').filter((line) => line.startsWith('/'))).toEqual([
      '/about /about/ 308',
      '/services/fiction-writing /services/fiction-writing/ 308',
    ]);
  });

  it('sends HSTS on every answer of an HTTPS site, also behind a proxy that terminates TLS', () => {
    const https = generateHostFiles(outDir, { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' });
    // nginx: set for every request, not only those that reached nginx over TLS.
    expect(https.nginx).toMatch(/^set \$hq_hsts "max-age=31536000";$/m);
    expect(https.nginx).not.toContain('$https = on');
    expect(https.nginx).toContain('add_header Strict-Transport-Security $hq_hsts always;');
    // Netlify and Cloudflare Pages always terminate TLS: HSTS on every path.
    expect(https.headers).toMatch(/^\/\*\n(?: {2}.+\n)* {2}Strict-Transport-Security: max-age=31536000$/m);
    // For an edge function or infrastructure code: with the headers sent on every answer.
    expect((JSON.parse(https.json) as { headers: Record<string, string> }).headers['strict-transport-security']).toBe('max-age=31536000');
    // A site on plain HTTP (a staging address) keeps HSTS to TLS requests.
    const plain = generateHostFiles(outDir, { NEXT_PUBLIC_SITE_URL: 'http://staging.example.com' });
    expect(plain.nginx).toContain('if ($https = on) { set $hq_hsts "max-age=31536000"; }');
    expect((JSON.parse(plain.json) as { headers: Record<string, string> }).headers['strict-transport-security']).toBeUndefined();
  });

  it('writes an nginx block that serves pages from their own locations and keeps Brotli apart', () => {
    const files = generateHostFiles(outDir, {});
    expect(files.nginx).toMatch(/location = \/about\/ \{\n(?: {4}add_header .+\n)+ {4}try_files \/about\/index\.html =404;\n\}/);
    expect(files.nginx).toMatch(/location = \/about \{\n(?: {4}add_header .+\n)+ {4}return 308 \/about\/\$is_args\$args;\n\}/);
    expect(files.nginx).toContain('add_header Strict-Transport-Security $hq_hsts always;');
    expect(files.nginx).toContain('if ($https = on) { set $hq_hsts "max-age=31536000"; }');
    expect(files.nginx).toContain('error_page 404 /404.html;');
    expect(files.nginx).not.toMatch(/^brotli/m);
    expect(files.nginxBrotli).toMatch(/^brotli on;$/m);
  });

  it('puts the API origin in connect-src and refuses a bad one, as the receiver does', () => {
    const files = generateHostFiles(outDir, { NEXT_PUBLIC_API_HOST: 'https://api.example.com/' });
    expect(files.headers).toContain("connect-src 'self' https://api.example.com;");
    expect(() => generateHostFiles(outDir, { NEXT_PUBLIC_API_HOST: 'not a url' })).toThrow(/NEXT_PUBLIC_API_HOST/);
  });

  it("refuses an export that would need more than Cloudflare's 100 header rules", () => {
    const dir = path.join(base, 'many-pages');
    exportWithPages(dir, 120);
    expect(() => generateHostFiles(dir, {})).toThrow(/_headers has 121 rules; Cloudflare Pages reads only the first 100/);
  });

  it("refuses a page whose CSP line would pass Cloudflare's 2,000 characters", () => {
    const dir = path.join(base, 'many-scripts');
    exportWithPages(dir, 2, 40);
    expect(() => generateHostFiles(dir, {})).toThrow(/_headers line \d+ is \d{4} characters; Cloudflare Pages ignores lines over 2000/);
  });

  describe('beside the receiver', () => {
    let server: RunningServer;
    let json: { paths: Record<string, { contentSecurityPolicy: string; cacheControl: string }>; headers: Record<string, string> };

    beforeAll(async () => {
      const hostingDir = path.join(base, 'hosting');
      writeHostFiles(outDir, hostingDir, generateHostFiles(outDir, {}));
      json = JSON.parse(fs.readFileSync(path.join(hostingDir, 'headers.json'), 'utf8')) as typeof json;
      server = await startServer(testConfig(path.join(base, 'data'), { API_ONLY: 'false', OUT_DIR: outDir }));
    });
    afterAll(async () => {
      await server.close();
    });

    it('headers.json holds exactly what the receiver sends', async () => {
      for (const url of ['/', '/about/', '/about/index.txt', '/_next/static/chunks/main-abc123.js', '/images/cover.png']) {
        const response = await fetch(`${server.url}${url}`);
        expect(response.headers.get('content-security-policy'), url).toBe(json.paths[url]?.contentSecurityPolicy);
        expect(response.headers.get('cache-control'), url).toBe(json.paths[url]?.cacheControl);
        for (const [name, value] of Object.entries(json.headers)) expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      }
    });

    it('the receiver does not publish _headers or _redirects, as the CDNs do not', async () => {
      expect(fs.existsSync(path.join(outDir, '_headers'))).toBe(true);
      expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
      expect((await fetch(`${server.url}/_redirects`)).status).toBe(404);
    });
  });
});
