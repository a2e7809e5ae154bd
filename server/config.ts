/**
 * Reads the receiver's settings from the environment once, at startup, and fails with one message
 * listing every bad variable, so a misconfigured deploy stops before it accepts an enquiry.
 * Every variable is documented in docs/enquiry-receiver.md and .env.server.example.
 */
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

import { z } from 'zod';

import { ipv6Value } from './client-address';
import { readCmsAuthConfig, type CmsAuthConfig } from './cms/config';
import { readDeskConfig, type DeskConfig } from './desk/config';

export interface SmtpConfig {
  url: string;
  to: string;
  from: string;
}

export interface WebhookConfig {
  url: string;
  /** When set, each POST carries an HMAC-SHA-256 of its body so the receiver can authenticate it. */
  secret: string | undefined;
}

export interface OutboxConfig {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** How long a claimed row stays reserved for the worker that claimed it. */
  leaseMs: number;
  /** Upper bound for one SMTP or webhook delivery. */
  sendTimeoutMs: number;
}

export interface CspConfig {
  /** Origin of NEXT_PUBLIC_API_HOST, allowed in connect-src and form-action; null when the site posts same-origin. */
  apiOrigin: string | null;
  liveChat: boolean;
  /** The Google tag may load: NEXT_PUBLIC_ADS_CONVERSION_ID is set. */
  ads: boolean;
  /** Phone clicks are counted (NEXT_PUBLIC_ADS_CALL_CONVERSION_LABEL too): any page may load the tag. */
  adsCalls?: boolean;
  /**
   * Origin of the CMS backend's API (NEXT_PUBLIC_CMS_API_ROOT; GitHub's by default), allowed in the
   * admin's connect-src (docs/cms.md).
   */
  cmsApiOrigin?: string;
}

/** false: the socket address; a hop count; or proxy addresses/CIDRs (never "trust everything"). */
export type TrustProxy = false | number | string;

export interface LimitsConfig {
  /** Open connections beyond this are closed as they arrive, so descriptors remain for the rest. */
  maxConnections: number;
  /** A request must be complete (headers and body) within this. */
  requestTimeoutMs: number;
  /** A request's headers must be complete within this; also ends connections that send nothing. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections from one address (an IPv6 /64) at most; 0: no such limit (behind a proxy). */
  maxConnectionsPerAddress: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Absolute path of the Next export to serve, or null for API-only mode. */
  outDir: string | null;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir (replicas); null keeps SQLite. */
  databaseUrl: string | null;
  /** Connections each replica keeps open to PostgreSQL. */
  databasePoolSize: number;
  allowedOrigins: string[];
  /** Origin of NEXT_PUBLIC_SITE_URL, the site's public address; null when not configured. */
  siteOrigin: string | null;
  /** `max: 0` turns the limit off. */
  rateLimit: { max: number; windowMs: number };
  trustProxy: TrustProxy;
  limits: LimitsConfig;
  ipHashSalt: string | undefined;
  /** 0 keeps enquiries forever. */
  retentionDays: number;
  smtp: SmtpConfig | null;
  webhook: WebhookConfig | null;
  outbox: OutboxConfig;
  csp: CspConfig;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** The staff desk at /desk/ (DESK_* variables); null when not configured. */
  desk: DeskConfig | null;
  /** The CMS sign-in at /api/cms/ (CMS_OAUTH_* variables); null when not configured. */
  cmsAuth: CmsAuthConfig | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid receiver configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, as they do in most .env tooling. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const BOOLEAN_TRUE = new Set(['1', 'true', 'yes', 'on']);
const BOOLEAN_FALSE = new Set(['0', 'false', 'no', 'off']);

function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined) return false;
  // A number is a hop count (Fastify's semantics), so "1" means "trust the nearest proxy".
  if (/^\d+$/.test(value)) return Number(value);
  const lower = value.toLowerCase();
  if (BOOLEAN_TRUE.has(lower)) {
    problems.push(
      `TRUST_PROXY=${value} would trust every X-Forwarded-For header, including one a visitor writes themselves, ` +
        'so anyone could choose the address their rate limit and stored hash use. Set the number of proxies in front ' +
        'of the receiver (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,loopback) instead',
    );
    return false;
  }
  if (BOOLEAN_FALSE.has(lower)) return false;
  // Otherwise a comma-separated list of addresses or CIDR ranges, passed through to proxy-addr.
  const tokens = value.split(',').map((token) => token.trim());
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const ranges: TrustedRange[] = [];
  for (const token of tokens) {
    if (named.has(token)) continue;
    const range = parseTrustedRange(token);
    if (range === null) {
      problems.push(`TRUST_PROXY must be false, a hop count or a list of addresses/CIDRs such as 10.0.0.0/8,loopback ("${token}" is none of these)`);
      return false;
    }
    ranges.push(range);
  }
  const tooBroad = trustsTooMuch(ranges);
  if (tooBroad !== null) {
    problems.push(
      `TRUST_PROXY=${value} trusts ${tooBroad}, so visitors there could choose the address their rate limit and stored hash use. ` +
        'List only your proxies (ranges up to /8 for IPv4, /16 for IPv6), or set their number (TRUST_PROXY=1)',
    );
    return false;
  }
  return tokens.join(',');
}

