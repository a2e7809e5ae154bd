/**
 * Which ad or link brought a visitor, kept in the visitor's own browser (localStorage) and sent
 * only with an enquiry they choose to send. Nothing leaves the site for it.
 *
 * A touch is a page load whose address carries a UTM field or an ad click id, or whose referrer is
 * another site. Loading a page of this site from another of its pages, a reload with nothing new,
 * or typing the address in is not a touch, so browsing never overwrites the ad that brought the
 * visitor. The first touch is kept as it was; every later touch replaces the last one. A touch is
 * forgotten 90 days after it happened.
 *
 * Keep this module free of dependencies: it ships on every page. The receiver imports it too, so it
 * never reaches for the browser's globals: the page passes its `window` (ARCHITECTURE.md, Layers).
 * The receiver enforces the same caps (lib/enquiry/schema.ts), and values are cut to them here, so
 * a long tag can never make an enquiry fail.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;
export const TOUCH_KEYS = [...UTM_KEYS, ...CLICK_ID_KEYS, 'referrer_host', 'landing_path', 'at'] as const;

export type TouchKey = (typeof TOUCH_KEYS)[number];
export type Touch = Partial<Record<TouchKey, string>> & { landing_path: string; at: string };
export interface Attribution {
  first: Touch;
  last: Touch;
}

/** Longest value kept for each key, in characters (an ISO time is 24). */
export const ATTRIBUTION_LIMITS: Readonly<Record<TouchKey, number>> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 256,
  gbraid: 256,
  wbraid: 256,
  fbclid: 256,
  msclkid: 256,
  referrer_host: 253,
  landing_path: 512,
  at: 32,
};

export const ATTRIBUTION_MAX_AGE_DAYS = 90;
const MAX_AGE_MS = ATTRIBUTION_MAX_AGE_DAYS * 86_400_000;
export const ATTRIBUTION_STORAGE_KEY = 'hq:attribution';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://globalprivacycontrol.org); absent in most browsers. */
    globalPrivacyControl?: boolean;
  }
}

/** True when the browser sends the Global Privacy Control signal (`nav`: the browser's navigator, if any). */
export function privacySignal(nav: Navigator | undefined): boolean {
  return nav?.globalPrivacyControl === true;
}

function cap(key: TouchKey, value: string): string {
  return value.slice(0, ATTRIBUTION_LIMITS[key]);
}

/** The referrer's host name, or '' when there is none or it is this site. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname === ownHost ? '' : cap('referrer_host', url.hostname);
  } catch {
    return '';
  }
}

/**
 * The touch a page load makes, or null when it is not one. Under Global Privacy Control the ad
 * platforms' click ids are left out (the visit still counts, with its campaign fields).
 */
export function touchFromLanding(href: string, referrer: string, now: Date, withClickIds = true): Touch | null {
  const url = new URL(href);
  const touch: Touch = { landing_path: cap('landing_path', url.pathname), at: now.toISOString() };
  let tagged = false;
  for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) {
    const value = url.searchParams.get(key)?.trim();
    if (!value) continue;
    tagged = true;
    if (withClickIds || !(CLICK_ID_KEYS as readonly string[]).includes(key)) touch[key] = cap(key, value);
  }
  const host = referrerHost(referrer, url.hostname);
  if (host) touch.referrer_host = host;
  return tagged || host ? touch : null;
}

/** A stored touch with only known string keys, cut to their caps; null when it is unusable. */
function cleanTouch(value: unknown): Touch | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const touch: Partial<Record<TouchKey, string>> = {};
  for (const key of TOUCH_KEYS) {
    const field = source[key];
    if (typeof field === 'string' && field !== '') touch[key] = cap(key, field);
  }
  const { landing_path, at } = touch;
  // As the receiver demands: a path, and a time as toISOString writes it. Anything else was not
  // written by this code, and sending it would only get the enquiry refused.
  if (!landing_path?.startsWith('/') || at === undefined || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) || Number.isNaN(Date.parse(at))) return null;
  return { ...touch, landing_path, at };
}

function isFresh(touch: Touch, now: Date): boolean {
  const age = now.getTime() - Date.parse(touch.at);
  return age <= MAX_AGE_MS;
}

/** The stored attribution without expired touches; an expired first touch gives way to the last. */
export function parseStoredAttribution(text: string | null, now: Date): Attribution | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const first = cleanTouch(record.first);
  const last = cleanTouch(record.last);
  if (!last || !isFresh(last, now)) return null;
  return { first: first && isFresh(first, now) ? first : last, last };
}

function localStore(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): attribution is simply not kept.
    return null;
  }
}

/** What the browser holds now, for an enquiry; null when nothing (or storage is unavailable). */
export function readAttribution(win: Window, now: Date = new Date()): Attribution | null {
  try {
    const store = localStore(win);
    if (!store) return null;
    const attribution = parseStoredAttribution(store.getItem(ATTRIBUTION_STORAGE_KEY), now);
    if (!attribution) store.removeItem(ATTRIBUTION_STORAGE_KEY);
    return attribution;
  } catch {
    return null;
  }
}

/** Records this page load when it is a touch. Never throws: a page must work without storage. */
export function captureAttribution(win: Window, now: Date = new Date()): Attribution | null {
  try {
    const touch = touchFromLanding(win.location.href, win.document.referrer, now, !privacySignal(win.navigator));
    if (!touch) return null;
    const store = localStore(win);
    if (!store) return null;
    const previous = readAttribution(win, now);
    const attribution: Attribution = { first: previous?.first ?? touch, last: touch };
    store.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
    return attribution;
  } catch {
    return null;
  }
}
