/**
 * The staff desk at /desk/: a Fastify plugin, registered by buildServer only when DESK_* is
 * configured. Its hooks (sign-in check, CSRF, CSP, no-store) are encapsulated and never touch the
 * rest of the receiver; the receiver's own onSend hook adds the common security headers.
 *
 * Pages are server-rendered HTML (views.ts) with one small script; the data endpoints under
 * /desk/api/ answer JSON, 401 without a session.
 */
import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import cookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { landingRoutes } from '../../lib/enquiry/landing-routing';
import { csvCell } from '../export';
import { FORM_TYPE, parseFormBody, stringField } from '../form-post';
import { requestOrigin } from '../origins';
import { MAX_REPORT_WEEKS, type DeskReport } from '../storage/desk-report';
import { isEnquiryStatus, type DeskQuery, type Storage } from '../storage/types';
import { isAllowedEmail, type DeskConfig } from './config';
import { html } from './html';
import { createOidc, type Oidc } from './oidc';
import {
  cookieNames,
  createSealer,
  MAX_SESSION_MS,
  newCsrfToken,
  newSessionId,
  readPendingSignIn,
  readSession,
  SIGN_IN_MS,
  TOUCH_EVERY_MS,
  type DeskSession,
  type PendingSignIn,
} from './session';
import { enquiryPage, inboxPage, linksPage, messagePage, reportPage, UTM_FIELDS, type InboxFilters, type Viewer } from './views';

export const DESK_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
export const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;
const NOTE_MAX_LENGTH = 4000;
const BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DeskOptions {
  desk: DeskConfig;
  storage: Storage;
  /** The public site's origin, for the link builder; the request's own origin when null. */
  siteOrigin: string | null;
  /** Replaced in tests only, to reach a provider started by the test. */
  oidc?: Oidc;
}

declare module 'fastify' {
  interface FastifyRequest {
    deskSession: DeskSession | null;
  }
  interface FastifyContextConfig {
    /** Desk routes reachable without a session (sign-in callback, assets, signed-out page). */
    deskPublic?: boolean;
  }
}

const ASSETS: Readonly<Record<string, { file: string; type: string }>> = {
  'desk.css': { file: 'desk.css', type: 'text/css; charset=utf-8' },
  'desk.js': { file: 'desk.js', type: 'text/javascript; charset=utf-8' },
};

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** A place under /desk/ to come back to after signing in; anything else is the inbox. */
function safeReturnTo(url: string): string {
  return url.startsWith('/desk/') && !url.startsWith('/desk//') && !/[\\\s]/.test(url) && url.length < 2000 ? url : '/desk/';
}

function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function dateOrEmpty(value: unknown): string {
  return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
}

function textParam(value: unknown, max = 200): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString();
}

function inboxFilters(query: unknown): { filters: InboxFilters; page: number } {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const status = q.status;
  const page = typeof q.page === 'string' && /^\d{1,6}$/.test(q.page) ? Math.max(1, Number(q.page)) : 1;
  return {
    page,
    filters: {
      search: textParam(q.search),
      status: isEnquiryStatus(status) ? status : '',
      source: textParam(q.source),
      campaign: textParam(q.campaign),
      from: dateOrEmpty(q.from),
      to: dateOrEmpty(q.to),
    },
  };
}

