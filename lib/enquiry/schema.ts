/**
 * The receiver's validation of an enquiry. The numbers come from limits.ts so the browser form and
 * the server agree; the rules here are deliberately no stricter than what a browser lets through
 * (trimmed values, the WHATWG e-mail shape plus a dot in the domain), so a real visitor who passes
 * native validation never meets a 400. Control, bidi and zero-width characters are stripped first
 * (characters.ts), so a name made only of them is as blank as an empty one.
 */
import { z } from 'zod';

import { stripUnsafeMultiline, stripUnsafeOneLine } from './characters';
import { ENQUIRY_HONEYPOT_FIELD, ENQUIRY_LIMITS, PHONE_REGEX } from './limits';

/**
 * The WHATWG "valid e-mail address" production (what `type=email` checks), with at least one dot
 * in the domain as EMAIL_HTML_PATTERN also demands.
 */
const EMAIL_REGEX =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

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
  // The hidden field only bots fill; see parseEnquiry.
  [ENQUIRY_HONEYPOT_FIELD]: z.string().optional(),
});

/** A validated enquiry, trimmed, with `phone` defaulted to ''. */
export type Enquiry = Omit<z.output<typeof enquirySchema>, typeof ENQUIRY_HONEYPOT_FIELD>;

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
      fields.add(first === undefined ? 'body' : String(first).slice(0, MAX_FIELD_NAME_LENGTH));
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
  const { name, email, phone, message, page_url } = result.data;
  const honeypot = (result.data[ENQUIRY_HONEYPOT_FIELD] ?? '') !== '';
  return { ok: true, enquiry: { name, email, phone, message, page_url }, honeypot };
}
