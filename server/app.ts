/**
 * The receiver as a Fastify instance, without listening: main.ts listens, tests listen on port 0.
 * `buildServer(config)` opens the database (creating it on first run); the outbox worker and the
 * daily retention purge start when the instance is ready, and everything is closed by
 * `app.close()`.
 */
import fs from 'node:fs';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import { ENQUIRY_ENDPOINT } from '../lib/enquiry/limits';
import { isHoneypotFilled, parseEnquiry } from '../lib/enquiry/schema';
import type { ServerConfig, TrustProxy } from './config';
import { ipHashSalt, openDatabase } from './db';
import type { Db } from './db';
import { createEnquiryStore, hashClientAddress } from './enquiries';
import type { Channel, EnquiryStore } from './enquiries';
import { createOutboxWorker, createSmtpNotifier, createWebhookNotifier } from './outbox';
import type { Notifier, OutboxWorker } from './outbox';
import { ASSET_CSP, COMMON_SECURITY_HEADERS, createPageCsp, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { loadStaticSite, sendNotFound, serveStatic } from './static';
import type { StaticSite } from './static';

export const BODY_LIMIT = 16 * 1024;
const DAY_MS = 86_400_000;

/** Handles for tests and operations code; not part of the HTTP surface. */
export interface Receiver {
  config: ServerConfig;
  db: Db;
  store: EnquiryStore;
  outbox: OutboxWorker;
  site: StaticSite | null;
  /** Runs the retention purge now; returns the number of enquiries deleted. */
  purge(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    receiver: Receiver;
  }
}

/** Only the path: query strings can carry personal data (e-mail addresses in tracking links). */
function pathOnly(url: string | undefined): string {
  const value = url ?? '';
  const query = value.indexOf('?');
  return query === -1 ? value : value.slice(0, query);
}

function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    // No bodies, headers, addresses or query strings: logs must hold no personal data.
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: pathOnly(request.url) }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
    redact: {
      paths: ['req.headers', 'req.body', 'req.ip', 'req.ips', 'req.remoteAddress', 'body', 'headers', 'ip'],
      remove: true,
    },
  };
}

function errorCode(error: FastifyError, status: number): string {
  switch (status) {
    case 400:
      // Fastify's JSON parser throws a SyntaxError for bad JSON and for __proto__ keys alike.
      return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'invalid_json'
        : 'bad_request';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The browser's Origin matches the Host it sent the request to (the site posting to itself). */
function isSameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    const url = new URL(origin);
    const hosts = [request.host, request.headers.host].map((host) => host?.toLowerCase());
    return url.host !== '' && hosts.includes(url.host);
  } catch {
    return false;
  }
}

function badUrl(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ error: 'bad_request' });
}

