/**
 * An enquiry's attribution (first and last touch, lib/attribution.ts) as staff see it: in the
 * notification e-mail, the webhook body, the CLI's list, export columns and the campaign report.
 */
import { CLICK_ID_KEYS, pageUrlForRecord, TOUCH_KEYS, type TouchKey } from '../lib/attribution';
import { stripUnsafeOneLine } from '../lib/enquiry/characters';
import { attributionSchema, type Enquiry, type StoredAttribution, type StoredTouch } from '../lib/enquiry/schema';
import type { StoredEnquiry } from './enquiries';
import { refererTouch } from './form-post';

/** What the receiver knows of a post besides its body. */
export interface PostContext {
  /** A url-encoded form post (no JavaScript ran, so it carries no attribution of its own). */
  form: boolean;
  /** The `Referer` header. */
  referer: string | undefined;
  /** The `Sec-GPC` header: `1` when the browser sends Global Privacy Control. */
  secGpc: string | string[] | undefined;
  /** Whether an origin is one of the site's (the post's own, or a configured one). */
  isSiteOrigin: (origin: string) => boolean;
}

/** True when the post says Global Privacy Control is on (https://privacycg.github.io/gpc-spec/: `Sec-GPC: 1`). */
export function sendsPrivacySignal(secGpc: string | string[] | undefined): boolean {
  return typeof secGpc === 'string' && secGpc.trim() === '1';
}

function withoutClickIds(touch: StoredTouch | undefined): StoredTouch | undefined {
  if (touch === undefined) return undefined;
  const kept = Object.fromEntries(Object.entries(touch).filter(([key]) => !(CLICK_ID_KEYS as readonly string[]).includes(key))) as StoredTouch;
  // Under GPC a touch known only by its click id says nothing any more.
  return Object.keys(kept).some((key) => key !== 'landing_path' && key !== 'at') ? kept : undefined;
}

/**
 * The enquiry as it is stored, whatever the client sent (the receiver is the trust boundary):
 * - `page_url` keeps its origin, path and UTM fields only (lib/attribution.ts pageUrlForRecord):
 *   no click id, no other parameter (tracking links carry e-mail addresses), no fragment;
 * - under Global Privacy Control (`Sec-GPC: 1`) no click id is kept in the attribution;
 * - a form posted without JavaScript, which carries no attribution, gets one last touch from its
 *   page's address (the Referer, form-post.ts refererTouch): the only attribution such a visit has.
 */
export function enquiryToStore(enquiry: Enquiry, context: PostContext, now: Date): Enquiry {
  const gpc = sendsPrivacySignal(context.secGpc);
  let attribution = enquiry.attribution ?? null;
  if (attribution === null && context.form) {
    const touch = refererTouch(context.referer, context.isSiteOrigin, now, !gpc);
    // Cleaned like any posted attribution (control characters, caps).
    const parsed = touch === null ? null : attributionSchema.safeParse({ last: touch });
    attribution = parsed?.success ? parsed.data : null;
  }
  if (attribution !== null && gpc) {
    const first = withoutClickIds(attribution.first);
    const last = withoutClickIds(attribution.last);
    attribution = first || last ? { ...(first ? { first } : {}), ...(last ? { last } : {}) } : null;
  }
  return { ...enquiry, page_url: pageUrlForRecord(enquiry.page_url), attribution };
}

export const TOUCHES = ['first', 'last'] as const;
export type TouchName = (typeof TOUCHES)[number];

/** Export columns: first_utm_source … first_at, then last_utm_source … last_at. */
export const ATTRIBUTION_COLUMNS = TOUCHES.flatMap((touch) => TOUCH_KEYS.map((key) => `${touch}_${key}` as const));
export type AttributionColumn = (typeof ATTRIBUTION_COLUMNS)[number];

