/**
 * The CMS sign-in (docs/cms.md): the OAuth token exchange Decap CMS's GitHub backend needs, since a
 * static site cannot keep a client secret. Registered under /api/cms only when CMS_OAUTH_CLIENT_ID
 * and CMS_OAUTH_CLIENT_SECRET are set.
 *
 *   GET /api/cms/auth       Decap opens it in a popup: a fresh `state` and PKCE verifier go into a
 *                           short-lived cookie, and the editor is sent to the provider to sign in.
 *   GET /api/cms/callback   The provider sends the editor back with a code; the state is checked
 *                           against the cookie, the code exchanged for a token, and the page hands
 *                           the token to the admin window with Decap's postMessage protocol
 *                           (`authorizing:<provider>`, then `authorization:<provider>:success:{json}`),
 *                           only to the site's own origins, under a CSP that allows only its own
 *                           inline script by hash.
 *
 * Who may edit is decided by the Git host: the token can only do what the editor's account may do
 * (push access to the repository). Neither the token, the code nor the secret is ever logged.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { CmsAuthConfig } from './config';

export interface CmsAuthOptions {
  auth: CmsAuthConfig;
  /** NEXT_PUBLIC_SITE_URL's origin and ALLOWED_ORIGINS: where the admin may run. */
  siteOrigins: readonly string[];
}

const COOKIE = 'hq_cms_oauth';
const COOKIE_PATH = '/api/cms/';
const STATE_TTL_SECONDS = 600;
const TOKEN_TIMEOUT_MS = 10_000;

/** Runs in the popup: the handshake with the admin window, then the result, to allowed origins only. */
const CALLBACK_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('cms-auth').textContent);
  var message = 'authorization:' + data.provider + ':' + data.status + ':' + JSON.stringify(data.content);
  var opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', function (event) {
    if (event.source !== opener || data.origins.indexOf(event.origin) < 0) return;
    opener.postMessage(message, event.origin);
  });
  data.origins.forEach(function (origin) {
    opener.postMessage('authorizing:' + data.provider, origin);
  });
})();`;
const CALLBACK_STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}';

const hash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64');
export const CMS_CALLBACK_CSP = `default-src 'none'; script-src 'sha256-${hash(CALLBACK_SCRIPT)}'; style-src 'sha256-${hash(CALLBACK_STYLE)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The receiver's own origin as the browser reached it (scheme and host, behind TRUST_PROXY too). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function stateCookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface Outcome {
  status: 'success' | 'error';
  /** What Decap receives: `{ token, provider }`, or `{ message }`. */
  content: Record<string, string>;
  title: string;
  text: string;
}

function sendPage(reply: FastifyReply, code: number, outcome: Outcome, provider: string, origins: readonly string[]): FastifyReply {
  // `<` escaped so that nothing in the data can close the script element.
  const data = JSON.stringify({ provider, status: outcome.status, content: outcome.content, origins }).replace(/</g, '\\u003c');
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(outcome.title)}</title>
<style>${CALLBACK_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(outcome.title)}</h1>
<p>${escapeHtml(outcome.text)}</p>
</main>
<script type="application/json" id="cms-auth">${data}</script>
<script>${CALLBACK_SCRIPT}</script>
</body>
</html>
`;
  return reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', CMS_CALLBACK_CSP)
    .send(page);
}

const failure = (title: string, text: string): Outcome => ({ status: 'error', content: { message: `${title}. ${text}` }, title, text });

/** The provider's token answer: GitHub answers 200 with `error` on a bad code, others 400. */
async function exchangeCode(auth: CmsAuthConfig, code: string, redirectUri: string, verifier: string): Promise<{ token: string } | { error: string }> {
  let response: Response;
  try {
    response = await fetch(auth.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: auth.clientId,
        client_secret: auth.clientSecret,
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch {
    return { error: 'unreachable' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { error: `http_${response.status}` };
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok && typeof fields.access_token === 'string' && fields.access_token !== '') return { token: fields.access_token };
  return { error: typeof fields.error === 'string' && /^[\w.-]{1,64}$/.test(fields.error) ? fields.error : `http_${response.status}` };
}

export async function cmsAuthPlugin(app: FastifyInstance, { auth, siteOrigins }: CmsAuthOptions): Promise<void> {
  const originsFor = (request: FastifyRequest): string[] => [...new Set([...siteOrigins, requestOrigin(request)])];
  const callbackUrl = (request: FastifyRequest): string => `${requestOrigin(request)}/api/cms/callback`;

  app.get('/auth', async (request, reply) => {
    const { provider } = request.query as Record<string, unknown>;
    if (provider !== undefined && provider !== auth.provider) {
      return sendPage(
        reply,
        400,
        failure('Unknown sign-in provider', `This site signs in with ${auth.provider}; check the backend name in the CMS configuration.`),
        auth.provider,
        originsFor(request),
      );
    }
    const state = base64url(randomBytes(32));
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const target = new URL(auth.authorizeUrl);
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('client_id', auth.clientId);
    target.searchParams.set('redirect_uri', callbackUrl(request));
    target.searchParams.set('scope', auth.scope);
    target.searchParams.set('state', state);
    target.searchParams.set('code_challenge', challenge);
    target.searchParams.set('code_challenge_method', 'S256');
    return reply
      .code(302)
      .header('cache-control', 'no-store')
      .header('set-cookie', stateCookie(request, `${state}.${verifier}`, STATE_TTL_SECONDS))
      .header('location', target.href)
      .send();
  });

  app.get('/callback', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const origins = originsFor(request);
    const cookie = readCookie(request, COOKIE);
    // The state is single-use whatever happens next.
    reply.header('set-cookie', stateCookie(request, '', 0));
    if (typeof query.error === 'string') {
      const described = typeof query.error_description === 'string' ? query.error_description.slice(0, 300) : query.error.slice(0, 64);
      request.log.info({ error: query.error.slice(0, 64) }, 'cms sign-in refused by the provider');
      return sendPage(
        reply,
        400,
        failure('Sign-in not completed', `The provider answered: ${described}. Close this window and click Login again.`),
        auth.provider,
        origins,
      );
    }
    const [state, verifier] = (cookie ?? '').split('.');
    if (typeof query.code !== 'string' || typeof query.state !== 'string' || !state || !verifier || !sameText(query.state, state)) {
      request.log.info('cms sign-in callback without a matching state');
      return sendPage(
        reply,
        400,
        failure('Sign-in expired', 'This sign-in was not started here, or took longer than 10 minutes. Close this window and click Login again in the CMS.'),
        auth.provider,
        origins,
      );
    }
    const result = await exchangeCode(auth, query.code, callbackUrl(request), verifier);
    if ('error' in result) {
      request.log.warn({ error: result.error }, 'cms sign-in: the provider did not exchange the code');
      return sendPage(
        reply,
        502,
        failure(
          'Sign-in failed',
          `The provider did not accept the sign-in (${result.error}). Close this window and try again; if it keeps failing, check CMS_OAUTH_* on the receiver.`,
        ),
        auth.provider,
        origins,
      );
    }
    return sendPage(
      reply,
      200,
      {
        status: 'success',
        content: { token: result.token, provider: auth.provider },
        title: 'Signed in',
        text: 'You are signed in to the CMS. This window closes by itself; if not, close it.',
      },
      auth.provider,
      origins,
    );
  });
}
