/**
 * The desk's cookies: sealed (AES-256-GCM, key derived from DESK_SESSION_SECRET), so a visitor can
 * neither read nor forge nor alter one; a tampered cookie fails to open and counts as none.
 *
 * - The session cookie holds the signed-in address, the CSRF token and two times: when the session
 *   began (a session lasts at most MAX_SESSION_MS) and when it was last used (idle timeout).
 * - The sign-in cookie holds the state, nonce and PKCE verifier of one authorization request, for
 *   a few minutes, until the provider sends the browser back.
 *
 * Over HTTPS the names carry the `__Host-` prefix (Secure, Path=/, no Domain: no other host or
 * path can set or shadow them); over plain HTTP (a developer's machine) they cannot.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** However active, a session ends after this: access is re-checked with the provider daily. */
export const MAX_SESSION_MS = 12 * 3_600_000;
/** How long a sign-in may take at the provider. */
export const SIGN_IN_MS = 10 * 60_000;
/** A session's last-use time is rewritten at most this often (not on every request). */
export const TOUCH_EVERY_MS = 60_000;

export interface DeskSession {
  /** Random; recorded in the database at sign-out, so a copy of the cookie stops working too. */
  id: string;
  email: string;
  csrf: string;
  /** Epoch ms. */
  createdAt: number;
  lastSeenAt: number;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path under /desk/ to return to. */
  returnTo: string;
  createdAt: number;
}

export function cookieNames(secure: boolean): { session: string; signIn: string } {
  return secure ? { session: '__Host-desk-session', signIn: '__Host-desk-sign-in' } : { session: 'desk-session', signIn: 'desk-sign-in' };
}

export interface Sealer {
  seal(purpose: string, value: unknown): string;
  open(purpose: string, sealed: string | undefined): unknown;
}

/** `purpose` is bound into each seal, so a sign-in cookie can never be replayed as a session. */
export function createSealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'hudson-quill-desk', 'desk cookie encryption v1', 32));
  return {
    seal(purpose, value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(purpose, sealed) {
      if (sealed === undefined || sealed.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return undefined;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The session in a cookie, if it opens, has the right shape and has not run out. */
export function readSession(sealer: Sealer, cookie: string | undefined, now: number, idleTimeoutMs: number): DeskSession | null {
  const value = sealer.open('session', cookie);
  if (!isRecord(value)) return null;
  const { id, email, csrf, createdAt, lastSeenAt } = value;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof csrf !== 'string' || typeof createdAt !== 'number' || typeof lastSeenAt !== 'number') return null;
  if (now - lastSeenAt > idleTimeoutMs || now - createdAt > MAX_SESSION_MS || lastSeenAt > now + 60_000) return null;
  return { id, email, csrf, createdAt, lastSeenAt };
}

export function readPendingSignIn(sealer: Sealer, cookie: string | undefined, now: number): PendingSignIn | null {
  const value = sealer.open('sign-in', cookie);
  if (!isRecord(value)) return null;
  const { state, nonce, codeVerifier, returnTo, createdAt } = value;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string' || typeof returnTo !== 'string' || typeof createdAt !== 'number')
    return null;
  if (now - createdAt > SIGN_IN_MS) return null;
  return { state, nonce, codeVerifier, returnTo, createdAt };
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}
