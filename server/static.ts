/**
 * Serves the Next export (`out/`) as a CDN would, following the policy in site-policy.ts (the
 * same one the generated host configurations carry): `/about/` -> about/index.html, `/about` ->
 * 308 to `/about/` (query kept), real files as they are, anything else -> 404.html with status 404.
 *
 * The export is indexed once at startup and requests are answered only from that index, so no
 * request path ever reaches the file system: traversal (`..`, encoded or not) simply finds nothing.
 * Text files are held in memory with their page CSP and compressed variants (computed once, off
 * the event loop); other files (images, fonts, video) stream through @fastify/send, which handles
 * Range requests, as Safari needs for video. Restart the receiver after rebuilding the export.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { describeExport, REVALIDATE_CACHE } from './site-policy';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** Types kept in memory and compressed; the charset is explicit so browsers never sniff. */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
};

/** Larger text files are streamed like binaries rather than pinned in memory. */
const MAX_MEMORY_FILE = 4 * 1024 * 1024;
/** Below this, compression saves less than the header costs. */
export const MIN_COMPRESS_SIZE = 1024;

interface BaseEntry {
  /** Path relative to the export root, with forward slashes. */
  relPath: string;
  cacheControl: string;
  csp: string;
  /** X-Robots-Tag (only under /admin/). */
  robots?: string;
}

export interface MemoryEntry extends BaseEntry {
  kind: 'memory';
  contentType: string;
  body: Buffer;
  etag: string;
  lastModified: string;
  isHtml: boolean;
  compressible: boolean;
  variants: Map<Encoding, Promise<Buffer | null>>;
}

export interface StreamEntry extends BaseEntry {
  kind: 'stream';
}

export type StaticEntry = MemoryEntry | StreamEntry;

export interface StaticSite {
  root: string;
  /** URL path (decoded) -> entry; includes `/dir/` for every dir/index.html. */
  routes: Map<string, StaticEntry>;
  /** `/dir` -> `/dir/` for every directory page. */
  redirects: Map<string, string>;
  notFound: MemoryEntry | null;
  /** Compresses every compressible entry now, so the first visitors need not wait. */
  precompress(): Promise<void>;
}

/**
 * Brotli's top quality costs about 50 times the CPU of quality 5 for some 12% fewer bytes: worth
 * it for the hashed, immutable `_next/static` bundles every visitor downloads once, not for the
 * pages and RSC payloads (about 10 MB on this site), which would keep both cores busy for
 * seconds after every start.
 */
function brotliQuality(relPath: string): number {
  return relPath.startsWith('_next/static/') ? zlib.constants.BROTLI_MAX_QUALITY : 5;
}

function compress(entry: MemoryEntry, encoding: Encoding): Promise<Buffer> {
  const body = entry.body;
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry.relPath),
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** The cached compressed body, or null when compression does not make it smaller. */
export function variant(entry: MemoryEntry, encoding: Encoding): Promise<Buffer | null> {
  let pending = entry.variants.get(encoding);
  if (!pending) {
    pending = compress(entry, encoding).then(
      (compressed) => (compressed.length < entry.body.length ? compressed : null),
      () => null,
    );
    entry.variants.set(encoding, pending);
  }
  return pending;
}

