/**
 * The CMS sign-in (/api/cms/auth, /api/cms/callback) over real HTTP against a real OAuth 2 server
 * (oidc-provider, started here): what Decap's popup does, done with fetch and two cookie jars.
 * The receiver runs as its own process on a fixed port (the provider must know the callback URL
 * before the receiver starts), so its log output can be searched for secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cspAllowsInline, inlineBlocks } from '../../scripts/export/csp';
import { ConfigError, loadConfig } from '../../server/config';
import { startOidcProvider, type TestProvider } from '../support/oidc-provider';
import { baseEnv, removeDir, ROOT, spawnServer, startServer, tempDir, testConfig, type ChildServer } from './helpers';

const CLIENT_ID = 'cms-test';
const CLIENT_SECRET = 'cms-test-client-secret-never-logged';
const PORT = 4338;
const RECEIVER = `http://127.0.0.1:${PORT}`;
const SITE = 'https://www.example.com';

/** Cookies of one host, as a browser keeps them. */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function browser() {
  const receiver = new Jar();
  const provider = new Jar();
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const jar = new URL(url).hostname === 'localhost' ? provider : receiver;
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
    jar.store(response);
    return response;
  };
  return {
    receiver,
    get: (url: string) => send(url),
    post: (url: string, fields: Record<string, string>) =>
      send(url, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  };
}

type Browser = ReturnType<typeof browser>;