interface TrustedRange {
  /** IPv4 addresses covered (IPv4-mapped IPv6 ranges count as IPv4), as a power of two. */
  ipv4Bits: number | null;
  /** Prefix length of an IPv6 range outside the IPv4-mapped space. */
  ipv6Prefix: number | null;
}

const IPV4_MAPPED_PREFIX = BigInt('0xffff') << 32n;

/** An address or CIDR range proxy-addr accepts, or null; only the prefix form of a range is taken. */
function parseTrustedRange(token: string): TrustedRange | null {
  const match = /^([0-9a-fA-F.:]+)(?:\/(\d{1,3}))?$/.exec(token);
  if (!match?.[1]) return null;
  const address = match[1];
  const kind = isIP(address);
  if (kind === 0) return null;
  const max = kind === 4 ? 32 : 128;
  const prefix = match[2] === undefined ? max : Number(match[2]);
  if (prefix > max) return null;
  if (kind === 4) return { ipv4Bits: 32 - prefix, ipv6Prefix: null };
  const value = ipv6Value(address);
  if (value === null) return null;
  // proxy-addr matches IPv4 clients against IPv4-mapped ranges (::ffff:0:0/96) too.
  const mappedMask = prefix <= 96 ? ((1n << BigInt(prefix)) - 1n) << BigInt(128 - prefix) : null;
  if (mappedMask !== null && (value & mappedMask) === (IPV4_MAPPED_PREFIX & mappedMask)) return { ipv4Bits: 32, ipv6Prefix: prefix };
  if (prefix >= 96 && value >> 32n === BigInt('0xffff')) return { ipv4Bits: 128 - prefix, ipv6Prefix: null };
  return { ipv4Bits: null, ipv6Prefix: prefix };
}

/** Why the ranges trust more than any set of proxies needs (null when they do not). */
function trustsTooMuch(ranges: readonly TrustedRange[]): string | null {
  let ipv4Addresses = 0;
  for (const range of ranges) {
    if (range.ipv4Bits !== null) {
      if (range.ipv4Bits > 24) return 'an IPv4 range wider than /8';
      ipv4Addresses += 2 ** range.ipv4Bits;
    }
    if (range.ipv6Prefix !== null && range.ipv6Prefix < 16) return 'an IPv6 range wider than /16';
  }
  // Several ranges that together cover much of the Internet (0.0.0.0/1,128.0.0.0/1 and the like).
  if (ipv4Addresses > 2 ** 26) return 'more than four /8s of IPv4 addresses';
  return null;
}

/** The process's open-file limit (Linux), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    if (!match?.[1]) return null;
    return match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1]);
  } catch {
    return null;
  }
}

/**
 * Each connection may hold two descriptors (its socket and a file being streamed); 64 stay in
 * reserve for the database, its journal, module loading and outgoing notifications.
 */
export function defaultMaxConnections(fileLimit: number | null): number {
  if (fileLimit === null) return 1024;
  return Math.max(16, Math.min(1024, Math.floor((fileLimit - 64) / 2)));
}

/** Several browsers behind one office NAT, each opening up to six connections, fit well under this. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;
/** KEEP_ALIVE_TIMEOUT_MS behind TRUST_PROXY: above the 60 s idle timeout of common load balancers. */
export const DEFAULT_PROXIED_KEEP_ALIVE_MS = 75_000;

