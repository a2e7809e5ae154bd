/**
 * The staff desk over real HTTP, signing in through a real OpenID provider (oidc-provider, started
 * here) with the authorization-code flow: what a browser does, done with fetch and two cookie jars
 * (the provider on localhost, the receiver on 127.0.0.1). Runs on SQLite and on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../server/config';
import { DESK_CSP } from '../../server/desk';
import { createSealer } from '../../server/desk/session';
import { reserveOidcProvider, type ReservedProvider, type TestProvider } from '../support/oidc-provider';
import { baseEnv, closedPort, postJson, removeDir, ROOT, startServer, tempDir, testConfig, validEnquiry, type RunningServer } from './helpers';
import { parseCsv } from '../support/csv';

const CLIENT_ID = 'desk-test';
const CLIENT_SECRET = 'desk-test-client-secret-which-is-long';
const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters!';

/** Cookies of one host, as a browser keeps them (names and values; expiry by Max-Age=0 only). */
class Jar {
  private readonly cookies = new Map<string, string>();
  readonly raw: string[] = [];
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      this.raw.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface Browser {
  desk: Jar;
  provider: Jar;
  get(url: string, headers?: Record<string, string>): Promise<Response>;
  post(url: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
}

function browser(): Browser {
  const desk = new Jar();
  const provider = new Jar();
  const jarFor = (url: string) => (new URL(url).hostname === 'localhost' ? provider : desk);
  const send = async (url: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const jar = jarFor(url);
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.store(response);
    return response;
  };
  return {
    desk,
    provider,
    get: (url, headers = {}) => send(url, { method: 'GET', headers }),
    post: (url, fields, headers = {}) =>
      send(url, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }),
  };
}

/** Follows redirects and fills in the provider's login (with `login`) and consent forms, until a page of the desk answers. */
async function signIn(b: Browser, start: string, login: string): Promise<Response> {
  let response = await b.get(start);
  for (let step = 0; step < 20; step++) {
    const location = response.headers.get('location');
    if (location !== null && response.status >= 300 && response.status < 400) {
      const next = new URL(location, response.url).href;
      // Back at the desk after the callback: done once the callback has answered.
      if (new URL(response.url).pathname === '/desk/auth/callback') return response;
      response = await b.get(next);
      continue;
    }
    if (new URL(response.url).hostname !== 'localhost') return response;
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (action === undefined) throw new Error(`no form on the provider's page: ${page.slice(0, 200)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), response.url).href;
    response = page.includes('name="login"') ? await b.post(target, { prompt: 'login', login, password: 'any' }) : await b.post(target, { prompt: 'consent' });
  }
  throw new Error('sign-in did not finish');
}

const csrfOf = (page: string): string => {
  const token = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
  if (token === undefined) throw new Error('no CSRF token on the page');
  return token;
};

describe('staff desk configuration', () => {
  it('is off without DESK_* variables: /desk/ answers 404 and the receiver works as before', async () => {
    const dataDir = tempDir('desk-off');
    const server = await startServer(testConfig(dataDir));
    try {
      expect((await fetch(`${server.url}/desk/`)).status).toBe(404);
      expect((await fetch(`${server.url}/desk/api/enquiries`)).status).toBe(404);
      expect((await postJson(server.url, validEnquiry())).status).toBe(201);
    } finally {
      await server.close();
      removeDir(dataDir);
    }
  });

  it('answers 503 while the provider cannot be reached, and the receiver keeps working', async () => {
    const dataDir = tempDir('desk-no-provider');
    const port = await closedPort();
    const server = await startServer(
      testConfig(dataDir, {
        DESK_OIDC_ISSUER: `http://localhost:${port}`,
        DESK_OIDC_CLIENT_ID: CLIENT_ID,
        DESK_OIDC_CLIENT_SECRET: CLIENT_SECRET,
        DESK_ALLOWED_EMAILS: 'sam@example.com',
        DESK_SESSION_SECRET: SESSION_SECRET,
      }),
    );
    try {
      const page = await fetch(`${server.url}/desk/`, { redirect: 'manual' });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('The sign-in provider cannot be reached right now');
      expect((await postJson(server.url, validEnquiry())).status).toBe(201);
    } finally {
      await server.close();
      removeDir(dataDir);
    }
  });

  it('refuses to start half configured, naming what is missing, and checks each value', () => {
    const attempt = (extra: Record<string, string>) => {
      try {
        loadConfig(baseEnv('/tmp/x', extra), ROOT);
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(attempt({ DESK_OIDC_ISSUER: 'https://accounts.google.com' }).join('\n')).toMatch(
      /DESK_OIDC_CLIENT_ID, DESK_OIDC_CLIENT_SECRET, DESK_ALLOWED_EMAILS, DESK_SESSION_SECRET/,
    );
    const problems = attempt({
      DESK_OIDC_ISSUER: 'http://idp.example.com',
      DESK_OIDC_CLIENT_ID: 'x',
      DESK_OIDC_CLIENT_SECRET: 'y',
      DESK_ALLOWED_EMAILS: 'sam@example.com, nobody',
      DESK_SESSION_SECRET: 'short',
    }).join('\n');
    expect(problems).toMatch(/DESK_OIDC_ISSUER must be an https URL/);
    expect(problems).toMatch(/"nobody" is neither an address/);
    expect(problems).toMatch(/DESK_SESSION_SECRET must be at least 32 characters/);
  });
});

