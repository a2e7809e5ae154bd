/**
 * The receiver as a Fastify instance, without listening: main.ts listens, tests listen on port 0.
 * `await buildServer(config)` opens the storage (SQLite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL; created and migrated on first run); the outbox worker and the retention purge start
 * when the instance is ready, and everything is closed by `app.close()`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import { showUnsafeCharacters, stripUnsafeMultiline, stripUnsafeOneLine } from '../lib/enquiry/characters';
import { ENQUIRY_ENDPOINT } from '../lib/enquiry/limits';
import { parseEnquiry } from '../lib/enquiry/schema';
import { clientAddressKey } from './client-address';
import type { ServerConfig, TrustProxy } from './config';
import { enquiryToStore } from './attribution';
import { deskPlugin } from './desk';
import { hashClientAddress, newStoredEnquiry } from './enquiries';
import type { Channel } from './enquiries';
import { renderFormPage } from './form-page';
import type { FormPageInput, FormPageStatus } from './form-page';
import { FORM_TYPE, JSON_TYPE, mediaType, parseFormBody, stringField, wantsHtml } from './form-post';
import { backUrl, formPageCandidates, isKnownOrigin, knownOrigins, redirectScope, requestOrigin, thankYouUrl } from './origins';
import type { RedirectScope } from './origins';
import { createOutboxWorker, createSmtpNotifier, createWebhookNotifier } from './outbox';
import type { Notifier, OutboxWorker } from './outbox';
import { ASSET_CSP, COMMON_SECURITY_HEADERS, createPageCsp, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { loadStaticSite, sendNotFound, serveStatic } from './static';
import type { StaticSite } from './static';
import { openStorage } from './storage';
import type { Storage } from './storage';

export const BODY_LIMIT = 16 * 1024;
const DAY_MS = 86_400_000;
/**
 * Each replica looks every hour whether the daily purge is due; the storage records the last run,
 * so a cluster purges once a day whatever the number of replicas.
 */
const PURGE_CHECK_INTERVAL_MS = 3_600_000;
const PURGE_EVERY_MS = DAY_MS - PURGE_CHECK_INTERVAL_MS;
/** How often Node checks connections against the header and request timeouts. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Seconds a client should wait before retrying when the database is busy or out of reach. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** Handles for tests and operations code; not part of the HTTP surface. */
export interface Receiver {
  config: ServerConfig;
  storage: Storage;
  outbox: OutboxWorker;
  site: StaticSite | null;
  /** Runs the retention purge now; resolves to the number of enquiries deleted (null: another replica is purging). */
  purge(): Promise<number | null>;
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
    // No bodies, headers, addresses or query strings: logs must hold no personal data. The path is
    // the client's, so its control characters are escaped before they reach a terminal.
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: showUnsafeCharacters(pathOnly(request.url)) }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
    redact: {
      // `err.rawPacket` is the raw bytes of a malformed request (Node's clientError), body included.
      paths: ['req.headers', 'req.body', 'req.ip', 'req.ips', 'req.remoteAddress', 'body', 'headers', 'ip', 'rawPacket', 'err.rawPacket'],
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

/** Fastify accepts a hop count at run time but types only the function form of it. */
function trustProxyOption(value: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The headers every response carries, including the ones Node and Fastify write themselves. HSTS
 * on a request that came over TLS (behind a proxy: X-Forwarded-Proto, with TRUST_PROXY), and on
 * every answer when the site's address is HTTPS (`httpsSite`), since a proxy that terminates TLS
 * hides it otherwise; browsers ignore HSTS on an answer that did not come over TLS.
 */
function securityHeaders(request: FastifyRequest | null, httpsSite: boolean): [string, string][] {
  const headers = Object.entries(COMMON_SECURITY_HEADERS);
  if (httpsSite || request?.protocol === 'https') headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}

function isHttpsSite(config: Pick<ServerConfig, 'siteOrigin'>): boolean {
  return (config.siteOrigin ?? '').startsWith('https:');
}

function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of securityHeaders(request, isHttpsSite(request.server.receiver.config))) reply.header(name, value);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', ASSET_CSP);
}

