/**
 * The receiver as a Fastify instance, without listening: main.ts listens, tests listen on port 0.
 * `await buildServer(config)` opens the storage (SQLite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL; created and migrated on first run); the outbox worker and the retention purge start
 * when the instance is ready, and everything is closed by `app.close()`.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import { showUnsafeCharacters } from '../lib/enquiry/characters';
import { landingRoutes } from '../lib/enquiry/landing-routing';
import { clientAddressKey } from './client-address';
import type { ServerConfig, TrustProxy } from './config';
import { cmsAuthPlugin } from './cms';
import { deskPlugin } from './desk';
import type { Channel } from './enquiries';
import { createFormAnswers } from './form-answers';
import type { FormAnswers } from './form-answers';
import { knownOrigins } from './origins';
import { createOutboxWorker } from './outbox';
import type { OutboxWorker } from './outbox';
import { enquiryApi } from './plugins/enquiry-api';
import { createNotifiers, outboxWorker } from './plugins/outbox';
import { staticSite } from './plugins/static-site';
import { pathOnly } from './request-path';
import { ASSET_CSP, COMMON_SECURITY_HEADERS, createPageCsp, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { loadStaticSite, sendNotFound } from './static';
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

/** The app-wide error handler: a refused form post gets its form page, a busy database a 503. */
function errorHandler(storage: Storage, refuse: FormAnswers['refuse']): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (error, request, reply) => {
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
  };
}

/**
 * The receiver: shared setup (config, storage, logging, security headers, connection limits,
 * errors, healthz, the retention purge), then one plugin per thing it serves.
 */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const outDir = config.outDir !== null && fs.existsSync(config.outDir) ? config.outDir : null;
  // Idle pool connections fail when PostgreSQL restarts; that is logged, never fatal.
  let log: FastifyBaseLogger | null = null;
  const storage = await openStorage(config, {
    poolSize: config.databasePoolSize,
    onIdleError: (error) => log?.warn({ err: error.message }, 'database connection lost; the next query reconnects'),
  });
  const known = knownOrigins(config);

  const notifiers = createNotifiers(config, known);
  // Channels not configured get no outbox rows at all.
  const channels: Channel[] = notifiers.map((notifier) => notifier.channel);
  let salt: string;
  let site: StaticSite | null = null;
  try {
    salt = await storage.ipHashSalt(config.ipHashSalt);
    // Read now, so an unreadable LANDING_ROUTES_FILE stops the start, not the first form post.
    landingRoutes();
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
  });
  // Runs last, after the plugins' own onClose hooks (the outbox worker's among them).
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
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

  const answers = createFormAnswers(config, known, site !== null);
  app.setErrorHandler(errorHandler(storage, answers.refuse));
  const notFound = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && !pathOnly(request.url).startsWith('/api/')) return sendNotFound(site, request, reply);
    return reply.code(404).send({ error: 'not_found' });
  };
  app.setNotFoundHandler(notFound);

  void app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // SQLite: probes the write lock without waiting for it. PostgreSQL: one query, bounded by the
    // connection and query timeouts, so an unreachable database answers 503 rather than hanging.
    const state = await storage.state();
    if (state === 'ok') return { status: 'ok' };
    reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    return reply.code(503).send({ status: state });
  });

  // What the receiver serves: the CMS sign-in (only when CMS_OAUTH_* is configured), the enquiry API, the staff desk (only when DESK_* is configured;
  // otherwise /desk/ is an unknown path like any other), the exported site, and the outbox worker.
  void app.register(enquiryApi, { prefix: '/api', config, storage, known, salt, channels, outbox, answers, bodyLimit: BODY_LIMIT, notFound });
  if (config.cmsAuth) {
    const siteOrigins = [...new Set([...(config.siteOrigin === null ? [] : [config.siteOrigin]), ...config.allowedOrigins])];
    void app.register(cmsAuthPlugin, { prefix: '/api/cms', auth: config.cmsAuth, siteOrigins });
  }
  if (config.desk) void app.register(deskPlugin, { prefix: '/desk', desk: config.desk, storage, siteOrigin: config.siteOrigin });
  if (site) void app.register(staticSite, { site });
  void app.register(outboxWorker, { outbox });

  return app;
}