describe('staff desk with a real OpenID provider', () => {
  let reserved: ReservedProvider | undefined;
  let provider: TestProvider;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir('desk');
    reserved = await reserveOidcProvider();
    const config = testConfig(dataDir, {
      TRUST_PROXY: '1',
      DESK_OIDC_ISSUER: reserved.issuer,
      DESK_OIDC_CLIENT_ID: CLIENT_ID,
      DESK_OIDC_CLIENT_SECRET: CLIENT_SECRET,
      DESK_ALLOWED_EMAILS: 'sam@example.com,@staff.example',
      DESK_SESSION_SECRET: SESSION_SECRET,
    });
    // The port is held from the start; the clients, which name the receiver's callback, come once its port is known (discovery waits for the first sign-in).
    server = await startServer(config);
    provider = await reserved.start({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${server.url}/desk/auth/callback`] });
  });
  afterAll(async () => {
    await server?.close();
    // Frees the port even if the receiver failed to start and the provider never served on it.
    await reserved?.close();
    removeDir(dataDir);
  });

  it('without a session, sends pages to the provider (PKCE, state, nonce) and answers data endpoints 401', async () => {
    const b = browser();
    const page = await b.get(`${server.url}/desk/`);
    expect(page.status).toBe(302);
    const authorize = new URL(page.headers.get('location') ?? '');
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.url}/desk/auth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email');

    for (const path of ['/desk/api/enquiries', '/desk/api/report', '/desk/api/enquiries/00000000-0000-4000-8000-000000000000']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'not_signed_in' });
      // The receiver's security headers, with the desk's own CSP, on the API as on the pages.
      expect(response.headers.get('content-security-policy')).toBe(DESK_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('turns away a verified address outside the list, and an unverified one inside it, with a 403 page', async () => {
    const outsider = await signIn(browser(), `${server.url}/desk/`, 'eve@elsewhere.example');
    expect(outsider.status).toBe(403);
    expect(await outsider.text()).toContain('eve@elsewhere.example is not allowed to use the staff desk');
    const unverified = browser();
    const refused = await signIn(unverified, `${server.url}/desk/`, 'unverified@staff.example');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/has not verified the address/);
    expect((await unverified.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
  });

  it('lets an allowed member in, shows a posted enquiry with its campaign, and keeps a status change with its author', async () => {
    const posted = await postJson(
      server.url,
      validEnquiry({
        name: 'Ada <script>alert(1)</script>',
        package: 'rise',
        attribution: { last: { utm_source: 'google', utm_campaign: 'spring-memoir', landing_path: '/lp/', at: '2026-01-01T00:00:00.000Z' } },
      }),
    );
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    const b = browser();
    const landed = await signIn(b, `${server.url}/desk/`, 'kim@staff.example');
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/desk/');
    const cookie = b.desk.raw.find((line) => line.startsWith('desk-session='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);

    const inbox = await b.get(`${server.url}/desk/`);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('content-security-policy')).toBe(DESK_CSP);
    expect(inbox.headers.get('x-frame-options')).toBe('DENY');
    expect(inbox.headers.get('cache-control')).toBe('no-store');
    const html = await inbox.text();
    expect(html).toContain('spring-memoir');
    expect(html).toContain('Ada &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)');

    const api = (await (await b.get(`${server.url}/desk/api/enquiries?campaign=spring-memoir`)).json()) as { total: number; rows: { id: string; campaign: string }[] };
    expect(api).toMatchObject({ total: 1, rows: [{ id, campaign: 'spring-memoir', status: 'new' }] });

    const detail = await (await b.get(`${server.url}/desk/enquiries/${id}`)).text();
    // The package the visitor chose is one of the enquiry's fields.
    expect(detail).toMatch(/<dt>Package<\/dt>\s*<dd>Rise<\/dd>/);
    const token = csrfOf(detail);
    // Without the token, or with another one, nothing changes.
    expect((await b.post(`${server.url}/desk/enquiries/${id}/status`, { status: 'contacted' })).status).toBe(403);
    expect((await b.post(`${server.url}/desk/enquiries/${id}/status`, { status: 'contacted', _csrf: `${token}x` })).status).toBe(403);
    // SameSite=Lax keeps the cookie off a cross-site post in browsers; where it does not, the post has no token, and its Origin is checked too.
    expect((await b.post(`${server.url}/desk/enquiries/${id}/status`, { status: 'contacted', _csrf: token }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(((await (await b.get(`${server.url}/desk/api/enquiries/${id}`)).json()) as { status: string }).status).toBe('new');

    const saved = await b.post(`${server.url}/desk/enquiries/${id}/status`, { status: 'contacted', _csrf: token });
    expect(saved.status).toBe(303);
    const note = await b.post(`${server.url}/desk/enquiries/${id}/notes`, { note: 'Called back <b>today</b>', _csrf: token });
    expect(note.status).toBe(303);
    const after = await (await b.get(`${server.url}/desk/enquiries/${id}`)).text();
    expect(after).toMatch(/<option value="contacted" selected>Contacted<\/option>/);
    expect(after).toContain('kim@staff.example set the status to Contacted (was New)');
    expect(after).toContain('Called back &#60;b&#62;today&#60;/b&#62;');

    // The operator CLI's export carries the status.
    const storageEnv = server.app.receiver.config.databaseUrl ? { DATABASE_URL: server.app.receiver.config.databaseUrl } : { DATA_DIR: dataDir };
    const cli = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'export', '--format', 'csv'], {
      cwd: ROOT,
      env: { ...process.env, ...storageEnv },
    });
    const [header = [], ...rows] = parseCsv(cli.stdout);
    const row = rows.find((cells) => cells[0] === id);
    expect(row?.[header.indexOf('status')]).toBe('contacted');

    // The report draws the campaign, and its CSV guards cells against formulas.
    const report = await (await b.get(`${server.url}/desk/report`)).text();
    expect(report).toMatch(/<svg[^>]*role="img"/);
    expect(report).toMatch(/<title>[^<]*spring-memoir, 1<\/title>/);
    const csv = await b.get(`${server.url}/desk/report.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain('campaign_total,"spring-memoir",,1,0,0.0000');
  });

  it('never compresses its pages, which hold the CSRF token and echo the query', async () => {
    const b = browser();
    await signIn(b, `${server.url}/desk/`, 'sam@example.com');
    const inbox = await b.get(`${server.url}/desk/?search=${'a'.repeat(64)}`, { 'accept-encoding': 'gzip, br' });
    expect(inbox.status).toBe(200);
    expect((await inbox.text()).length).toBeGreaterThan(2048);
    expect(inbox.headers.get('content-encoding')).toBeNull();
  });

  it('sign-out ends the session', async () => {
    const b = browser();
    await signIn(b, `${server.url}/desk/`, 'sam@example.com');
    const inbox = await b.get(`${server.url}/desk/`);
    expect(inbox.status).toBe(200);
    const token = csrfOf(await inbox.text());
    const copy = b.desk.get('desk-session') ?? '';
    expect((await b.post(`${server.url}/desk/auth/sign-out`, {})).status).toBe(403);
    const out = await b.post(`${server.url}/desk/auth/sign-out`, { _csrf: token });
    expect(out.status).toBe(303);
    expect(b.desk.get('desk-session')).toBeUndefined();
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
    expect((await b.get(`${server.url}/desk/`)).status).toBe(302);
    // A copy of the signed-out cookie is refused too.
    b.desk.set('desk-session', copy);
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
  });

  it('refuses a tampered or expired session cookie', async () => {
    const b = browser();
    await signIn(b, `${server.url}/desk/`, 'sam@example.com');
    const good = b.desk.get('desk-session') ?? '';
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(200);

    const flipped = `${good.slice(0, 20)}${good[20] === 'A' ? 'B' : 'A'}${good.slice(21)}`;
    b.desk.set('desk-session', flipped);
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);

    // Sealed with the right secret: in use a minute ago it opens; idle past the timeout (30 minutes by default) it does not.
    const sealer = createSealer(SESSION_SECRET);
    const session = (minutesAgo: number) => {
      const at = Date.now() - minutesAgo * 60_000;
      return { id: `test-${minutesAgo}`, email: 'sam@example.com', csrf: 'x', createdAt: at, lastSeenAt: at };
    };
    b.desk.set('desk-session', sealer.seal('session', session(1)));
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(200);
    b.desk.set('desk-session', sealer.seal('session', session(31)));
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
    // A valid session of an address that is no longer on DESK_ALLOWED_EMAILS is refused.
    b.desk.set('desk-session', sealer.seal('session', { ...session(1), email: 'former@example.org' }));
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
    // Sealed with another secret, or as another kind of cookie.
    b.desk.set('desk-session', createSealer('another-secret-of-at-least-32-characters').seal('session', session(1)));
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
    b.desk.set('desk-session', sealer.seal('sign-in', session(1)));
    expect((await b.get(`${server.url}/desk/api/enquiries`)).status).toBe(401);
  });

  it('over HTTPS names its cookies __Host- and marks them Secure', async () => {
    const b = browser();
    const response = await b.get(`${server.url}/desk/`, { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(302);
    const cookie = b.desk.raw.find((line) => line.startsWith('__Host-desk-sign-in='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('redirect_uri')).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/desk\/auth\/callback$/);
  });

  it('marks its cookies Secure and __Host- when the site is https, even behind a proxy it was not told about', async () => {
    const otherDir = tempDir('desk-https-site');
    const other = await startServer(
      testConfig(otherDir, {
        NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
        DESK_OIDC_ISSUER: provider.issuer,
        DESK_OIDC_CLIENT_ID: CLIENT_ID,
        DESK_OIDC_CLIENT_SECRET: CLIENT_SECRET,
        DESK_ALLOWED_EMAILS: 'sam@example.com',
        DESK_SESSION_SECRET: SESSION_SECRET,
      }),
    );
    try {
      const b = browser();
      expect((await b.get(`${other.url}/desk/`)).status).toBe(302);
      expect(b.desk.raw.find((line) => line.startsWith('__Host-desk-sign-in='))).toMatch(/; Secure/i);
    } finally {
      await other.close();
      removeDir(otherDir);
    }
  });
});
