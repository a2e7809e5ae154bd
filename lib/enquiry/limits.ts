/**
 * The one source of enquiry limits. The client form uses them for `maxLength` and `pattern`
 * (native browser validation only, no custom messages) and the receiver's zod schema enforces the
 * same numbers, so a visitor is stopped by the browser before the server would answer 400.
 * Keep this module free of dependencies: it ships in the client bundle.
 */
import type { Attribution } from '../attribution';
import { VISIBLE_TEXT_HTML_PATTERN } from './characters';
import type { EnquiryPackage } from './packages';

export { DEFAULT_THANK_YOU_PATH } from './default-route';

export const ENQUIRY_ENDPOINT = '/api/send-form';

export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  pageUrl: 2048,
} as const;

/** Hidden from people and assistive technology; only bots fill it. */
export const ENQUIRY_HONEYPOT_FIELD = 'company_website';

/** Digits, spaces and + ( ) - . only. */
export const PHONE_REGEX = /^[0-9 +().-]*$/;
/** Same rule as PHONE_REGEX, escaped so it is valid under the `v` flag browsers use for `pattern`. */
export const PHONE_HTML_PATTERN = '[0-9 +\\(\\)\\-\\.]*';
/** Requires a dot in the domain, as the receiver does; the browser's own type=email check does not. */
export const EMAIL_HTML_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';
/**
 * A name of only spaces (or of invisible characters, which the receiver strips) passes
 * `required`; this makes the browser refuse it too.
 */
export const NON_BLANK_HTML_PATTERN = VISIBLE_TEXT_HTML_PATTERN;

export interface EnquiryPayload {
  name: string;
  email: string;
  phone: string;
  message: string;
  page_url: string;
  /** Which ad or link brought the visitor, when the browser kept it (lib/attribution.ts). */
  attribution?: Attribution;
  /** The publishing package the visitor chose (lib/enquiry/packages.ts); absent for 'Not sure yet'. */
  package?: EnquiryPackage;
  [ENQUIRY_HONEYPOT_FIELD]?: string;
}
