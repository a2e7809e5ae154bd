/**
 * A real OpenID provider for the desk's tests: `oidc-provider` (a certified implementation) with
 * its development login form, which accepts any login name, and its consent step. The login name
 * is the account's e-mail; a name starting with "unverified" gets `email_verified: false`.
 *
 * It listens on `localhost`, the receiver under test on `127.0.0.1`: browsers keep cookies per
 * host name, not per port, so the two sets of cookies stay apart.
 *
 * It is also the OAuth 2 server of the CMS sign-in's tests (tests/server/cms-auth.test.ts): a
 * plain authorization-code client without `openid`, authenticating at the token endpoint with its
 * secret in the body as GitHub expects (`extraClients`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

export interface TestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 picks a free one. */
  port?: number;
  /** More clients beside the first, e.g. the CMS sign-in's. */
  extraClients?: Array<{ clientId: string; clientSecret: string; redirectUris: string[]; tokenEndpointAuthMethod: 'client_secret_basic' | 'client_secret_post' }>;
}

export interface ReservedProvider {
  issuer: string;
  /** Serves the provider on the reserved port, with clients that may name a receiver started since. */
  start(options: Omit<TestProviderOptions, 'port'>): Promise<TestProvider>;
  /** Frees the port (also after `start`, as the started provider's close does). */
  close(): Promise<void>;
}

export async function startOidcProvider(options: TestProviderOptions): Promise<TestProvider> {
  return (await reserveOidcProvider(options.port)).start(options);
}

/**
 * Listens first and serves later, for a receiver that must know the issuer before the provider
 * knows the receiver's callback. Picking a free port, closing it and listening on it again later
 * lost a race in CI: another test's socket took the port in between (EADDRINUSE).
 */
export async function reserveOidcProvider(port = 0): Promise<ReservedProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { issuer, start: (options) => serve(server, issuer, options), close: () => closeServer(server) };
}

function closeServer(server: http.Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function serve(server: http.Server, issuer: string, options: Omit<TestProviderOptions, 'port'>): Promise<TestProvider> {
  // ESM-only package: loaded on demand so that CommonJS callers (Playwright's config) can use this file.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      ...(options.extraClients ?? []).map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code' as const],
        token_endpoint_auth_method: client.tokenEndpointAuthMethod,
      })),
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true } },
    // Fixed keys: these cookies only protect a test provider's own interaction state.
    cookies: { keys: ['desk-test-provider-cookie-key-0001'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith('unverified') }),
    }),
  });
  // The dev login form warns on every start; the tests know it is a development provider.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return { issuer, close: () => closeServer(server) };
}
