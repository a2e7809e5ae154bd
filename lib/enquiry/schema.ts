/**
 * The receiver's validation of an enquiry. The numbers come from limits.ts so the browser form and
 * the server agree; the rules here are deliberately no stricter than what a browser lets through
 * (trimmed values, the WHATWG e-mail shape plus a dot in the domain), so a real visitor who passes
 * native validation never meets a 400. Control, bidi and zero-width characters are stripped first
 * (characters.ts), so a name made only of them is as blank as an empty one.
 */
import { z } from 'zod';

import { ATTRIBUTION_LIMITS, TOUCH_KEYS, type TouchKey } from '../attribution';
import { stripUnsafeMultiline, stripUnsafeOneLine } from './characters';
import { ENQUIRY_HONEYPOT_FIELD, ENQUIRY_LIMITS, PHONE_REGEX } from './limits';
import { ENQUIRY_PACKAGES, type EnquiryPackage } from './packages';

/**
 * The WHATWG "valid e-mail address" production (what `type=email` checks), with at least one dot
 * in the domain as EMAIL_HTML_PATTERN also demands.
 */
const EMAIL_REGEX = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmailShape(value: string): boolean {
  return EMAIL_REGEX.test(value);
}

/**
 * The page an enquiry was sent from, as it will be stored: the URL parser's own serialisation
 * (which drops tabs and line breaks and percent-encodes the rest), http or https only, and no
 * user name or password (`https://site@evil.example/` reads as the site but leads elsewhere).
 * Null when the value is not such a URL.
 */
export function normalizePageUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href.length <= ENQUIRY_LIMITS.pageUrl ? url.href : null;
}

const oneLine = () => z.string().overwrite(stripUnsafeOneLine).trim();

/** A JSON text of the attribution object longer than this is refused whole (400 "attribution"). */
export const ATTRIBUTION_MAX_JSON_LENGTH = 8192;

/** ISO 8601 date-time in UTC, as Date.prototype.toISOString writes it. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

function touchField(key: TouchKey) {
  const text = oneLine().max(ATTRIBUTION_LIMITS[key]);
  if (key === 'at')
    return text
      .regex(ISO_TIME)
      .refine((value) => !Number.isNaN(Date.parse(value)))
      .optional();
  if (key === 'landing_path') return text.startsWith('/').optional();
  return text.optional();
}

/** One touch: known keys only (others are dropped), each a capped one-line string. */
const touchSchema = z.object(Object.fromEntries(TOUCH_KEYS.map((key) => [key, touchField(key)])) as Record<TouchKey, ReturnType<typeof touchField>>);

export const attributionSchema = z
  .object({ first: touchSchema.optional(), last: touchSchema.optional() })
  .refine((value) => JSON.stringify(value).length <= ATTRIBUTION_MAX_JSON_LENGTH, { message: 'too large' })
  // Empty strings carry nothing; a touch with nothing left is no touch, and no touch is no attribution.
  .transform((value) => {
    const clean = (touch: Partial<Record<TouchKey, string | undefined>> | undefined): StoredTouch | undefined => {
      if (!touch) return undefined;
      const kept = Object.fromEntries(TOUCH_KEYS.flatMap((key) => (touch[key] ? [[key, touch[key]]] : [])));
      return Object.keys(kept).length === 0 ? undefined : (kept as StoredTouch);
    };
    const first = clean(value.first);
    const last = clean(value.last);
    return first || last ? { ...(first ? { first } : {}), ...(last ? { last } : {}) } : null;
  });

/**
 * A validated touch: only non-empty known keys. Any may be missing (a client other than this
 * site's form may send less than the browser records).
 */
export type StoredTouch = Partial<Record<TouchKey, string>>;
/** A validated attribution: either touch may be missing, never both. */
export type StoredAttribution = { first?: StoredTouch; last?: StoredTouch };

export const enquirySchema = z.strictObject({
  name: oneLine().min(1).max(ENQUIRY_LIMITS.name),
  email: oneLine().max(ENQUIRY_LIMITS.email).refine(isEmailShape),
  phone: oneLine().max(ENQUIRY_LIMITS.phone).regex(PHONE_REGEX).optional().default(''),
  message: z.string().overwrite(stripUnsafeMultiline).trim().min(1).max(ENQUIRY_LIMITS.message),
  page_url: z
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.pageUrl)
    .refine((value) => normalizePageUrl(value) !== null)
    // Runs only when the checks above passed.
    .transform((value) => normalizePageUrl(value) ?? value),
  /** Which ad or link brought the visitor (lib/attribution.ts); optional, and null means none. */
  attribution: z
    .unknown()
    .optional()
    // The size check runs on the raw value, before any key is dropped, so a huge object costs one stringify.
    .refine((value) => value === undefined || value === null || jsonLength(value) <= ATTRIBUTION_MAX_JSON_LENGTH, { message: 'too large', abort: true })
    .pipe(attributionSchema.nullable().optional()),
  /**
   * The package the visitor chose (lib/enquiry/packages.ts). Optional; '' is the form's
   * 'Not sure yet', which a url-encoded post sends as an empty value. Anything else is a 400.
   */
  package: z.union([z.literal(''), z.enum(ENQUIRY_PACKAGES)]).optional(),
  // The hidden field only bots fill; see parseEnquiry.
  [ENQUIRY_HONEYPOT_FIELD]: z.string().optional(),
});

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** A validated enquiry, trimmed, with `phone` defaulted to '', `attribution` and `package` to null. */
export type Enquiry = Omit<z.output<typeof enquirySchema>, typeof ENQUIRY_HONEYPOT_FIELD | 'attribution' | 'package'> & {
  attribution?: StoredAttribution | null;
  /** Null when the visitor chose none ('Not sure yet', or a form without the choice). */
  package?: EnquiryPackage | null;
};

const MAX_REPORTED_FIELDS = 20;
const MAX_FIELD_NAME_LENGTH = 64;

/**
 * The names of the fields a client got wrong, for the 400 body. Unknown keys are reported by name
 * (capped, since they are attacker-chosen); a body that is not an object is reported as "body".
 */
export function invalidFields(error: z.ZodError): string[] {
  const fields = new Set<string>();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields.add(key.slice(0, MAX_FIELD_NAME_LENGTH));
    } else {
      const first = issue.path[0];
      // Inside the attribution object, the whole path says which value was wrong (attribution.last.gclid).
      const name = first === 'attribution' ? issue.path.slice(0, 3).map(String).join('.') : first === undefined ? 'body' : String(first);
      fields.add(name.slice(0, MAX_FIELD_NAME_LENGTH));
    }
  }
  return [...fields].slice(0, MAX_REPORTED_FIELDS);
}

/**
 * `honeypot` is true when the hidden field was filled: only bots do that, and the receiver answers
 * them exactly as it answers a person, so they cannot tell. Validation comes first, so that an
 * invalid body gets the same 400 whether the honeypot is filled or not.
 */
export type EnquiryParseResult = { ok: true; enquiry: Enquiry; honeypot: boolean } | { ok: false; fields: string[] };

export function parseEnquiry(body: unknown): EnquiryParseResult {
  const result = enquirySchema.safeParse(body);
  if (!result.success) return { ok: false, fields: invalidFields(result.error) };
  const { name, email, phone, message, page_url, attribution } = result.data;
  const honeypot = (result.data[ENQUIRY_HONEYPOT_FIELD] ?? '') !== '';
  const chosen = result.data.package;
  return { ok: true, enquiry: { name, email, phone, message, page_url, attribution: attribution ?? null, package: chosen ? chosen : null }, honeypot };
}