/** Fastify accepts a hop count at run time but types only the function form of it. */
function trustProxyOption(value: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export function buildServer(config: ServerConfig): FastifyInstance {
  const outDir = config.outDir !== null && fs.existsSync(config.outDir) ? config.outDir : null;
  const db = openDatabase(config.dataDir);

  const notifiers: Notifier[] = [];
  if (config.smtp) notifiers.push(createSmtpNotifier(config.smtp, config.outbox.sendTimeoutMs));
  if (config.webhook) notifiers.push(createWebhookNotifier(config.webhook, config.outbox.sendTimeoutMs));
  // Channels not configured get no outbox rows at all.
  const channels: Channel[] = notifiers.map((notifier) => notifier.channel);
  const store = createEnquiryStore(db, channels);
  const salt = ipHashSalt(db, config.ipHashSalt);

  let site: StaticSite | null = null;
  try {
    site = outDir === null ? null : loadStaticSite(outDir, createPageCsp(config.csp));
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Bounds slow uploads; the longest legitimate body is 16 KiB.
    requestTimeout: 30_000,
    // A malformed URL is the client's fault: answer 400 in the same generic JSON.
    frameworkErrors: badUrl,
  });

  const outbox = createOutboxWorker({ db, notifiers, config: config.outbox, logger: app.log });
  const purge = (): number => {
    const deleted = store.purgeOlderThan(config.retentionDays);
    if (deleted > 0) app.log.info({ deleted, retentionDays: config.retentionDays }, 'retention purge');
    return deleted;
  };
  app.decorate('receiver', { config, db, store, outbox, site, purge });

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    purgeTimer = setInterval(() => {
      try {
        purge();
      } catch (error) {
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'retention purge failed');
      }
    }, DAY_MS);
    purgeTimer.unref();
    outbox.start();
    if (site) void site.precompress();
  });
  // Runs after in-flight requests have finished (Fastify closes the server first).
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await outbox.stop();
    db.close();
  });

  // Once shutdown starts, each finished response also closes its keep-alive connection, so
  // server.close() is not left waiting for idle browser connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', ASSET_CSP);
    // Meaningful only over TLS; behind a proxy this relies on TRUST_PROXY for X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal_error' });
    }
    return reply.code(status).send({ error: errorCode(error, status) });
  });

  const notFound = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && !pathOnly(request.url).startsWith('/api/')) return sendNotFound(site, request, reply);
    return reply.code(404).send({ error: 'not_found' });
  };
  app.setNotFoundHandler(notFound);

  void app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  if (config.rateLimit.max > 0) void app.register(rateLimit, { global: false });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      db.prepare('SELECT 1').get();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  void app.register(async (api) => {
    const allowed = new Set(config.allowedOrigins);
    await api.register(cors, {
      // Every origin may ask and may read the answer: the gate is the 403 below, which stores
      // nothing. A site on an unlisted origin then shows its visitor 'Error: 403' (and keeps
      // what they typed) instead of an opaque network failure, and the cause is plain to see.
      origin: (origin, callback) => callback(null, origin !== undefined),
      methods: ['POST'],
      allowedHeaders: ['Content-Type'],
      maxAge: 600,
      // Answer a bare OPTIONS like any other, rather than with a text/plain 400.
      strictPreflight: false,
    });
    // Browsers send text/plain cross-origin without a preflight; refusing it early (415) keeps
    // the endpoint out of reach of plain HTML forms on other sites.
    api.removeContentTypeParser('text/plain');

    const path = ENQUIRY_ENDPOINT.slice('/api'.length);
    api.route({
      method: 'POST',
      url: path,
      bodyLimit: BODY_LIMIT,
      config: config.rateLimit.max > 0 ? { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } } : {},
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !allowed.has(origin) && !isSameOrigin(origin, request)) {
          return reply.code(403).send({ error: 'origin_not_allowed' });
        }
        return undefined;
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!isJsonContentType(request.headers['content-type'])) {
          return reply.code(415).send({ error: 'unsupported_media_type' });
        }
        if (isHoneypotFilled(request.body)) {
          request.log.info('honeypot filled; enquiry dropped');
          return reply.code(200).send({ ok: true });
        }
        const parsed = parseEnquiry(request.body);
        if (!parsed.ok) return reply.code(400).send({ error: 'invalid_enquiry', fields: parsed.fields });

        const row = store.insert(parsed.enquiry, {
          userAgent: request.headers['user-agent'] ?? '',
          ipHash: hashClientAddress(salt, request.ip),
        });
        request.log.info({ enquiryId: row.id }, 'enquiry stored');
        outbox.kick();
        return reply.code(201).send({ id: row.id });
      },
    });
    api.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url: path,
      handler: async (_request, reply) => reply.code(405).header('allow', 'POST, OPTIONS').send({ error: 'method_not_allowed' }),
    });
    api.setNotFoundHandler(notFound);
  }, { prefix: '/api' });

  if (site) {
    const staticSite = site;
    void app.register(fastifyStatic, { root: staticSite.root, serve: false });
    app.get('/*', async (request, reply) => {
      if (pathOnly(request.url).startsWith('/api/')) return reply.code(404).send({ error: 'not_found' });
      return serveStatic(staticSite, request, reply);
    });
  }

  return app;
}
