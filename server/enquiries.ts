/**
 * Writes and reads enquiries. An enquiry and the notifications owed for it are inserted in one
 * transaction, so a crash can never leave an enquiry nobody will be told about, nor a
 * notification for an enquiry that was not stored.
 */
import { createHmac, randomUUID } from 'node:crypto';

import { attributionSchema, type Enquiry, type StoredAttribution } from '../lib/enquiry/schema';
import type { Db } from './db';

export type Channel = 'smtp' | 'webhook';

export interface StoredEnquiry {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  page_url: string;
  user_agent: string;
  ip_hash: string;
  /** First and last touch as validated on receipt; null when the enquiry carried none. */
  attribution: StoredAttribution | null;
}

/** An enquiry as the database holds it: attribution is JSON text. */
export type EnquiryRow = Omit<StoredEnquiry, 'attribution'> & { attribution: string | null };

/**
 * A stored attribution read back. It is checked again, so a row edited by hand (or damaged) reads
 * as no attribution rather than breaking a listing or a notification.
 */
export function parseAttributionColumn(text: string | null | undefined): StoredAttribution | null {
  if (text === null || text === undefined || text === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const result = attributionSchema.safeParse(data);
  return result.success ? result.data : null;
}

export function fromRow(row: EnquiryRow): StoredEnquiry {
  return { ...row, attribution: parseAttributionColumn(row.attribution) };
}

function toRow(enquiry: StoredEnquiry): EnquiryRow {
  return { ...enquiry, attribution: enquiry.attribution === null ? null : JSON.stringify(enquiry.attribution) };
}

/** Long enough for any real browser's string; a bot's 16 KiB header is not worth keeping. */
export const USER_AGENT_MAX_LENGTH = 512;

export function hashClientAddress(salt: string, address: string): string {
  return createHmac('sha256', salt).update(address).digest('hex');
}

export function truncateUserAgent(value: string | undefined): string {
  return (value ?? '').slice(0, USER_AGENT_MAX_LENGTH);
}

export interface EnquiryStore {
  /** Returns once the row (and its outbox rows) are committed. */
  insert(enquiry: Enquiry, meta: { userAgent: string; ipHash: string }, now?: Date): StoredEnquiry;
  get(id: string): StoredEnquiry | undefined;
  /** Deletes enquiries (and, by cascade, their outbox rows) older than `days`; 0 keeps all. */
  purgeOlderThan(days: number, now?: Date): number;
}

const DAY_MS = 86_400_000;

export function createEnquiryStore(db: Db, channels: readonly Channel[]): EnquiryStore {
  const insertEnquiry = db.prepare<EnquiryRow>(
    `INSERT INTO enquiries (id, created_at, name, email, phone, message, page_url, user_agent, ip_hash, attribution)
     VALUES (@id, @created_at, @name, @email, @phone, @message, @page_url, @user_agent, @ip_hash, @attribution)`,
  );
  const insertOutbox = db.prepare<[string, Channel, number, string]>(
    `INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`,
  );
  const selectOne = db.prepare<[string], EnquiryRow>('SELECT * FROM enquiries WHERE id = ?');
  const deleteOld = db.prepare<[string]>('DELETE FROM enquiries WHERE created_at < ?');

  const insertTx = db.transaction((row: StoredEnquiry, nowMs: number) => {
    insertEnquiry.run(toRow(row));
    for (const channel of channels) insertOutbox.run(row.id, channel, nowMs, row.created_at);
  });

  return {
    insert(enquiry, meta, now = new Date()) {
      const row: StoredEnquiry = {
        id: randomUUID(),
        created_at: now.toISOString(),
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
        page_url: enquiry.page_url,
        user_agent: truncateUserAgent(meta.userAgent),
        ip_hash: meta.ipHash,
        attribution: enquiry.attribution ?? null,
      };
      insertTx(row, now.getTime());
      return row;
    },
    get(id) {
      const row = selectOne.get(id);
      return row === undefined ? undefined : fromRow(row);
    },
    purgeOlderThan(days, now = new Date()) {
      if (days <= 0) return 0;
      const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
      return deleteOld.run(cutoff).changes;
    },
  };
}
