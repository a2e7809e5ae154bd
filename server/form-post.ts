/**
 * Plain HTML form posts (`application/x-www-form-urlencoded`): what a browser sends when the
 * enquiry form is submitted without its script. They go through the same validation, limits,
 * honeypot and rate limit as JSON; only the answers differ (a 303 to the thank-you page, or an
 * HTML page saying what was wrong), because the browser shows the answer to the visitor.
 */
import type { FastifyRequest } from 'fastify';

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
