/**
 * The staff desk's configuration (DESK_* variables). All five required variables together turn the
 * desk on; none leaves it off (/desk/ answers 404); some but not all is a startup error naming the
 * missing ones, so a half-configured desk never runs.
 */
export interface DeskConfig {
  /** The OpenID provider's issuer URL (discovery at <issuer>/.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case addresses (`sam@example.com`) and domains (`@example.com`). */
  allowedEmails: string[];
  /** At least 32 characters; the session and sign-in cookies are encrypted with a key derived from it. */
  sessionSecret: string;
  /** A session unused for this long is over. */
  idleTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

export const DESK_REQUIRED = ['DESK_OIDC_ISSUER', 'DESK_OIDC_CLIENT_ID', 'DESK_OIDC_CLIENT_SECRET', 'DESK_ALLOWED_EMAILS', 'DESK_SESSION_SECRET'] as const;
export const MIN_SESSION_SECRET_LENGTH = 32;
const DEFAULT_IDLE_MINUTES = 30;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
const DOMAIN = /^@[^\s@,]+\.[^\s@,]+$/;

/** Plain HTTP is accepted only for a provider on this machine (tests, a local Keycloak). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]');
}

export function readDeskConfig(env: Env, problems: string[]): DeskConfig | null {
  const values = Object.fromEntries(DESK_REQUIRED.map((name) => [name, read(env, name)])) as Record<(typeof DESK_REQUIRED)[number], string | undefined>;
  const missing = DESK_REQUIRED.filter((name) => values[name] === undefined);
  const idleRaw = read(env, 'DESK_IDLE_TIMEOUT_MINUTES');
  if (missing.length === DESK_REQUIRED.length) {
    if (idleRaw !== undefined) problems.push('DESK_IDLE_TIMEOUT_MINUTES is set but the desk is not configured (DESK_OIDC_ISSUER and the rest)');
    return null;
  }
  if (missing.length > 0) {
    problems.push(`The staff desk is partly configured: set ${missing.join(', ')} as well, or unset every DESK_* variable to turn the desk off`);
  }
  const {
    DESK_OIDC_ISSUER: issuer,
    DESK_OIDC_CLIENT_ID: clientId,
    DESK_OIDC_CLIENT_SECRET: clientSecret,
    DESK_ALLOWED_EMAILS: allowed,
    DESK_SESSION_SECRET: secret,
  } = values;

  if (issuer !== undefined) {
    let url: URL | null = null;
    try {
      url = new URL(issuer);
    } catch {
      url = null;
    }
    if (url === null || (url.protocol !== 'https:' && !isLoopbackHttp(url))) {
      problems.push(`DESK_OIDC_ISSUER must be an https URL such as https://accounts.google.com (got "${issuer}")`);
    }
  }
  const allowedEmails: string[] = [];
  for (const entry of (allowed ?? '').split(',')) {
    const value = entry.trim().toLowerCase();
    if (value === '') continue;
    if (EMAIL.test(value) || DOMAIN.test(value)) allowedEmails.push(value);
    else problems.push(`DESK_ALLOWED_EMAILS entry "${entry.trim()}" is neither an address nor a domain such as sam@example.com or @example.com`);
  }
  if (allowed !== undefined && allowedEmails.length === 0) problems.push('DESK_ALLOWED_EMAILS lists nobody');
  if (secret !== undefined && secret.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`DESK_SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`);
  }
  let idleMinutes = DEFAULT_IDLE_MINUTES;
  if (idleRaw !== undefined) {
    idleMinutes = Number(idleRaw);
    if (!/^\d+$/.test(idleRaw) || idleMinutes < 1 || idleMinutes > 1440) {
      problems.push(`DESK_IDLE_TIMEOUT_MINUTES must be a whole number of minutes from 1 to 1440 (got "${idleRaw}")`);
    }
  }
  if (issuer === undefined || clientId === undefined || clientSecret === undefined || secret === undefined) return null;
  return { issuer, clientId, clientSecret, allowedEmails, sessionSecret: secret, idleTimeoutMs: idleMinutes * 60_000 };
}

/** Whether a verified address may use the desk: listed itself, or its domain listed. */
export function isAllowedEmail(allowed: readonly string[], email: string): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  return allowed.includes(address) || allowed.includes(address.slice(at));
}
