/**
 * The receiver's validation of an enquiry. The numbers come from limits.ts so the browser form and
 * the server agree; the rules here are deliberately no stricter than what a browser lets through
 * (trimmed values, the WHATWG e-mail shape plus a dot in the domain), so a real visitor who passes
 * native validation never meets a 400.
 */
import { z } from 'zod';

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

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const enquirySchema = z.strictObject({
  name: z.string().trim().min(1).max(ENQUIRY_LIMITS.name),
  email: z.string().trim().max(ENQUIRY_LIMITS.email).refine(isEmailShape),
  phone: z.string().trim().max(ENQUIRY_LIMITS.phone).regex(PHONE_REGEX).optional().default(''),
  message: z.string().trim().min(1).max(ENQUIRY_LIMITS.message),
  page_url: z.string().trim().max(ENQUIRY_LIMITS.pageUrl).refine(isHttpUrl),
  // Listed so that an empty honeypot is not an "unknown field"; a filled one never reaches here.
  [ENQUIRY_HONEYPOT_FIELD]: z.string().optional(),
});

/** A validated enquiry, trimmed, with `phone` defaulted to ''. */
export type Enquiry = Omit<z.output<typeof enquirySchema>, typeof ENQUIRY_HONEYPOT_FIELD>;

/** Only bots fill the hidden field; the receiver answers them as if it had accepted the enquiry. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value: unknown = (body as Record<string, unknown>)[ENQUIRY_HONEYPOT_FIELD];
  return typeof value === 'string' && value.length > 0;
}

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

export type EnquiryParseResult = { ok: true; enquiry: Enquiry } | { ok: false; fields: string[] };

export function parseEnquiry(body: unknown): EnquiryParseResult {
  const result = enquirySchema.safeParse(body);
  if (!result.success) return { ok: false, fields: invalidFields(result.error) };
  const { name, email, phone, message, page_url } = result.data;
  return { ok: true, enquiry: { name, email, phone, message, page_url } };
}