function deskQuery(filters: InboxFilters, page: number): DeskQuery {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.campaign ? { campaign: filters.campaign } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00.000Z` } : {}),
    ...(filters.to ? { to: nextDay(filters.to) } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

/** The report's range: valid dates in order, at most MAX_REPORT_WEEKS long; the last twelve weeks by default. */
export function reportRange(query: unknown, now: number): { from: string; to: string } {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const today = new Date(now).toISOString().slice(0, 10);
  let to = dateOrEmpty(q.to) || today;
  let from = dateOrEmpty(q.from) || new Date(Date.parse(`${to}T00:00:00Z`) - 83 * DAY_MS).toISOString().slice(0, 10);
  if (from > to) [from, to] = [to, from];
  const earliest = new Date(Date.parse(`${to}T00:00:00Z`) - (MAX_REPORT_WEEKS * 7 - 7) * DAY_MS).toISOString().slice(0, 10);
  if (from < earliest) from = earliest;
  return { from, to };
}

/** The report as CSV, every text cell through the CLI's formula guard (csvCell). */
export function deskReportCsv(report: DeskReport): string {
  const lines = ['dimension,value,week_start,enquiries,won,won_rate'];
  for (const [dimension, series] of [
    ['source', report.bySource],
    ['campaign', report.byCampaign],
  ] as const) {
    for (const item of series) {
      item.counts.forEach((count, index) => lines.push([dimension, csvCell(item.value), report.weeks[index] ?? '', String(count), '', ''].join(',')));
    }
  }
  for (const row of report.wonByCampaign) lines.push(['campaign_total', csvCell(row.campaign), '', String(row.total), String(row.won), row.rate.toFixed(4)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export async function deskPlugin(app: FastifyInstance, options: DeskOptions): Promise<void> {
  const { desk, storage } = options;
  const sealer = createSealer(desk.sessionSecret);
  const oidc = options.oidc ?? createOidc(desk);
  const assetDir = path.join(__dirname, 'assets');
  const assets = new Map(Object.entries(ASSETS).map(([name, asset]) => [name, { type: asset.type, body: fs.readFileSync(path.join(assetDir, asset.file)) }]));

  await app.register(cookie);
  app.decorateRequest('deskSession', null);
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, parseFormBody(typeof body === 'string' ? body : body.toString('utf8')));
  });

  // Behind a TLS proxy without TRUST_PROXY the receiver sees http: an https site still gets Secure, __Host- cookies.
  const httpsSite = (options.siteOrigin ?? '').startsWith('https:');
  const secure = (request: FastifyRequest): boolean => httpsSite || request.protocol === 'https';
  const cookieOptions = (request: FastifyRequest) => ({ httpOnly: true, sameSite: 'lax' as const, secure: secure(request), path: '/' });
  const viewerOf = (request: FastifyRequest): Viewer | null => (request.deskSession ? { email: request.deskSession.email, csrf: request.deskSession.csrf } : null);
  const isApi = (request: FastifyRequest): boolean => pathOf(request.url).startsWith('/desk/api/');
  const sendPage = (reply: FastifyReply, status: number, body: string): FastifyReply => reply.code(status).type('text/html; charset=utf-8').send(body);

  const beginSignIn = async (request: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<FastifyReply> => {
    const origin = requestOrigin(request);
    if (origin === null) return sendPage(reply, 400, messagePage('Bad request', 'The request named no usable host.'));
    let started;
    try {
      started = await oidc.start(`${origin}/desk/auth/callback`, safeReturnTo(returnTo), Date.now());
    } catch (error) {
      request.log.error({ err: error instanceof Error ? error.message : String(error) }, 'desk: the sign-in provider could not be reached');
      reply.header('retry-after', '30');
      return sendPage(reply, 503, messagePage('Sign-in unavailable', 'The sign-in provider cannot be reached right now. Try again in a minute.'));
    }
    const { url, pending } = started;
    reply.setCookie(cookieNames(secure(request)).signIn, sealer.seal('sign-in', pending), { ...cookieOptions(request), maxAge: SIGN_IN_MS / 1000 });
    return reply.code(302).header('location', url).send();
  };

  app.addHook('onRequest', async (request, reply) => {
    // Never compressed: a page that holds the session's CSRF token and echoes the query (search,
    // filters, link builder) must not let response sizes reveal the token (BREACH).
    delete request.headers['accept-encoding'];
    reply.header('content-security-policy', DESK_CSP);
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    const names = cookieNames(secure(request));
    const now = Date.now();
    const sealed = readSession(sealer, request.cookies[names.session], now, desk.idleTimeoutMs);
    // The allow list is checked on every request, so taking an address off it (and restarting) ends that person's sessions.
    const session = sealed !== null && isAllowedEmail(desk.allowedEmails, sealed.email) && !(await storage.isDeskSessionEnded(sealed.id)) ? sealed : null;
    request.deskSession = session;
    if (session !== null && now - session.lastSeenAt > TOUCH_EVERY_MS) {
      reply.setCookie(names.session, sealer.seal('session', { ...session, lastSeenAt: now }), cookieOptions(request));
    }
    if (request.routeOptions.config.deskPublic === true) return undefined;
    if (session === null) {
      // A cookie that no longer opens (expired, tampered, old secret) is removed.
      if (request.cookies[names.session] !== undefined) reply.clearCookie(names.session, cookieOptions(request));
      if (isApi(request)) return reply.code(401).send({ error: 'not_signed_in' });
      if (request.method === 'GET' || request.method === 'HEAD') return beginSignIn(request, reply, request.url);
      return sendPage(
        reply,
        401,
        messagePage(
          'Signed out',
          'Your session has ended, so nothing was changed. Sign in again and repeat the change.',
          null,
          html`<p><a href="/desk/">Sign in</a></p>`,
        ),
      );
    }
    return undefined;
  });

  // Every state-changing request carries the session's CSRF token, and comes from this origin.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
    const session = request.deskSession;
    const origin = request.headers.origin;
    const own = requestOrigin(request);
    const token = stringField(request.body, '_csrf');
    if (session === null || (origin !== undefined && origin !== own) || !sameToken(session.csrf, token)) {
      request.log.warn('desk: state-changing request without a valid CSRF token refused');
      if (isApi(request)) return reply.code(403).send({ error: 'csrf' });
      return sendPage(
        reply,
        403,
        messagePage('Not saved', 'This form had expired or did not come from the desk, so nothing was changed. Reload the page and try again.', viewerOf(request)),
      );
    }
    return undefined;
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', DESK_CSP);
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const temporary = storage.isTemporaryFailure(error);
    const status = temporary ? 503 : typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: temporary ? error.message : error }, 'desk request failed');
    if (isApi(request)) return reply.code(status).send({ error: status === 503 ? 'database_unavailable' : status >= 500 ? 'internal_error' : 'bad_request' });
    const message =
      status === 503
        ? 'The database is busy or out of reach. Try again in a moment.'
        : status >= 500
          ? 'Something went wrong on our side. Try again.'
          : 'The request could not be read.';
    return sendPage(reply, status, messagePage(status >= 500 ? 'Not available' : 'Bad request', message, viewerOf(request)));
  });
  app.setNotFoundHandler((request, reply) =>
    isApi(request)
      ? reply.code(404).send({ error: 'not_found' })
      : sendPage(reply, 404, messagePage('Not found', 'There is no such page on the desk.', viewerOf(request))),
  );

  app.get('/assets/:name', { config: { deskPublic: true } }, async (request, reply) => {
    const asset = assets.get((request.params as { name: string }).name);
    if (asset === undefined) return reply.code(404).send({ error: 'not_found' });
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });

  app.get('/auth/callback', { config: { deskPublic: true } }, async (request, reply) => {
    const names = cookieNames(secure(request));
    const pending: PendingSignIn | null = readPendingSignIn(sealer, request.cookies[names.signIn], Date.now());
    reply.clearCookie(names.signIn, cookieOptions(request));
    const origin = requestOrigin(request);
    const again = html`<p><a href="/desk/">Try again</a></p>`;
    if (pending === null || origin === null) {
      return sendPage(reply, 400, messagePage('Sign-in expired', 'This sign-in took too long or began in another browser. Start again.', null, again));
    }
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      return sendPage(reply, 403, messagePage('Not signed in', 'The sign-in provider did not sign you in.', null, again));
    }
    let identity;
    try {
      identity = await oidc.finish(new URL(request.url, origin), pending);
    } catch (error) {
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'desk: sign-in could not be verified');
      return sendPage(reply, 400, messagePage('Sign-in failed', 'The answer from the sign-in provider could not be verified. Start again.', null, again));
    }
    if (!identity.verified || !isAllowedEmail(desk.allowedEmails, identity.email)) {
      request.log.info('desk: sign-in refused for an address outside DESK_ALLOWED_EMAILS or unverified');
      const message = identity.verified
        ? `${identity.email} is not allowed to use the staff desk. Ask whoever runs the website to add the address to the desk's list.`
        : `Your sign-in provider has not verified the address ${identity.email || '(none given)'}, so it cannot be used for the staff desk.`;
      return sendPage(reply, 403, messagePage('Access denied', message));
    }
    const now = Date.now();
    const session: DeskSession = { id: newSessionId(), email: identity.email.toLowerCase(), csrf: newCsrfToken(), createdAt: now, lastSeenAt: now };
    reply.setCookie(names.session, sealer.seal('session', session), cookieOptions(request));
    request.log.info('desk: signed in');
    return reply.code(303).header('location', safeReturnTo(pending.returnTo)).send();
  });

  app.post('/auth/sign-out', async (request, reply) => {
    const session = request.deskSession;
    if (session !== null) {
      const now = Date.now();
      await storage.endDeskSession(session.id, new Date(now).toISOString(), new Date(now - MAX_SESSION_MS - 60_000).toISOString());
    }
    request.log.info('desk: signed out');
    reply.clearCookie(cookieNames(secure(request)).session, cookieOptions(request));
    return reply.code(303).header('location', '/desk/signed-out').send();
  });

  app.get('/signed-out', { config: { deskPublic: true } }, async (_request, reply) =>
    sendPage(reply, 200, messagePage('Signed out', 'You have signed out of the staff desk.', null, html`<p><a href="/desk/">Sign in again</a></p>`)),
  );

  const viewer = (request: FastifyRequest): Viewer => {
    const result = viewerOf(request);
    if (result === null) throw new Error('desk route reached without a session');
    return result;
  };

  app.get('/', async (request, reply) => {
    const { filters, page } = inboxFilters(request.query);
    const result = await storage.searchEnquiries(deskQuery(filters, page));
    return sendPage(reply, 200, inboxPage(viewer(request), filters, result, page, PAGE_SIZE));
  });

  app.get('/api/enquiries', async (request) => {
    const { filters, page } = inboxFilters(request.query);
    return { page, pageSize: PAGE_SIZE, ...(await storage.searchEnquiries(deskQuery(filters, page))) };
  });

  const enquiryId = (request: FastifyRequest): string | null => {
    const id = (request.params as { id: string }).id;
    return UUID.test(id) ? id.toLowerCase() : null;
  };

  app.get('/api/enquiries/:id', async (request, reply) => {
    const id = enquiryId(request);
    const detail = id === null ? undefined : await storage.getDeskEnquiry(id);
    return detail === undefined ? reply.code(404).send({ error: 'not_found' }) : detail;
  });

  app.get('/enquiries/:id', async (request, reply) => {
    const id = enquiryId(request);
    const detail = id === null ? undefined : await storage.getDeskEnquiry(id);
    if (detail === undefined)
      return sendPage(reply, 404, messagePage('Not found', 'There is no such enquiry (it may have been deleted by the retention purge).', viewerOf(request)));
    const saved = (request.query as Record<string, unknown>).saved;
    return sendPage(reply, 200, enquiryPage(viewer(request), detail, saved === 'status' || saved === 'note' ? saved : null));
  });

  app.post('/enquiries/:id/status', async (request, reply) => {
    const id = enquiryId(request);
    const status = stringField(request.body, 'status');
    if (!isEnquiryStatus(status)) return sendPage(reply, 400, messagePage('Not saved', 'Choose one of the statuses listed.', viewerOf(request)));
    const done = id !== null && (await storage.setStatus(id, status, { email: viewer(request).email, at: new Date().toISOString() }));
    if (!done) return sendPage(reply, 404, messagePage('Not found', 'There is no such enquiry.', viewerOf(request)));
    return reply.code(303).header('location', `/desk/enquiries/${id}?saved=status`).send();
  });

  app.post('/enquiries/:id/notes', async (request, reply) => {
    const id = enquiryId(request);
    const note = (stringField(request.body, 'note') ?? '').replace(/\r\n?/g, '\n').trim();
    if (note === '' || note.length > NOTE_MAX_LENGTH) {
      return sendPage(reply, 400, messagePage('Not saved', `A note needs some text, at most ${NOTE_MAX_LENGTH} characters.`, viewerOf(request)));
    }
    const done = id !== null && (await storage.addNote(id, note, { email: viewer(request).email, at: new Date().toISOString() }));
    if (!done) return sendPage(reply, 404, messagePage('Not found', 'There is no such enquiry.', viewerOf(request)));
    return reply.code(303).header('location', `/desk/enquiries/${id}?saved=note`).send();
  });

  const loadReport = async (request: FastifyRequest) => {
    const range = reportRange(request.query, Date.now());
    return { range, report: await storage.deskReport({ from: `${range.from}T00:00:00.000Z`, to: nextDay(range.to) }) };
  };

  app.get('/report', async (request, reply) => {
    const { range, report } = await loadReport(request);
    return sendPage(reply, 200, reportPage(viewer(request), report, range));
  });

  app.get('/report.csv', async (request, reply) => {
    const { range, report } = await loadReport(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="enquiries-${range.from}-to-${range.to}.csv"`)
      .send(deskReportCsv(report));
  });

  app.get('/api/report', async (request) => (await loadReport(request)).report);

  const landingPages = landingRoutes().map((route) => `${route.pagePrefix}/`);
  app.get('/links', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const origin = options.siteOrigin ?? requestOrigin(request) ?? '';
    const page = typeof q.page === 'string' && landingPages.includes(q.page) ? q.page : (landingPages[0] ?? '/');
    const values: Record<string, string> = {};
    const url = new URL(page, origin || `${request.protocol}://${request.host}`);
    for (const [name] of UTM_FIELDS) {
      values[name] = textParam(q[name]);
      if (values[name]) url.searchParams.set(name, values[name]);
    }
    return sendPage(reply, 200, linksPage(viewer(request), { origin: url.origin, pages: landingPages, page, values, url: url.href }));
  });
}