const CLIENT_ERRORS: Readonly<Record<string, [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'headers_too_large'],
};

/**
 * Answers a request Node could not parse or that ran out of time (Fastify's default does the same,
 * without the security headers and logging the raw bytes at trace level).
 */
function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'bad_request'];
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: code });
    const headers = [
      ['content-type', 'application/json; charset=utf-8'],
      ['content-length', String(Buffer.byteLength(body))],
      ['cache-control', 'no-store'],
      ['connection', 'close'],
      ...securityHeaders(null, isHttpsSite(this.receiver.config)),
      ['content-security-policy', ASSET_CSP],
    ];
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** The addresses a proxy or tool on this machine connects from; never limited per address. */
const LOCAL_CLIENTS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Closes a new connection at once when its address (an IPv6 /64) already holds `max`, so that one
 * client cannot take the whole connection cap, however fast it reconnects. A proxy on the same
 * machine (127.0.0.1, ::1) is exempt: all its visitors arrive from that one address.
 */
function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (LOCAL_CLIENTS.has(address)) return;
    const key = clientAddressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/**
 * The rate limiter's counter in the shared database, so that replicas count each client together.
 * Keys are client addresses, stored only as a salted hash.
 */
function sharedRateLimitStore(countRequest: NonNullable<Storage['countRequest']>, salt: string): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(hashClientAddress(salt, key), timeWindow, Date.now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedRateLimitStore;
}

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const outDir = config.outDir !== null && fs.existsSync(config.outDir) ? config.outDir : null;
  // Idle pool connections fail when PostgreSQL restarts; that is logged, never fatal.
  let log: FastifyBaseLogger | null = null;
  const storage = await openStorage(config, {
    poolSize: config.databasePoolSize,
    onIdleError: (error) => log?.warn({ err: error.message }, 'database connection lost; the next query reconnects'),
  });
  const known = knownOrigins(config);

  const notifiers: Notifier[] = [];
  if (config.smtp) notifiers.push(createSmtpNotifier(config.smtp, config.outbox.sendTimeoutMs, known));
  if (config.webhook) notifiers.push(createWebhookNotifier(config.webhook, config.outbox.sendTimeoutMs));
  // Channels not configured get no outbox rows at all.
  const channels: Channel[] = notifiers.map((notifier) => notifier.channel);
  let salt: string;
  let site: StaticSite | null = null;
  try {
    salt = await storage.ipHashSalt(config.ipHashSalt);
    site = outDir === null ? null : loadStaticSite(outDir, createPageCsp(config.csp));
  } catch (error) {
    await storage.close();
    throw error;
  }

  /**
   * A malformed URL (bad percent-encoding) is the client's fault: a page path gets the 404 page
   * like any unknown page, an API path a 400. Fastify's hooks do not run for it, hence the headers.
   */
  function malformedUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    applySecurityHeaders(request, reply);
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && !pathOnly(request.url).startsWith('/api/')) void sendNotFound(site, request, reply);
    else void reply.code(400).send({ error: 'bad_request' });
  }

  const { limits } = config;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Node enforces these only when given at construction, and checks them every
    // connectionsCheckingInterval (30 s by default), so a 30 s timeout could last a minute more.
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    // Fastify sets this on the server again after creating it; it must agree with the above.
    requestTimeout: limits.requestTimeoutMs,
    // Fastify's default is 72 s: idle connections would hold the connection cap for over a minute.
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    clientErrorHandler,
    frameworkErrors: malformedUrl,
  });
  // New connections beyond this are closed at once, so an idle-socket flood cannot take every
  // file descriptor from the database, the files being served and the notifications.
  app.server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerAddress > 0) limitConnectionsPerAddress(app.server, limits.maxConnectionsPerAddress);
  log = app.log;

  const outbox = createOutboxWorker({ storage, notifiers, config: config.outbox, logger: app.log });
  const runPurge = async (onceWithinMs?: number): Promise<number | null> => {
    // RETENTION_DAYS=0 keeps every enquiry, but spent rate-limit counters (hashed addresses) still go.
    const cutoff = config.retentionDays <= 0 ? null : new Date(Date.now() - config.retentionDays * DAY_MS).toISOString();
    const deleted = await storage.purgeBefore(cutoff, { onceWithinMs });
    if (deleted !== null && deleted > 0) app.log.info({ deleted, retentionDays: config.retentionDays }, 'retention purge');
    return deleted;
  };
  app.decorate('receiver', { config, storage, outbox, site, purge: () => runPurge() });

  const purgeWhenDue = (): void => {
    runPurge(PURGE_EVERY_MS).catch((error: unknown) => {
      // A busy or unreachable database must not stop the receiver; the next check tries again.
      app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'retention purge failed');
    });
  };
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeWhenDue();
    purgeTimer = setInterval(purgeWhenDue, PURGE_CHECK_INTERVAL_MS);
    purgeTimer.unref();
    outbox.start();
    if (site) void site.precompress();
  });
  // Runs after in-flight requests have finished (Fastify closes the server first).
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await outbox.stop();
    await storage.close();
  });

  // Once shutdown starts, each finished response also closes its keep-alive connection, so
  // server.close() is not left waiting for idle browser connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    applySecurityHeaders(request, reply);
    return payload;
  });

  /**
   * Where a form post's visitor may be sent, for this request; null when its Host is unusable. A
   * Host the receiver does not know (a refused post) is never linked to.
   */
  const scopeFor = (request: FastifyRequest): RedirectScope | null => {
    const own = requestOrigin(request);
    if (own === null) return null;
    return redirectScope(config, isKnownOrigin(known, own) ? own : null, site !== null);
  };
  /** The form's page, from the page_url it carried (when the body was read) and the Referer. */
  const formPages = (request: FastifyRequest, pageUrl = stringField(request.body, 'page_url')): (string | undefined)[] =>
    formPageCandidates(requestOrigin(request), pageUrl, request.headers.referer);

  /** An HTML page for a browser's form post, the JSON body otherwise. */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: FormPageStatus,
    json: Record<string, unknown>,
    page: Omit<FormPageInput, 'status' | 'backHref'> = {},
  ): FastifyReply => {
    reply.header('cache-control', 'no-store');
    if (!wantsHtml(request)) return reply.code(status).send(json);
    const scope = scopeFor(request);
    const backHref = scope ? backUrl(scope, formPages(request)) : '/';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderFormPage({ ...page, status, backHref }));
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (storage.isTemporaryFailure(error)) {
      const code = storage.kind === 'sqlite' ? 'database_busy' : 'database_unavailable';
      request.log.warn({ code }, 'database busy or out of reach; request refused with 503');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return refuse(request, reply, 503, { error: code });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal_error' });
    }
    const json = { error: errorCode(error, status) };
    if (status === 400 || status === 403 || status === 413 || status === 415 || status === 429) {
      const retryAfter = Number(reply.getHeader('retry-after'));
      return refuse(request, reply, status, json, Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {});
    }
    return reply.code(status).send(json);
  });

  const notFound = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && !pathOnly(request.url).startsWith('/api/')) return sendNotFound(site, request, reply);
    return reply.code(404).send({ error: 'not_found' });
  };
  app.setNotFoundHandler(notFound);

  void app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  if (config.rateLimit.max > 0) {
    const shared = storage.countRequest;
    void app.register(rateLimit, {
      global: false,
      // Replicas share PostgreSQL's counter. If the database cannot count, the post goes on and
      // meets the same outage when it is stored (503), rather than failing here as a 500.
      ...(shared === null ? {} : { store: sharedRateLimitStore(shared, salt), skipOnError: true }),
    });
  }

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // SQLite: probes the write lock without waiting for it. PostgreSQL: one query, bounded by the
    // connection and query timeouts, so an unreachable database answers 503 rather than hanging.
    const state = await storage.state();
    if (state === 'ok') return { status: 'ok' };
    reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    return reply.code(503).send({ status: state });
  });

  void app.register(
    async (api) => {
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
      // Browsers send text/plain cross-origin without a preflight; refusing it early (415) leaves
      // the enquiry form's own encodings, JSON and url-encoded, as the only ones read.
      api.removeContentTypeParser('text/plain');
      api.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
        done(null, parseFormBody(typeof body === 'string' ? body : body.toString('utf8')));
      });

      const path = ENQUIRY_ENDPOINT.slice('/api'.length);
      api.route({
        method: 'POST',
        url: path,
        bodyLimit: BODY_LIMIT,
        config:
          config.rateLimit.max > 0
            ? { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs, keyGenerator: (request: FastifyRequest) => clientAddressKey(request.ip) } }
            : {},
        onRequest: async (request, reply) => {
          // Only posts addressed to an origin the receiver knows (see origins.ts: DNS rebinding).
          const own = requestOrigin(request);
          if (own === null || !isKnownOrigin(known, own)) return refuse(request, reply, 403, { error: 'host_not_allowed' });
          // A cross-origin post must come from a listed origin; scheme and port count.
          const origin = request.headers.origin;
          if (origin !== undefined && !allowed.has(origin) && origin !== own) return refuse(request, reply, 403, { error: 'origin_not_allowed' });
          return undefined;
        },
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const type = mediaType(request.headers['content-type']);
          if (type !== JSON_TYPE && type !== FORM_TYPE) return refuse(request, reply, 415, { error: 'unsupported_media_type' });
          const isForm = type === FORM_TYPE;

          const parsed = parseEnquiry(request.body);
          if (!parsed.ok) {
            // Echoed on the error page so nothing typed is lost, without the characters it would strip.
            const body = request.body;
            const line = (name: string): string | undefined => {
              const value = stringField(body, name);
              return value === undefined ? undefined : stripUnsafeOneLine(value);
            };
            const message = stringField(body, 'message');
            const values = { name: line('name'), email: line('email'), phone: line('phone'), message: message === undefined ? undefined : stripUnsafeMultiline(message) };
            return refuse(request, reply, 400, { error: 'invalid_enquiry', fields: parsed.fields }, { fields: parsed.fields, values });
          }

          /** A form post is sent on to its page's thank-you page; JSON gets the id. */
          const accepted = (id: string): FastifyReply => {
            const scope = isForm ? scopeFor(request) : null;
            if (scope)
              return reply
                .code(303)
                .header('location', thankYouUrl(scope, formPages(request, parsed.enquiry.page_url)))
                .send();
            return reply.code(201).send({ id });
          };
          if (parsed.honeypot) {
            // Answered exactly like an accepted enquiry, so a bot cannot tell it was caught: after a
            // committed write of its own (a count), so the answer takes as long, and a database that
            // is busy or down gets the same 503 as a real post would.
            await storage.recordHoneypot();
            request.log.info('honeypot filled; enquiry dropped');
            return accepted(randomUUID());
          }

          const now = new Date();
          // page_url without click ids or unknown parameters, GPC honoured, a form post's Referer touch.
          const context = {
            form: isForm,
            referer: request.headers.referer,
            secGpc: request.headers['sec-gpc'],
            isSiteOrigin: (origin: string) => isKnownOrigin(known, origin),
          };
          const row = newStoredEnquiry(
            enquiryToStore(parsed.enquiry, context, now),
            { userAgent: request.headers['user-agent'] ?? '', ipHash: hashClientAddress(salt, request.ip) },
            now,
          );
          // Resolves once committed: a 201 or 303 is only ever sent for a stored enquiry.
          await storage.insertEnquiry(row, channels, Date.now());
          request.log.info({ enquiryId: row.id }, 'enquiry stored');
          outbox.kick();
          return accepted(row.id);
        },
      });
      api.route({
        method: ['GET', 'PUT', 'PATCH', 'DELETE'],
        url: path,
        handler: async (_request, reply) => reply.code(405).header('allow', 'POST, OPTIONS').send({ error: 'method_not_allowed' }),
      });
      api.setNotFoundHandler(notFound);
    },
    { prefix: '/api' },
  );

  // The staff desk, only when DESK_* is configured; otherwise /desk/ is an unknown path like any other.
  if (config.desk) void app.register(deskPlugin, { prefix: '/desk', desk: config.desk, storage, siteOrigin: config.siteOrigin });

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
