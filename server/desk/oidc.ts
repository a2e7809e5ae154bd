/**
 * Sign-in with OpenID Connect (openid-client 6): the authorization-code flow with PKCE (S256),
 * `state` and `nonce`; the ID token's signature, issuer, audience, expiry and nonce are checked by
 * the library. The provider's metadata is discovered on first use and kept; a provider that is
 * down at startup does not stop the receiver, and the next sign-in tries again.
 */
import * as client from 'openid-client';

import { isLoopbackHttp, type DeskConfig } from './config';
import type { PendingSignIn } from './session';

export interface VerifiedIdentity {
  email: string;
  /** True only when the provider says so (`email_verified: true`). */
  verified: boolean;
}

export interface Oidc {
  /** A new authorization request: the provider URL to send the browser to, and what the callback must check. */
  start(redirectUri: string, returnTo: string, now: number): Promise<{ url: string; pending: PendingSignIn }>;
  /** Exchanges the code in `callbackUrl` and returns the signed-in identity; throws when any check fails. */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<VerifiedIdentity>;
}

const claimText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function createOidc(desk: DeskConfig): Oidc {
  let configuration: Promise<client.Configuration> | null = null;
  const issuer = new URL(desk.issuer);
  const discover = (): Promise<client.Configuration> => {
    configuration ??= client
      .discovery(issuer, desk.clientId, undefined, client.ClientSecretBasic(desk.clientSecret), {
        // Plain HTTP only for a provider on this machine (config.ts refuses any other).
        ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    async start(redirectUri, returnTo, now) {
      const config = await discover();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
        createdAt: now,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },
    async finish(callbackUrl, pending) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new Error('no ID token');
      let email = claimText(claims.email);
      let verified = claims.email_verified === true;
      // Some providers put only `sub` in the ID token; the UserInfo endpoint, bound to the same subject, has the rest.
      if (email === undefined || claims.email_verified === undefined) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = claimText(info.email);
        verified = info.email_verified === true;
      }
      return { email: email ?? '', verified: email !== undefined && verified };
    },
  };
}
