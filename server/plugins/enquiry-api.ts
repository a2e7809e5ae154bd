/**
 * The enquiry API under /api: `POST /api/send-form` with its rate limit, origin checks, JSON and
 * url-encoded bodies, and the 403/400/415 form pages. Encapsulated: its CORS, content-type parsers
 * and rate limiter apply to these routes only.
 */
import { randomUUID } from 'node:crypto';

import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import { stripUnsafeMultiline, stripUnsafeOneLine } from '../../lib/enquiry/characters';
import { ENQUIRY_ENDPOINT } from '../../lib/enquiry/limits';
import { parseEnquiry } from '../../lib/enquiry/schema';
import { enquiryToStore } from '../attribution';
import { clientAddressKey } from '../client-address';
import type { ServerConfig } from '../config';
import { hashClientAddress, newStoredEnquiry } from '../enquiries';
import type { Channel } from '../enquiries';
import type { FormAnswers } from '../form-answers';
import { FORM_TYPE, JSON_TYPE, mediaType, parseFormBody, stringField } from '../form-post';
import { isKnownOrigin, requestOrigin, thankYouUrl } from '../origins';
import type { OutboxWorker } from '../outbox';
import type { Storage } from '../storage';

export interface EnquiryApiOptions {
  config: ServerConfig;
  storage: Storage;
  /** The origins the receiver answers for (see origins.ts). */
  known: ReadonlySet<string>;
  /** The salt for hashed client addresses. */
  salt: string;
  /** The notification channels that get an outbox row with each enquiry. */
  channels: Channel[];
  outbox: OutboxWorker;
  answers: FormAnswers;
  bodyLimit: number;
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
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

export async function enquiryApi(api: FastifyInstance, options: EnquiryApiOptions): Promise<void> {
  const { config, storage, known, salt, channels, outbox, bodyLimit, notFound } = options;
  const { refuse, scopeFor, formPages } = options.answers;
  if (config.rateLimit.max > 0) {
    const shared = storage.countRequest;
    await api.register(rateLimit, {
      global: false,
      // Replicas share PostgreSQL's counter. If the database cannot count, the post goes on and
      // meets the same outage when it is stored (503), rather than failing here as a 500.
      ...(shared === null ? {} : { store: sharedRateLimitStore(shared, salt), skipOnError: true }),
    });
  }

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
  api.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, parseFormBody(typeof body === 'string' ? body : body.toString('utf8')));
  });

  const path = ENQUIRY_ENDPOINT.slice('/api'.length);
  api.route({
    method: 'POST',
    url: path,
    bodyLimit,
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
}