/** Follows redirects through the provider's login and consent forms until the receiver's callback answers. */
async function signIn(b: Browser, login: string, consent = true): Promise<Response> {
  let response = await b.get(`${RECEIVER}/api/cms/auth?provider=github&site_id=www.example.com&scope=repo`);
  for (let step = 0; step < 20; step++) {
    if (new URL(response.url).pathname === '/api/cms/callback') return response;
    const location = response.headers.get('location');
    if (location !== null && response.status >= 300 && response.status < 400) {
      response = await b.get(new URL(location, response.url).href);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (action === undefined) throw new Error(`no form on the provider's page (${response.status}): ${page.slice(0, 300)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), response.url).href;
    if (page.includes('name="login"')) response = await b.post(target, { prompt: 'login', login, password: 'any' });
    else if (consent) response = await b.post(target, { prompt: 'consent' });
    else response = await b.get(`${target.replace(/\/confirm$/, '')}/abort`);
  }
  throw new Error('sign-in did not finish');
}

/** The callback page's data for Decap: status, content and the origins it speaks to. */
function callbackData(page: string): { provider: string; status: string; content: Record<string, string>; origins: string[] } {
  const json = /<script type="application\/json" id="cms-auth">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (json === undefined) throw new Error(`no sign-in data on the page: ${page.slice(0, 300)}`);
  return JSON.parse(json) as ReturnType<typeof callbackData>;
}

describe('CMS sign-in configuration', () => {
  it('is off without CMS_OAUTH_* variables: both addresses answer 404', async () => {
    const dataDir = tempDir('cms-auth-off');
    const server = await startServer(testConfig(dataDir));
    try {
      expect((await fetch(`${server.url}/api/cms/auth?provider=github`, { redirect: 'manual' })).status).toBe(404);
      expect((await fetch(`${server.url}/api/cms/callback?code=x&state=y`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await server.close();
      removeDir(dataDir);
    }
  });

  it('refuses to start half configured or with a plain-HTTP provider, naming the variable', () => {
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig(baseEnv('/tmp/unused', env), ROOT);
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [String(error)];
      }
    };
    expect(problems({ CMS_OAUTH_CLIENT_ID: 'x' }).join('\n')).toContain('set CMS_OAUTH_CLIENT_SECRET as well');
    expect(problems({ CMS_OAUTH_CLIENT_ID: 'x', CMS_OAUTH_CLIENT_SECRET: 'y', CMS_OAUTH_TOKEN_URL: 'http://git.example.com/token' }).join('\n')).toContain(
      'CMS_OAUTH_TOKEN_URL must be an https URL',
    );
    expect(problems({ CMS_OAUTH_SCOPE: 'repo' }).join('\n')).toContain('CMS_OAUTH_SCOPE is set but the CMS sign-in is not configured');
    const config = loadConfig(baseEnv('/tmp/unused', { CMS_OAUTH_CLIENT_ID: 'x', CMS_OAUTH_CLIENT_SECRET: 'y' }), ROOT);
    expect(config.cmsAuth).toMatchObject({
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      scope: 'repo',
      provider: 'github',
    });
  });
});

describe('CMS sign-in against a real OAuth 2 server', () => {
  let provider: TestProvider;
  let server: ChildServer;
  let dataDir: string;

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: 'unused-desk-client',
      clientSecret: 'unused-desk-client-secret',
      redirectUris: ['http://127.0.0.1:1/unused'],
      extraClients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${RECEIVER}/api/cms/callback`], tokenEndpointAuthMethod: 'client_secret_post' }],
    });
    dataDir = tempDir('cms-auth');
    server = await spawnServer(
      baseEnv(dataDir, {
        PORT: String(PORT),
        LOG_LEVEL: 'trace',
        NEXT_PUBLIC_SITE_URL: SITE,
        CMS_OAUTH_CLIENT_ID: CLIENT_ID,
        CMS_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
        CMS_OAUTH_AUTHORIZE_URL: `${provider.issuer}/auth`,
        CMS_OAUTH_TOKEN_URL: `${provider.issuer}/token`,
        // `openid` so that the test can prove the token real at the provider's userinfo endpoint.
        CMS_OAUTH_SCOPE: 'openid',
      }),
    );
  }, 30_000);

  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await provider.close();
    removeDir(dataDir);
  });

  it('signs the editor in and hands Decap a working token, only to the site origins, under a CSP that allows only its own script', async () => {
    const b = browser();
    const start = await b.get(`${RECEIVER}/api/cms/auth?provider=github&site_id=www.example.com&scope=repo`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${RECEIVER}/api/cms/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = start.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=600/);

    const callback = await signIn(browser(), 'editor@example.com');
    expect(callback.status).toBe(200);
    const page = await callback.text();
    const data = callbackData(page);
    expect(data).toMatchObject({ provider: 'github', status: 'success' });
    expect(data.origins).toEqual([SITE, RECEIVER]);
    expect(data.content.provider).toBe('github');
    const token = data.content.token ?? '';
    // The token is the provider's: it reads the editor's account.
    const me = await fetch(`${provider.issuer}/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { sub: string }).sub).toBe('editor@example.com');

    const csp = callback.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const blocks = inlineBlocks(page);
    expect(blocks.map((block) => block.kind).sort()).toEqual(['script', 'style']);
    for (const block of blocks) expect(cspAllowsInline(csp, block)).toBe(true);
    expect(callback.headers.get('cache-control')).toBe('no-store');
    expect(page).toContain('postMessage');

    // Nothing secret in the receiver's log, even at trace level.
    const log = server.output();
    expect(log).toContain('/api/cms/callback');
    expect(log).not.toContain(token);
    expect(log).not.toContain(CLIENT_SECRET);
    expect(log).not.toMatch(/[?&]code=/);
  });

  it('answers a callback whose state was not started in this browser with a clear page, not a token', async () => {
    const b = browser();
    // Another browser's sign-in reaches the callback with this browser's (missing) cookie.
    const forged = await b.get(`${RECEIVER}/api/cms/callback?code=stolen-code&state=someone-elses-state`);
    expect(forged.status).toBe(400);
    const page = await forged.text();
    expect(page).toContain('Sign-in expired');
    expect(callbackData(page)).toMatchObject({ status: 'error' });
    expect(page).not.toContain('token');
  });

  it('answers a refused consent and an unusable code with clear pages, never a 5xx with a stack', async () => {
    const refused = await signIn(browser(), 'editor@example.com', false);
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain('Sign-in not completed');
    expect(refusedPage).toContain('End-User aborted interaction');

    // A state that matches, but a code the provider never issued.
    const b = browser();
    const start = await b.get(`${RECEIVER}/api/cms/auth?provider=github`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const bad = await b.get(`${RECEIVER}/api/cms/callback?code=not-a-real-code&state=${encodeURIComponent(state)}`);
    expect(bad.status).toBe(502);
    const badPage = await bad.text();
    expect(badPage).toContain('The provider did not accept the sign-in (invalid_grant)');
    expect(badPage).not.toMatch(/at \S+ \(/);

    // Another backend name than the configured one.
    const other = await browser().get(`${RECEIVER}/api/cms/auth?provider=bitbucket`);
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('Unknown sign-in provider');
  });
});