/** The stored attribution with unsafe characters stripped (covers rows from before the receiver stripped them). */
export function forwardableAttribution(attribution: StoredAttribution | null): StoredAttribution | null {
  if (attribution === null) return null;
  const clean = (touch: StoredTouch | undefined): StoredTouch | undefined =>
    touch === undefined ? undefined : (Object.fromEntries(Object.entries(touch).map(([key, value]) => [key, stripUnsafeOneLine(value)])) as StoredTouch);
  const first = clean(attribution.first);
  const last = clean(attribution.last);
  return { ...(first ? { first } : {}), ...(last ? { last } : {}) };
}

/** One touch on one line: `utm_source=google, gclid=abc, referrer example.com, landed on /lp/ at …`. */
export function describeTouch(touch: StoredTouch): string {
  const parts = TOUCH_KEYS.flatMap((key): string[] => {
    const value = touch[key];
    if (value === undefined) return [];
    if (key === 'referrer_host') return [`referrer ${value}`];
    if (key === 'landing_path') return [`landed on ${value}`];
    if (key === 'at') return [`at ${value}`];
    return [`${key}=${value}`];
  });
  return parts.join(', ');
}

/** The mail's attribution block; empty when the enquiry carried none. */
export function attributionMailLines(attribution: StoredAttribution | null): string[] {
  if (attribution === null) return [];
  const lines = TOUCHES.flatMap((name) => {
    const touch = attribution[name];
    return touch ? [`${name === 'first' ? 'First touch:' : 'Last touch: '} ${describeTouch(touch)}`] : [];
  });
  return lines.length === 0 ? [] : ['How the visitor found the site:', ...lines, ''];
}

/** The CSV cells of an enquiry's attribution, '' where a value is missing. */
export function attributionCells(attribution: StoredAttribution | null): Record<AttributionColumn, string> {
  const cells = {} as Record<AttributionColumn, string>;
  for (const name of TOUCHES) {
    for (const key of TOUCH_KEYS) cells[`${name}_${key}`] = attribution?.[name]?.[key] ?? '';
  }
  return cells;
}

const CLICK_ID_SOURCES: Readonly<Record<(typeof CLICK_ID_KEYS)[number], string>> = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  fbclid: 'facebook',
  msclkid: 'bing',
};

export const NONE = '(none)';
export const DIRECT = '(direct)';

/**
 * Where a touch came from: utm_source when tagged; else the ad platform a click id belongs to;
 * else the referring host; an enquiry without attribution counts as "(direct)".
 */
export function touchSource(touch: StoredTouch | undefined): string {
  if (touch === undefined) return DIRECT;
  if (touch.utm_source) return touch.utm_source;
  for (const key of CLICK_ID_KEYS) if (touch[key]) return CLICK_ID_SOURCES[key];
  return touch.referrer_host ?? DIRECT;
}

export interface ReportRow {
  value: string;
  count: number;
}

export interface AttributionReport {
  since: string;
  touch: TouchName;
  total: number;
  /** Enquiries that carried no attribution at all (no-JS posts, direct visits). */
  without_attribution: number;
  by_source: ReportRow[];
  by_campaign: ReportRow[];
  by_landing_page: ReportRow[];
}

function countBy(rows: readonly StoredEnquiry[], pick: (row: StoredEnquiry) => string): ReportRow[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = pick(row);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  // Most enquiries first; ties in a stable, readable order.
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Counts enquiries by source, campaign and landing page of the chosen touch. */
export function buildReport(rows: readonly StoredEnquiry[], since: string, touch: TouchName): AttributionReport {
  const touchOf = (row: StoredEnquiry): StoredTouch | undefined => row.attribution?.[touch] ?? row.attribution?.[touch === 'first' ? 'last' : 'first'];
  const field = (key: TouchKey) => (row: StoredEnquiry) => touchOf(row)?.[key] ?? NONE;
  return {
    since,
    touch,
    total: rows.length,
    without_attribution: rows.filter((row) => row.attribution === null).length,
    by_source: countBy(rows, (row) => touchSource(touchOf(row))),
    by_campaign: countBy(rows, field('utm_campaign')),
    by_landing_page: countBy(rows, field('landing_path')),
  };
}

export const REPORT_SECTIONS = [
  ['by_source', 'source'],
  ['by_campaign', 'campaign'],
  ['by_landing_page', 'landing_page'],
] as const;
