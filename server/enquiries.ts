/**
 * Writes and reads enquiries. An enquiry and the notifications owed for it are inserted in one
 * transaction, so a crash can never leave an enquiry nobody will be told about, nor a
 * notification for an enquiry that was not stored.
 */
import { createHmac, randomUUID } from 'node:crypto';

import { stripUnsafeOneLine } from '../lib/enquiry/characters';
import { isEnquiryPackage, type EnquiryPackage } from '../lib/enquiry/packages';
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
  /**
   * The publishing package the visitor chose; null (or absent) when none, as for rows stored before
   * migration 003. Optional so that code building a row by hand need not know of it.
   */
  package?: EnquiryPackage | null;
}

/** An enquiry as the database holds it: attribution is JSON text. */
export type EnquiryRow = Omit<StoredEnquiry, 'attribution' | 'package'> & { attribution: string | null; package: string | null };

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
  // A value that is not a known package (a row edited by hand) reads as none, like attribution.
  return { ...row, attribution: parseAttributionColumn(row.attribution), package: isEnquiryPackage(row.package) ? row.package : null };
}

/** Long enough for any real browser's string; a bot's 16 KiB header is not worth keeping. */
export const USER_AGENT_MAX_LENGTH = 512;

export function hashClientAddress(salt: string, address: string): string {
  return createHmac('sha256', salt).update(address).digest('hex');
}

/** The User-Agent as stored: one line without control (C0 and C1), bidi or zero-width characters, capped. */
export function truncateUserAgent(value: string | undefined): string {
  return stripUnsafeOneLine(value ?? '').slice(0, USER_AGENT_MAX_LENGTH);
}

/** The row stored for a validated enquiry: a fresh random id, the receipt time, the metadata. */
export function newStoredEnquiry(enquiry: Enquiry, meta: { userAgent: string; ipHash: string }, now: Date): StoredEnquiry {
  return {
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
    package: enquiry.package ?? null,
  };
}

/** The enquiry columns in insert order; the PostgreSQL storage uses the same list. */
export const ENQUIRY_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'message',
  'page_url',
  'user_agent',
  'ip_hash',
  'attribution',
  'package',
] as const satisfies readonly (keyof EnquiryRow)[];

export function toRow(enquiry: StoredEnquiry): EnquiryRow {
  return { ...enquiry, attribution: enquiry.attribution === null ? null : JSON.stringify(enquiry.attribution), package: enquiry.package ?? null };
}

/** SQLite: the enquiry and one outbox row per channel, in one transaction. */
export function insertEnquiryRows(db: Db, enquiry: StoredEnquiry, channels: readonly Channel[], nowMs: number): void {
  const insertEnquiry = db.prepare<EnquiryRow>(
    `INSERT INTO enquiries (${ENQUIRY_COLUMNS.join(', ')}) VALUES (${ENQUIRY_COLUMNS.map((column) => `@${column}`).join(', ')})`,
  );
  const insertOutbox = db.prepare<[string, Channel, number, string]>('INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    insertEnquiry.run(toRow(enquiry));
    for (const channel of channels) insertOutbox.run(enquiry.id, channel, nowMs, enquiry.created_at);
  })();
}
