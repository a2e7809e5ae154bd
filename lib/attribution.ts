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
 * Keep this module free of dependencies: the form and the receiver import it, and its recorder runs
 * inline in every page's head (attributionHeadScript). The receiver imports it too, so it never
 * reaches for the browser's globals: the page passes its `window` (ARCHITECTURE.md, Layers); only
 * the head script's one call line names `window`. The receiver enforces the same
 * caps (lib/enquiry/schema.ts), and values are cut to them here, so a long tag can never make an
 * enquiry fail.
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

/** True when the browser sends the Global Privacy Control signal. */
export function privacySignal(nav: Navigator | undefined): boolean {
  return nav?.globalPrivacyControl === true;
}

/** The rules the recorder follows, as plain data: they are written into the head script as JSON. */
interface AttributionRules {
  utm: readonly string[];
  clickIds: readonly string[];
  /** Also the list of keys a touch may hold (TOUCH_KEYS, in order). */
  limits: Readonly<Record<TouchKey, number>>;
  maxAgeMs: number;
  storageKey: string;
}

const RULES: AttributionRules = {
  utm: UTM_KEYS,
  clickIds: CLICK_ID_KEYS,
  limits: ATTRIBUTION_LIMITS,
  maxAgeMs: MAX_AGE_MS,
  storageKey: ATTRIBUTION_STORAGE_KEY,
};

/**
 * The whole recorder: what a page load is worth, how a stored record is read back, and the capture.
 * It is the single source of the rules for both places they run: this module's exports below (the
 * form reads with them, tests exercise them) and the inline head script (`attributionHeadScript`),
 * which is this very function serialised with toString(). So it must stay self-contained: it may
 * use only its argument and the browser's globals, never anything else of this module, and no
 * syntax a compiler would turn into a helper call. Comments stay outside it (they would ship).
 */
function attributionRecorder(rules: AttributionRules) {
  function cap(key: TouchKey, value: string): string {
    return value.slice(0, rules.limits[key]);
  }

  function referrerHost(referrer: string, ownHost: string): string {
    try {
      const url = new URL(referrer);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
      return url.hostname === ownHost ? '' : cap('referrer_host', url.hostname);
    } catch {
      return '';
    }
  }

  function touchFromLanding(href: string, referrer: string, now: Date, withClickIds = true): Touch | null {
    const url = new URL(href);
    const touch: Touch = { landing_path: cap('landing_path', url.pathname), at: now.toISOString() };
    let tagged = false;
    for (const key of rules.utm.concat(rules.clickIds) as TouchKey[]) {
      const value = url.searchParams.get(key)?.trim();
      if (!value) continue;
      tagged = true;
      if (withClickIds || rules.clickIds.indexOf(key) < 0) touch[key] = cap(key, value);
    }
    const host = referrerHost(referrer, url.hostname);
    if (host) touch.referrer_host = host;
    return tagged || host ? touch : null;
  }

  function cleanTouch(value: unknown): Touch | null {
    if (typeof value !== 'object' || value === null) return null;
    const source = value as Record<string, unknown>;
    const touch: Partial<Record<TouchKey, string>> = {};
    for (const key of Object.keys(rules.limits) as TouchKey[]) {
      const field = source[key];
      if (typeof field === 'string' && field !== '') touch[key] = cap(key, field);
    }
    const path = touch.landing_path;
    const at = touch.at;
    if (!path?.startsWith('/') || at === undefined || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) || isNaN(Date.parse(at))) return null;
    return touch as Touch;
  }

  function isFresh(touch: Touch, now: Date): boolean {
    return now.getTime() - Date.parse(touch.at) <= rules.maxAgeMs;
  }

  function parseStored(text: string | null, now: Date): Attribution | null {
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

  function store(win: Window): Storage | null {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  }

  function read(win: Window, now: Date): Attribution | null {
    try {
      const storage = store(win);
      if (!storage) return null;
      const attribution = parseStored(storage.getItem(rules.storageKey), now);
      if (!attribution) storage.removeItem(rules.storageKey);
      return attribution;
    } catch {
      return null;
    }
  }

  function capture(win: Window, now: Date): Attribution | null {
    try {
      const touch = touchFromLanding(win.location.href, win.document.referrer, now, win.navigator.globalPrivacyControl !== true);
      if (!touch) return null;
      const storage = store(win);
      if (!storage) return null;
      const previous = read(win, now);
      const attribution: Attribution = { first: previous ? previous.first : touch, last: touch };
      storage.setItem(rules.storageKey, JSON.stringify(attribution));
      return attribution;
    } catch {
      return null;
    }
  }

  return { referrerHost, touchFromLanding, parseStored, read, capture };
}

const recorder = attributionRecorder(RULES);

/** The referrer's host name, or '' when there is none or it is this site. */
export const referrerHost: (referrer: string, ownHost: string) => string = recorder.referrerHost;

/**
 * The touch a page load makes, or null when it is not one. Under Global Privacy Control the ad
 * platforms' click ids are left out (the visit still counts, with its campaign fields).
 */
export const touchFromLanding: (href: string, referrer: string, now: Date, withClickIds?: boolean) => Touch | null = recorder.touchFromLanding;

/** The stored attribution without expired touches; an expired first touch gives way to the last. */
export const parseStoredAttribution: (text: string | null, now: Date) => Attribution | null = recorder.parseStored;

/** What the browser holds now, for an enquiry; null when nothing (or storage is unavailable). */
export function readAttribution(win: Window, now: Date = new Date()): Attribution | null {
  return recorder.read(win, now);
}

/**
 * Records this page load when it is a touch. Never throws: a page must work without storage
 * (blocked storage in private modes, sandboxed frames, a full quota: nothing is kept). Pages do
 * not call it: the head script does the same, before any other script runs.
 */
export function captureAttribution(win: Window, now: Date = new Date()): Attribution | null {
  return recorder.capture(win, now);
}

/**
 * The inline `<script>` body every page carries in its head (components/layout/root-document.tsx):
 * the recorder above, serialised, run once on the page load. It runs during parsing, before the
 * page's own scripts are even started (they wait for the first paint, hydrate-after-paint.ts), so a
 * visitor who moves on before those run, or whose scripts fail, still leaves the touch behind. Its
 * SHA-256 joins each page's CSP with the page's other inline scripts (server/security-headers.ts).
 */
export function attributionHeadScript(): string {
  // "<" escaped so no value could close the element (none does; this keeps it so).
  const rules = JSON.stringify(RULES).replace(/</g, '\\u003c');
  const source = `(${attributionRecorder.toString()})(${rules}).capture(window,new Date())`;
  if (/<\/script|<!--/i.test(source)) throw new Error('the attribution head script would end its element early');
  return source;
}

/**
 * The page address as it is stored with an enquiry and handed to the live chat: origin and path
 * plus the UTM fields, nothing else. No click id (those are the attribution's, and go only without
 * Global Privacy Control), no other parameter (tracking links carry personal data such as
 * `email=`), no fragment. A value that is not a URL comes back unchanged (the schema refuses it).
 */
export function pageUrlForRecord(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  // Each kept field as the URL parser wrote it, so its encoding is not changed.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      const [entry] = new URLSearchParams(part);
      return entry !== undefined && (UTM_KEYS as readonly string[]).includes(entry[0]) && entry[1].trim() !== '';
    });
  return `${url.origin}${url.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}
