/**
 * What the receiver and the operator CLI need from a database, whichever one holds the data:
 * SQLite (a file in DATA_DIR, the default) or PostgreSQL (DATABASE_URL, for replicas). Both
 * implementations pass the same tests (tests/server/storage-contract.test.ts). Every method is
 * async so that the same code drives either; SQLite's answers are simply ready at once.
 */
import type { Channel, StoredEnquiry } from '../enquiries';
import type { DeskReport, DeskReportRange } from './desk-report';

/** The key in `meta` that records when the retention purge last ran (both storages). */
export const RETENTION_LAST_RUN_KEY = 'retention_last_run';
/** The key in `meta` counting posts caught by the honeypot (both storages). */
export const HONEYPOT_COUNT_KEY = 'honeypot_caught';

export type DatabaseState = 'ok' | 'busy' | 'unavailable';

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface OutboxRow {
  id: number;
  enquiry_id: string;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** A notification a worker has leased and must now send. */
export type ClaimedNotification = Pick<OutboxRow, 'id' | 'enquiry_id' | 'channel' | 'attempts'>;

export interface ClaimRequest {
  owner: string;
  /** Epoch ms; the lease ends then, and another worker may claim the row. */
  leaseUntil: number;
  now: number;
  limit: number;
  channels: readonly Channel[];
}

/** A window counter for the rate limit: how many requests `key` made in the current window. */
export interface RateCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Where an enquiry stands at the desk; an enquiry nobody has touched is New. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

/** The desk's inbox query. Source and campaign are those of the last touch (the first when there is no last), as in the CLI's report. */
export interface DeskQuery {
  /** Matched, case-insensitively, anywhere in the name, e-mail or message. */
  search?: string;
  status?: EnquiryStatus;
  /** touchSource(): utm_source, else the click id's platform, else the referrer, else "(direct)". */
  source?: string;
  /** utm_campaign, or "(none)". */
  campaign?: string;
  /** ISO, inclusive. */
  from?: string;
  /** ISO, exclusive. */
  to?: string;
  limit: number;
  offset: number;
}

export interface DeskListItem {
  id: string;
  created_at: string;
  name: string;
  email: string;
  status: EnquiryStatus;
  source: string;
  campaign: string;
}

export interface DeskNote {
  id: number;
  body: string;
  author: string;
  created_at: string;
}

export interface DeskHistoryEntry {
  at: string;
  actor: string;
  action: 'status' | 'note';
  /** The status before, for a status change. */
  previous: EnquiryStatus | null;
  /** The new status, or the note's text. */
  detail: string;
}

export interface DeskEnquiry {
  enquiry: StoredEnquiry;
  status: EnquiryStatus;
  outbox: OutboxRow[];
  notes: DeskNote[];
  /** Oldest first. */
  history: DeskHistoryEntry[];
}

/** Who changes an enquiry, and when (ISO). */
export interface DeskActor {
  email: string;
  at: string;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the data lives, for log lines; never a password. */
  readonly location: string;

  /** Stores an enquiry and the notifications owed for it in one transaction. */
  insertEnquiry(enquiry: StoredEnquiry, channels: readonly Channel[], nowMs: number): Promise<void>;
  getEnquiry(id: string): Promise<StoredEnquiry | undefined>;
  /** Oldest first, as staff work through them. */
  listEnquiries(options?: { since?: string; limit?: number }): Promise<StoredEnquiry[]>;
  countEnquiries(): Promise<number>;

  /**
   * Deletes enquiries (and their notifications) created before `cutoff` (ISO; null deletes none,
   * for RETENTION_DAYS=0), and spent rate-limit counters. With `onceWithinMs` it runs only if no
   * process sharing this database ran it that recently, so that replicas purge once per cluster;
   * it then resolves to null when skipped.
   */
  purgeBefore(cutoff: string | null, options?: { onceWithinMs?: number; now?: number }): Promise<number | null>;

  /** Leases up to `limit` due notifications to `owner`; no two workers get the same row. */
  claimNotifications(request: ClaimRequest): Promise<ClaimedNotification[]>;
  /** False when the lease was lost (expired and taken by another worker) before this. */
  markDelivered(id: number, owner: string, deliveredAt: string): Promise<boolean>;
  markFailed(id: number, owner: string, failure: { nextAttemptAt: number; error: string; maxAttempts: number }): Promise<void>;
  listOutbox(status?: OutboxStatus): Promise<OutboxRow[]>;
  /** Gives notifications that ran out of attempts a fresh set, due at `now`. */
  retryFailed(now: number): Promise<number>;

  /** The desk's inbox: newest first, filtered, one page of it, with the number of matches. */
  searchEnquiries(query: DeskQuery): Promise<{ rows: DeskListItem[]; total: number }>;
  /** One enquiry with its status, notifications, notes and history. */
  getDeskEnquiry(id: string): Promise<DeskEnquiry | undefined>;
  /** Sets the status and records it in the audit trail; false when there is no such enquiry. Setting the current status again records nothing. */
  setStatus(id: string, status: EnquiryStatus, actor: DeskActor): Promise<boolean>;
  /** Adds a note and records it in the audit trail; false when there is no such enquiry. */
  addNote(id: string, body: string, actor: DeskActor): Promise<boolean>;
  /** Every status other than New, by enquiry id (for the export). */
  listStatuses(): Promise<Map<string, EnquiryStatus>>;
  /** Records a desk session as signed out, and forgets those ended before `forgetBefore` (ISO). */
  endDeskSession(id: string, endedAt: string, forgetBefore: string): Promise<void>;
  isDeskSessionEnded(id: string): Promise<boolean>;
  /** Enquiries per week by source and campaign, and the won rate by campaign, in a date range. */
  deskReport(range: DeskReportRange): Promise<DeskReport>;
  /**
   * Counts a post caught by the honeypot (`honeypot_caught` in meta). One committed write, as
   * storing an enquiry is, so that a caught bot waits as long and meets the same outage (503) as
   * a real post: neither the time nor the status of the answer tells it that it was caught.
   */
  recordHoneypot(): Promise<void>;

  /** The configured salt, or one generated on first run and kept in the database. */
  ipHashSalt(configured: string | undefined): Promise<string>;
  /**
   * Counts a request for the rate limit. Null when this storage keeps no shared counter (SQLite:
   * one process, so the limiter's own memory is the truth).
   */
  countRequest: ((key: string, windowMs: number, now: number) => Promise<RateCount>) | null;

  /** Whether an enquiry could be stored right now; never waits long. */
  state(): Promise<DatabaseState>;
  /**
   * True for errors that say the database cannot be reached or is busy for now, which the
   * receiver answers with 503 and Retry-After: the enquiry was not stored and a retry can succeed.
   */
  isTemporaryFailure(error: unknown): boolean;
  close(): Promise<void>;
}
