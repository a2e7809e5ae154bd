/**
 * The launch guard. Without its NEXT_PUBLIC_* settings the site builds with placeholder identity
 * (content/site.ts: a reserved example domain and a number from the block kept for fiction), which is right for
 * development and wrong on the public site. Every build prints what is still a placeholder next
 * to the sample-content list (next.config.ts); `npm run build:production`, or any build with
 * REQUIRE_LAUNCH_READY=1, fails while either list is not empty. Relative imports: next.config.ts
 * loads this file before the '@/' alias exists.
 */
import { site, siteDefaults } from '../content/site';
import { formatSampleWarning, sampleContent, type SampleNotice } from '../content/samples';

export interface PlaceholderValue {
  /** The environment variable that replaces it. */
  variable: string;
  value: string;
  reason: string;
}

/** Domains reserved for documentation and tests (RFC 2606, RFC 6761): never a real company's. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

function hostOf(value: string): string {
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
}

function isReservedHost(host: string): boolean {
  return host === '' || RESERVED_DOMAIN.test(host);
}

/**
 * The North American numbering plan keeps exchange 555, lines 0100 to 0199, for fiction. Works on
 * the display form and the E.164 form alike: only the last seven digits count.
 */
const FICTIONAL_EXCHANGE_AND_LINE_BLOCK = '55501';
const FICTIONAL_PHONE_REASON = 'a number from the block kept for fiction';
function isFictionalPhone(value: string): boolean {
  return value.replace(/\D/g, '').slice(-7).startsWith(FICTIONAL_EXCHANGE_AND_LINE_BLOCK);
}

/** The identity values of content/site.ts that the guard reads. */
export interface IdentityFields {
  brand: string;
  url: string;
  email: string;
  phone: { display: string; e164: string };
  review: { url: string };
  address: { street: string };
}

/** Every identity value that is still a placeholder or the sample default. */
export function findPlaceholders(config: IdentityFields = site): PlaceholderValue[] {
  const found: PlaceholderValue[] = [];
  const add = (variable: string, value: string, reason: string) => found.push({ variable, value, reason });
  if (isReservedHost(hostOf(config.url))) add('NEXT_PUBLIC_SITE_URL', config.url, 'a reserved example domain: canonical URLs, the sitemap and JSON-LD point at it');
  const mailDomain = config.email.split('@')[1] ?? '';
  if (isReservedHost(mailDomain)) add('NEXT_PUBLIC_EMAIL', config.email, 'a reserved example domain: mail to it is never delivered');
  if (isFictionalPhone(config.phone.e164)) add('NEXT_PUBLIC_PHONE_E164', config.phone.e164, FICTIONAL_PHONE_REASON);
  if (isFictionalPhone(config.phone.display)) add('NEXT_PUBLIC_PHONE_DISPLAY', config.phone.display, FICTIONAL_PHONE_REASON);
  if (isReservedHost(hostOf(config.review.url))) add('NEXT_PUBLIC_REVIEW_URL', config.review.url, 'a reserved example domain: the review badges link nowhere');
  if (config.brand === siteDefaults.brand) add('NEXT_PUBLIC_BRAND_NAME', config.brand, 'the sample brand');
  if (config.address.street === siteDefaults.addressStreet) add('NEXT_PUBLIC_ADDRESS_STREET', config.address.street, 'the sample address');
  return found;
}

export function formatPlaceholderWarning(placeholders: readonly PlaceholderValue[]): string | null {
  if (placeholders.length === 0) return null;
  const lines = placeholders.map((item) => `  - ${item.variable} = ${item.value} (${item.reason})`);
  return [`⚠ Placeholder identity is still in use (${placeholders.length}); set these before launch (see .env.example):`, ...lines].join('\n');
}

export interface LaunchReport {
  /** Nothing placeholder and no sample content left. */
  ready: boolean;
  /** The warnings to print, empty when ready. */
  warnings: string[];
}

export function launchReport(placeholders: readonly PlaceholderValue[] = findPlaceholders(), samples: readonly SampleNotice[] = sampleContent): LaunchReport {
  const warnings = [formatPlaceholderWarning(placeholders), formatSampleWarning(samples)].filter((warning): warning is string => warning !== null);
  return { ready: warnings.length === 0, warnings };
}

/** True when the build must refuse placeholders and samples (`npm run build:production`). */
export function launchReadyRequired(env: Record<string, string | undefined>): boolean {
  return /^(1|true|yes|on)$/i.test(env.REQUIRE_LAUNCH_READY?.trim() ?? '');
}

/** The message a required-ready build fails with. */
export const LAUNCH_BLOCKED_MESSAGE =
  'The production build stops here: placeholder identity or sample content is still in place (listed above). Set the NEXT_PUBLIC_* values and replace the samples, or use `npm run build` for a development or preview export.';
