/**
 * Staff notifications, delivered from the outbox table. The row is written with the enquiry, so a
 * failed or slow channel never loses an enquiry or delays the visitor's answer; this worker then
 * sends each row, retrying with exponential backoff until OUTBOX_MAX_ATTEMPTS, after which the row
 * stays `failed` for an operator (`npm run enquiries -- outbox`, `retry-failed`).
 *
 * Exactly-once, within reason: a row is claimed with a lease in a single UPDATE (SQLite serialises
 * writers; PostgreSQL skips rows another replica has locked), so two workers or replicas never
 * claim the same row, and it is marked delivered only by the worker holding the lease. A replica
 * that dies holding a lease leaves the row to whichever replica claims it after the lease expires. The one remaining gap, a crash between a successful send and the
 * mark, is narrowed for receivers by a stable Message-ID / Idempotency-Key per enquiry.
 */
import { createHmac, randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

import { stripUnsafeMultiline, stripUnsafeOneLine } from '../lib/enquiry/characters';
import { attributionMailLines, forwardableAttribution } from './attribution';
import { ENQUIRY_PACKAGE_NAMES, type EnquiryPackage } from '../lib/enquiry/packages';
import type { OutboxConfig, SmtpConfig, WebhookConfig } from './config';
import type { Channel, StoredEnquiry } from './enquiries';
import { isKnownOrigin } from './origins';
import type { ClaimedNotification, Storage } from './storage/types';

export interface Notifier {
  channel: Channel;
  send(enquiry: StoredEnquiry): Promise<void>;
  close?(): void;
}

/**
 * Makes a value safe for a mail header: no CR/LF (header injection), no other control, bidi or
 * zero-width characters, on one short line.
 */
export function sanitizeHeaderValue(value: string, maxLength = 78): string {
  const oneLine = stripUnsafeOneLine(value).replace(/\s+/g, ' ').trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
}

/**
 * The visitor's fields as they may be forwarded. The receiver strips unsafe characters before it
 * stores an enquiry; this covers rows stored before it did.
 */
export function forwardableFields(
  enquiry: StoredEnquiry,
): Pick<StoredEnquiry, 'name' | 'email' | 'phone' | 'message' | 'page_url' | 'attribution'> & { package: EnquiryPackage | null } {
  return {
    name: stripUnsafeOneLine(enquiry.name),
    email: stripUnsafeOneLine(enquiry.email),
    phone: stripUnsafeOneLine(enquiry.phone),
    message: stripUnsafeMultiline(enquiry.message),
    page_url: stripUnsafeOneLine(enquiry.page_url),
    attribution: forwardableAttribution(enquiry.attribution),
    // Stored only after validation against the known ids, and read back the same way (fromRow).
    package: enquiry.package ?? null,
  };
}

/**
 * The page line of the notification. A URL on one of the site's origins is shown as it is (mail
 * clients make it a link); any other is marked and defanged so that no client links it, since a
 * visitor chooses what page_url says.
 */
export function pageLine(pageUrl: string, siteOrigins: ReadonlySet<string>): string {
  let url: URL | null = null;
  try {
    url = new URL(pageUrl);
  } catch {
    // Not a URL at all (a row stored before the receiver checked): not this site either.
  }
  const ours =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && isKnownOrigin(siteOrigins, url.origin);
  if (ours) return pageUrl;
  return `(not this site) ${pageUrl.replace(/:\/\//, '[:]//').replace(/\./g, '[.]')}`;
}

function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

const SIMPLE_EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/**
 * The notification e-mail. Visitor data goes in the body; headers get only sanitised excerpts.
 * `siteOrigins` are the origins whose page URLs are shown as links (loopback always counts).
 */
export function buildNotificationMail(enquiry: StoredEnquiry, smtp: Pick<SmtpConfig, 'to' | 'from'>, siteOrigins: ReadonlySet<string> = new Set()): SendMailOptions {
  const fields = forwardableFields(enquiry);
  const name = sanitizeHeaderValue(fields.name, 60) || 'website visitor';
  const text = [
    'A new enquiry arrived through the website.',
    '',
    // One-line fields hold no line breaks (forwardableFields), so none can forge another line.
    `Name:     ${fields.name}`,
    `E-mail:   ${fields.email}`,
    `Phone:    ${fields.phone || '(not given)'}`,
    `Package:  ${fields.package ? ENQUIRY_PACKAGE_NAMES[fields.package] : '(not chosen)'}`,
    `Page:     ${pageLine(fields.page_url, siteOrigins)}`,
    `Received: ${enquiry.created_at}`,
    `Id:       ${enquiry.id}`,
    '',
    'Message:',
    fields.message,
    '',
    ...attributionMailLines(fields.attribution),
  ].join('\n');
  const replyAddress = sanitizeHeaderValue(fields.email, 254);
  return {
    from: smtp.from,
    to: smtp.to,
    subject: `New enquiry from ${name}`,
    // Only a well-formed address becomes Reply-To; the schema already demands one.
    replyTo: SIMPLE_EMAIL.test(replyAddress) ? { name, address: replyAddress } : undefined,
    // Stable per enquiry, so a mail client can fold the rare duplicate after a crash.
    messageId: `<enquiry-${enquiry.id}@${domainOf(smtp.from)}>`,
    headers: { 'X-Enquiry-Id': enquiry.id },
    text,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function createSmtpNotifier(smtp: SmtpConfig, timeoutMs: number, siteOrigins: ReadonlySet<string>): Notifier {
  const transport = createTransport({
    url: smtp.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    channel: 'smtp',
    async send(enquiry) {
      await transport.sendMail(buildNotificationMail(enquiry, smtp, siteOrigins));
    },
    close() {
      transport.close();
    },
  };
}

export function webhookBody(enquiry: StoredEnquiry): string {
  const { id, created_at } = enquiry;
  const fields = forwardableFields(enquiry);
  const { name, email, phone, message, page_url, attribution } = fields;
  // `package` is the id (ignite, rise, legacy) or null; a reserved word, so not destructured.
  return JSON.stringify({ event: 'enquiry.created', enquiry: { id, created_at, name, email, phone, message, page_url, package: fields.package, attribution } });
}

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function createWebhookNotifier(webhook: WebhookConfig, timeoutMs: number): Notifier {
  return {
    channel: 'webhook',
    async send(enquiry) {
      const body = webhookBody(enquiry);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'user-agent': 'enquiry-receiver',
        // Lets the receiving end drop the rare duplicate (crash after send, before marking).
        'idempotency-key': enquiry.id,
      };
      if (webhook.secret !== undefined) headers['x-signature-256'] = webhookSignature(webhook.secret, body);
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}

export type { OutboxRow } from './storage/types';

export interface OutboxWorker {
  /** Starts polling; also delivers anything already due. */
  start(): void;
  /** Asks for a pass soon, e.g. right after an enquiry is committed. */
  kick(): void;
  /** Runs one claim-and-deliver pass; resolves with the number of rows attempted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for deliveries under way. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  storage: Storage;
  notifiers: readonly Notifier[];
  config: OutboxConfig;
  logger: FastifyBaseLogger;
  /** Rows claimed per pass; each pass sends them concurrently. */
  batchSize?: number;
  now?: () => number;
  random?: () => number;
}

const MAX_ERROR_LENGTH = 500;

export function backoffDelay(attempts: number, config: Pick<OutboxConfig, 'retryBaseMs' | 'retryMaxMs'>, random: number): number {
  const exponential = config.retryBaseMs * 2 ** Math.max(0, attempts - 1);
  // ±20% jitter so that rows failing together do not retry in lockstep.
  return Math.round(Math.min(config.retryMaxMs, exponential) * (0.8 + 0.4 * random));
}

/**
 * Removes what may be credentials in any URL inside a message (`scheme://user:pass@`), up to the
 * last `@` before the next space, since a password may itself hold `/`, `:` or `@`.
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)\S*@/gi, '$1(credentials removed)@');
}

/** An error as it is logged and stored in last_error: short, and never with a URL's credentials. */
function errorMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return redactUrlCredentials(text).slice(0, MAX_ERROR_LENGTH);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { storage, config, logger } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const batchSize = options.batchSize ?? 10;
  const owner = randomUUID();
  const notifiers = new Map(options.notifiers.map((notifier) => [notifier.channel, notifier]));
  // Only rows for channels this process can send.
  const channels = [...notifiers.keys()];

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(row: ClaimedNotification): Promise<void> {
    const notifier = notifiers.get(row.channel);
    const enquiry = await storage.getEnquiry(row.enquiry_id);
    let failure: unknown;
    if (!notifier || !enquiry) {
      failure = new Error(notifier ? 'enquiry no longer stored' : `channel ${row.channel} not configured`);
    } else {
      let timeout: NodeJS.Timeout | undefined;
      try {
        // A backstop over the transports' own timeouts, so a hung send cannot outlive its lease.
        await Promise.race([
          notifier.send(enquiry),
          new Promise<never>((_, reject) => {
            timeout = setTimeout(() => reject(new Error('delivery timed out')), config.sendTimeoutMs);
          }),
        ]);
      } catch (error) {
        failure = error;
      } finally {
        clearTimeout(timeout);
      }
    }

    if (failure === undefined) {
      const recorded = await storage.markDelivered(row.id, owner, new Date(now()).toISOString());
      if (!recorded) logger.warn({ outboxId: row.id, channel: row.channel }, 'outbox lease lost before delivery was recorded');
      else logger.info({ outboxId: row.id, channel: row.channel, attempts: row.attempts }, 'notification delivered');
      return;
    }
    const next = now() + backoffDelay(row.attempts, config, random());
    await storage.markFailed(row.id, owner, { nextAttemptAt: next, error: errorMessage(failure), maxAttempts: config.maxAttempts });
    const final = row.attempts >= config.maxAttempts;
    logger[final ? 'error' : 'warn'](
      { outboxId: row.id, channel: row.channel, attempts: row.attempts, err: errorMessage(failure) },
      final ? 'notification failed for good; left for an operator' : 'notification failed; will retry',
    );
  }

  async function pass(): Promise<number> {
    const rows = await storage.claimNotifications({ owner, leaseUntil: now() + config.leaseMs, now: now(), limit: batchSize, channels });
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  async function loop(): Promise<void> {
    try {
      // Keep going while full batches come back, so a backlog drains without waiting for the poll.
      while (!stopped && (await pass()) === batchSize);
    } catch (error) {
      // A database error (say, disk full) must not kill the process; the next poll tries again.
      logger.error({ err: errorMessage(error) }, 'outbox pass failed');
    }
  }

  function kick(): void {
    if (stopped || channels.length === 0) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  return {
    start() {
      if (channels.length === 0 || timer) return;
      timer = setInterval(kick, config.pollMs);
      timer.unref();
      kick();
    },
    kick,
    async runOnce() {
      return pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // `running` may be replaced by a follow-up pass started in its finally; wait for all.
      while (running) await running;
      for (const notifier of notifiers.values()) notifier.close?.();
    },
  };
}