export function loadStaticSite(root: string, pageCsp: (hashes: readonly string[], pagePath: string) => string): StaticSite {
  const policy = describeExport(root, pageCsp);
  const entries = new Map<string, StaticEntry>();
  for (const file of policy.files) {
    const { relPath, cacheControl, csp } = file;
    const robots = file.robots === undefined ? {} : { robots: file.robots };
    const absolute = path.join(root, relPath);
    const stat = fs.statSync(absolute);
    const textType = TEXT_TYPES[path.extname(relPath).toLowerCase()];
    if (textType !== undefined && stat.size <= MAX_MEMORY_FILE) {
      const body = fs.readFileSync(absolute);
      entries.set(relPath, {
        kind: 'memory',
        relPath,
        contentType: textType,
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        lastModified: stat.mtime.toUTCString(),
        isHtml: file.isPage,
        compressible: body.length >= MIN_COMPRESS_SIZE,
        variants: new Map(),
        cacheControl,
        csp,
        ...robots,
      });
    } else {
      entries.set(relPath, { kind: 'stream', relPath, cacheControl, csp, ...robots });
    }
  }
  const routes = new Map<string, StaticEntry>();
  for (const [url, file] of policy.routes) {
    const entry = entries.get(file.relPath);
    if (entry) routes.set(url, entry);
  }
  const redirects = policy.redirects;

  const notFoundEntry = routes.get('/404.html');
  const notFound = notFoundEntry?.kind === 'memory' ? notFoundEntry : null;

  return {
    root,
    routes,
    redirects,
    notFound,
    async precompress() {
      const entries = [...new Set(routes.values())].filter((e): e is MemoryEntry => e.kind === 'memory' && e.compressible);
      // Two at a time: the zlib thread pool is shared with request-time work.
      for (let i = 0; i < entries.length; i += 2) {
        await Promise.all(entries.slice(i, i + 2).flatMap((e) => [variant(e, 'br'), variant(e, 'gzip')]));
      }
    },
  };
}

/** Picks br, then gzip, honouring q-values (q=0 refuses a coding, `*` covers the unnamed). */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, q);
  }
  const weight = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

function etagMatches(header: string | undefined, etags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison, as If-None-Match requires.
  return header.split(',').some((candidate) => etags.includes(candidate.trim().replace(/^W\//, '')));
}

/** Sends an in-memory entry with its headers, a 304 when the client's copy is current. */
async function sendMemoryEntry(request: FastifyRequest, reply: FastifyReply, entry: MemoryEntry, status: number): Promise<FastifyReply> {
  reply.header('content-type', entry.contentType);
  reply.header('cache-control', status === 200 ? entry.cacheControl : REVALIDATE_CACHE);
  reply.header('content-security-policy', entry.csp);
  if (entry.robots !== undefined) reply.header('x-robots-tag', entry.robots);
  if (entry.compressible) reply.header('vary', 'Accept-Encoding');

  const encoding = entry.compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding ? await variant(entry, encoding) : null;
  const body = compressed ?? entry.body;
  const base = entry.etag.slice(0, -1);
  const etag = compressed && encoding ? `${base}-${encoding}"` : entry.etag;

  if (status === 200) {
    reply.header('etag', etag);
    reply.header('last-modified', entry.lastModified);
    if (etagMatches(request.headers['if-none-match'], [etag, entry.etag, `${base}-br"`, `${base}-gzip"`])) {
      return reply.code(304).send();
    }
  }
  if (compressed && encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.code(status).send(body);
}

/** Keeps the original bytes of a query string but makes it safe for a Location header. */
function safeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}

export async function sendNotFound(site: StaticSite | null, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  if (site?.notFound) return sendMemoryEntry(request, reply, site.notFound, 404);
  reply.header('cache-control', REVALIDATE_CACHE);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/** The GET/HEAD handler for every path that is not an API route. */
export async function serveStatic(site: StaticSite, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const url = request.raw.url ?? '/';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return sendNotFound(site, request, reply);
  }

  const entry = site.routes.get(decoded);
  if (entry?.kind === 'memory') return sendMemoryEntry(request, reply, entry, 200);
  if (entry?.kind === 'stream') {
    reply.header('cache-control', entry.cacheControl);
    reply.header('content-security-policy', entry.csp);
    if (entry.robots !== undefined) reply.header('x-robots-tag', entry.robots);
    // The path comes from the startup index, never from the request.
    return reply.sendFile(entry.relPath, site.root, {
      cacheControl: false,
      dotfiles: 'allow',
      etag: true,
      lastModified: true,
      acceptRanges: true,
    });
  }

  const target = site.redirects.get(decoded);
  if (target !== undefined) {
    reply.header('cache-control', REVALIDATE_CACHE);
    const location = encodePath(target) + (query ? `?${safeQuery(query)}` : '');
    return reply.code(308).header('location', location).send();
  }
  return sendNotFound(site, request, reply);
}