function readInt(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const parsed = intIn(min, max).safeParse(raw);
  if (!parsed.success) {
    problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return parsed.data;
}

function readBool(env: Env, name: string, problems: string[]): boolean {
  const raw = read(env, name);
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (BOOLEAN_TRUE.has(lower)) return true;
  if (BOOLEAN_FALSE.has(lower)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return false;
}

function hasUrlCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

function readUrl(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    // The value may hold a password (SMTP_URL), so it is not echoed.
    problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL`);
    return undefined;
  }
}

/**
 * @param env usually `process.env`
 * @param cwd base for relative DATA_DIR and OUT_DIR; the npm scripts run from the project root
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = [];

  const host = read(env, 'HOST') ?? '127.0.0.1';
  const port = readInt(env, 'PORT', 3000, 0, 65535, problems);

  const apiOnly = readBool(env, 'API_ONLY', problems);
  const outDir = apiOnly ? null : path.resolve(cwd, read(env, 'OUT_DIR') ?? 'out');
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = read(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/[^/]/i.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/enquiries (leave it unset to use SQLite in DATA_DIR)');
  }
  const databasePoolSize = readInt(env, 'DATABASE_POOL_SIZE', 10, 1, 100, problems);

  const allowedOrigins: string[] = [];
  for (const entry of (read(env, 'ALLOWED_ORIGINS') ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const origin = parseOrigin(trimmed.replace(/\/+$/, ''));
    if (origin === null) problems.push(`ALLOWED_ORIGINS entry "${trimmed}" is not an origin such as https://www.example.com`);
    else if (!allowedOrigins.includes(origin)) allowedOrigins.push(origin);
  }

  const rateLimit = {
    max: readInt(env, 'RATE_LIMIT_MAX', 5, 0, 1_000_000, problems),
    windowMs: readInt(env, 'RATE_LIMIT_WINDOW_MS', 600_000, 1_000, 86_400_000, problems),
  };

  const trustProxy = parseTrustProxy(read(env, 'TRUST_PROXY'), problems);
  const limits: LimitsConfig = {
    maxConnections: readInt(env, 'MAX_CONNECTIONS', defaultMaxConnections(openFileLimit()), 1, 1_000_000, problems),
    requestTimeoutMs: readInt(env, 'REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000, problems),
    headersTimeoutMs: readInt(env, 'HEADERS_TIMEOUT_MS', 10_000, 1_000, 600_000, problems),
    // Facing visitors, short: idle sockets cannot hold the cap. Behind a proxy, longer than the common
    // load balancers' idle timeout (AWS ALB 60 s), so the proxy closes first and never sends on a
    // connection the receiver is closing (a 502).
    keepAliveTimeoutMs: readInt(env, 'KEEP_ALIVE_TIMEOUT_MS', trustProxy === false ? 5_000 : DEFAULT_PROXIED_KEEP_ALIVE_MS, 1_000, 600_000, problems),
    // Behind a proxy every connection comes from the proxy, which limits its clients itself.
    maxConnectionsPerAddress: readInt(env, 'MAX_CONNECTIONS_PER_ADDRESS', trustProxy === false ? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS : 0, 0, 1_000_000, problems),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }
  const ipHashSalt = read(env, 'IP_HASH_SALT');
  if (ipHashSalt !== undefined && ipHashSalt.length < 16) {
    problems.push('IP_HASH_SALT must be at least 16 characters (or unset, to use a generated one)');
  }
  const retentionDays = readInt(env, 'RETENTION_DAYS', 730, 0, 36_500, problems);

  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const notifyTo = read(env, 'NOTIFY_TO');
  const notifyFrom = read(env, 'NOTIFY_FROM');
  let smtp: SmtpConfig | null = null;
  if (smtpUrl !== undefined) {
    if (notifyTo === undefined) problems.push('NOTIFY_TO is required when SMTP_URL is set');
    if (notifyFrom === undefined) problems.push('NOTIFY_FROM is required when SMTP_URL is set');
    if (notifyTo !== undefined && notifyFrom !== undefined) smtp = { url: smtpUrl, to: notifyTo, from: notifyFrom };
  } else if (read(env, 'SMTP_URL') === undefined && (notifyTo !== undefined || notifyFrom !== undefined)) {
    problems.push('NOTIFY_TO/NOTIFY_FROM are set but SMTP_URL is not, so no e-mail would be sent');
  }
  for (const [name, value] of [
    ['NOTIFY_TO', notifyTo],
    ['NOTIFY_FROM', notifyFrom],
  ] as const) {
    if (value !== undefined && /[\r\n]/.test(value)) problems.push(`${name} must be on one line`);
  }

  const webhookUrl = readUrl(env, 'WEBHOOK_URL', ['http:', 'https:'], problems);
  if (webhookUrl !== undefined && hasUrlCredentials(webhookUrl)) {
    // fetch refuses such a URL, so every delivery would fail with the password in its message.
    problems.push(
      'WEBHOOK_URL must not hold a user name or password (user:pass@): they would travel in every error message and log line. ' +
        'Remove them and set WEBHOOK_SECRET instead: each post then carries an X-Signature-256 header the receiving end can check',
    );
  }
  const webhook: WebhookConfig | null = webhookUrl === undefined || hasUrlCredentials(webhookUrl) ? null : { url: webhookUrl, secret: read(env, 'WEBHOOK_SECRET') };

  const outbox: OutboxConfig = {
    maxAttempts: readInt(env, 'OUTBOX_MAX_ATTEMPTS', 10, 1, 1000, problems),
    retryBaseMs: readInt(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 10, 86_400_000, problems),
    retryMaxMs: readInt(env, 'OUTBOX_RETRY_MAX_MS', 3_600_000, 10, 7 * 86_400_000, problems),
    pollMs: readInt(env, 'OUTBOX_POLL_MS', 5_000, 10, 3_600_000, problems),
    leaseMs: readInt(env, 'OUTBOX_LEASE_MS', 120_000, 1_000, 86_400_000, problems),
    sendTimeoutMs: readInt(env, 'OUTBOX_SEND_TIMEOUT_MS', 30_000, 100, 600_000, problems),
  };
  if (outbox.leaseMs <= outbox.sendTimeoutMs) {
    // Otherwise a slow but successful send could be claimed and sent again by another worker.
    problems.push('OUTBOX_LEASE_MS must be greater than OUTBOX_SEND_TIMEOUT_MS');
  }

  let apiOrigin: string | null = null;
  const apiHost = read(env, 'NEXT_PUBLIC_API_HOST');
  if (apiHost !== undefined) {
    apiOrigin = parseOrigin(apiHost.replace(/\/+$/, ''));
    if (apiOrigin === null) problems.push(`NEXT_PUBLIC_API_HOST "${apiHost}" is not an origin such as https://api.example.com`);
  }
  let siteOrigin: string | null = null;
  const siteUrl = read(env, 'NEXT_PUBLIC_SITE_URL');
  if (siteUrl !== undefined) {
    siteOrigin = parseOrigin(siteUrl.replace(/\/+$/, ''));
    if (siteOrigin === null) problems.push(`NEXT_PUBLIC_SITE_URL "${siteUrl}" is not an origin such as https://www.example.com`);
  }
  const cmsApiRoot = read(env, 'NEXT_PUBLIC_CMS_API_ROOT');
  const cmsApiOrigin = cmsApiRoot === undefined ? undefined : parseOrigin(cmsApiRoot.replace(/\/+$/, '').replace(/^(https?:\/\/[^/]+).*$/, '$1'));
  if (cmsApiOrigin === null) problems.push(`NEXT_PUBLIC_CMS_API_ROOT "${cmsApiRoot ?? ''}" is not a URL such as https://git.example.com/api/v1`);
  const csp: CspConfig = {
    apiOrigin,
    ...(cmsApiOrigin ? { cmsApiOrigin } : {}),
    liveChat: read(env, 'NEXT_PUBLIC_LIVECHAT_LICENSE') !== undefined,
    ads: read(env, 'NEXT_PUBLIC_ADS_CONVERSION_ID') !== undefined,
    adsCalls: read(env, 'NEXT_PUBLIC_ADS_CONVERSION_ID') !== undefined && read(env, 'NEXT_PUBLIC_ADS_CALL_CONVERSION_LABEL') !== undefined,
  };

  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }
  const shutdownTimeoutMs = readInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000, problems);

  const desk = readDeskConfig(env, problems);
  const cmsAuth = readCmsAuthConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    host,
    port,
    outDir,
    dataDir,
    databaseUrl,
    databasePoolSize,
    allowedOrigins,
    siteOrigin,
    rateLimit,
    trustProxy,
    limits,
    ipHashSalt,
    retentionDays,
    smtp,
    webhook,
    outbox,
    csp,
    logLevel,
    shutdownTimeoutMs,
    desk,
    cmsAuth,
  };
}
