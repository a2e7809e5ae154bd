/**
 * Plain HTML form posts (`application/x-www-form-urlencoded`): what a browser sends when the
 * enquiry form is submitted without its script. They go through the same validation, limits,
 * honeypot and rate limit as JSON; only the answers differ (a 303 to the thank-you page, or an
 * HTML page saying what was wrong), because the browser shows the answer to the visitor.
 */
import type { FastifyRequest } from 'fastify';

import { touchFromLanding } from '../lib/attribution';
import type { StoredTouch } from '../lib/enquiry/schema';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string {
  return header?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The body as an object of strings. A repeated field becomes an array, which validation then
 * reports as invalid (a form never repeats one). Own properties only, so `__proto__` is just a
 * field name (reported as unknown), never the prototype.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

/**
 * Whether the answer should be a page rather than JSON: always for a url-encoded form, never for
 * JSON, and otherwise when the client asks for HTML (a browser navigating, say a form with another
 * encoding) rather than `*` or JSON.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  const type = mediaType(request.headers['content-type']);
  if (type === JSON_TYPE) return false;
  if (type === FORM_TYPE) return true;
  return /(^|,)\s*text\/html\s*(;|,|$)/i.test(request.headers.accept ?? '');
}

/** A string field of a parsed body, if the body is an object holding one. */
export function stringField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The one touch a form posted without JavaScript can carry: its page's own address, read from the
 * Referer (same-origin requests carry the full URL; the site's policy, strict-origin-when-cross-origin,
 * gives other origins only the origin, which holds no campaign). Only a Referer on the origin the
 * post was addressed to, or on another of the site's own origins, counts; only the UTM fields and,
 * without Global Privacy Control, the click ids are taken, with the page's path and the time.
 * Null when the page address carried none of them. Nothing else of the address is kept.
 */
export function refererTouch(referer: string | undefined, isSiteOrigin: (origin: string) => boolean, now: Date, withClickIds: boolean): StoredTouch | null {
  if (referer === undefined) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isSiteOrigin(url.origin)) return null;
  // The referring page's own referrer is unknown here, so the touch is its campaign tags alone; a
  // page tagged only with click ids that GPC leaves out is no touch.
  const touch = touchFromLanding(url.href, '', now, withClickIds);
  return touch !== null && Object.keys(touch).some((key) => key !== 'landing_path' && key !== 'at') ? touch : null;
}
