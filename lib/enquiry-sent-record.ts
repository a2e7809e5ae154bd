/**
 * What this tab remembers about enquiries it sent, so that Back to the page after a send shows
 * that the enquiry went through (with the option to send another) instead of an empty form, and
 * so that an advertising conversion is counted once per distinct enquiry, however often the same
 * one is sent again. Only a short fingerprint of each enquiry is kept, never what was typed, in
 * sessionStorage: it ends with the tab.
 */
export interface SentEnquiryFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const SENT_KEY = 'enquiry:sent';
/** Enough for any real visit; the oldest fingerprints give way first. */
const MAX_FINGERPRINTS = 20;

interface SentRecord {
  fingerprints: string[];
  lastSentAt: number;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Disabled storage (privacy modes): no note, and each send counts as it always did.
    return null;
  }
}

/** FNV-1a (32 bit) of the enquiry, case and spacing ignored: the same enquiry typed again matches. */
export function enquiryFingerprint(fields: SentEnquiryFields): string {
  const normalized = [fields.name, fields.email, fields.phone, fields.message].map((value) => value.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u0000');
  let hash = 0x811c9dc5;
  for (let index = 0; index < normalized.length; index += 1) {
    hash ^= normalized.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function readRecord(): SentRecord | null {
  const raw = store()?.getItem(SENT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SentRecord>;
    if (!Array.isArray(parsed.fingerprints) || typeof parsed.lastSentAt !== 'number') return null;
    return { fingerprints: parsed.fingerprints.filter((item): item is string => typeof item === 'string'), lastSentAt: parsed.lastSentAt };
  } catch {
    return null;
  }
}

/**
 * Records a successful send. True when this enquiry was not sent before in this tab, i.e. when it
 * is a new conversion.
 */
export function recordSentEnquiry(fields: SentEnquiryFields, now: number = Date.now()): boolean {
  const fingerprint = enquiryFingerprint(fields);
  const previous = readRecord();
  const isNew = !previous?.fingerprints.includes(fingerprint);
  const fingerprints = [...(previous?.fingerprints ?? []).filter((item) => item !== fingerprint), fingerprint].slice(-MAX_FINGERPRINTS);
  try {
    store()?.setItem(SENT_KEY, JSON.stringify({ fingerprints, lastSentAt: now } satisfies SentRecord));
  } catch {
    // A full or blocked store must never stop the visitor's navigation.
  }
  return isNew;
}

/** When this tab last sent an enquiry successfully (ms since the epoch), or null. */
export function lastEnquirySentAt(): number | null {
  return readRecord()?.lastSentAt ?? null;
}
