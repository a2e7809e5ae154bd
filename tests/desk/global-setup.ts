import { rmSync } from 'node:fs';

import { startOidcProvider } from '../support/oidc-provider';
import { CLIENT_ID, CLIENT_SECRET, DESK_BASE_URL, DESK_DATA_DIR, PROVIDER_PORT } from './env';

/** Starts the real OpenID provider the desk signs in with; the returned function stops it and removes the run's database. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${DESK_BASE_URL}/desk/auth/callback`],
    port: PROVIDER_PORT,
  });
  return async () => {
    await provider.close();
    rmSync(DESK_DATA_DIR, { recursive: true, force: true });
  };
}
