/**
 * The CMS sign-in's configuration (CMS_OAUTH_* variables): the OAuth app that lets Decap CMS's
 * GitHub (or Gitea, GitHub Enterprise) backend commit as the editor. Client id and secret together
 * turn /api/cms/auth and /api/cms/callback on; neither leaves them off (404); one without the other
 * is a startup error.
 */
import { isLoopbackHttp } from '../desk/config';
import { github } from '../../lib/third-party-hosts';

export interface CmsAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Where the editor is sent to sign in and grant access (GitHub's by default). */
  authorizeUrl: string;
  /** Where the code is exchanged for the access token (GitHub's by default). */
  tokenUrl: string;
  /** Scopes asked for; GitHub's `repo` lets Decap commit to a private repository. */
  scope: string;
  /** The backend name Decap asks for (`github`, `gitea`, …): the `provider` of its messages. */
  provider: string;
}

type Env = Record<string, string | undefined>;

export const GITHUB_AUTHORIZE_URL = github.authorizeUrl;
export const GITHUB_TOKEN_URL = github.tokenUrl;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readUrl(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = read(env, name);
  if (value === undefined) return fallback;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'https:' && !isLoopbackHttp(url))) {
    problems.push(`${name} must be an https URL such as ${fallback} (got "${value}")`);
  }
  return value;
}

export function readCmsAuthConfig(env: Env, problems: string[]): CmsAuthConfig | null {
  const clientId = read(env, 'CMS_OAUTH_CLIENT_ID');
  const clientSecret = read(env, 'CMS_OAUTH_CLIENT_SECRET');
  const others = ['CMS_OAUTH_AUTHORIZE_URL', 'CMS_OAUTH_TOKEN_URL', 'CMS_OAUTH_SCOPE', 'CMS_OAUTH_PROVIDER'].filter((name) => read(env, name) !== undefined);
  if (clientId === undefined && clientSecret === undefined) {
    if (others.length > 0)
      problems.push(
        `${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set but the CMS sign-in is not configured (CMS_OAUTH_CLIENT_ID and CMS_OAUTH_CLIENT_SECRET)`,
      );
    return null;
  }
  if (clientId === undefined || clientSecret === undefined) {
    problems.push(`The CMS sign-in is partly configured: set ${clientId === undefined ? 'CMS_OAUTH_CLIENT_ID' : 'CMS_OAUTH_CLIENT_SECRET'} as well, or unset both`);
  }
  const provider = read(env, 'CMS_OAUTH_PROVIDER') ?? 'github';
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(provider)) problems.push(`CMS_OAUTH_PROVIDER must be a backend name such as github or gitea (got "${provider}")`);
  return {
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
    authorizeUrl: readUrl(env, 'CMS_OAUTH_AUTHORIZE_URL', GITHUB_AUTHORIZE_URL, problems),
    tokenUrl: readUrl(env, 'CMS_OAUTH_TOKEN_URL', GITHUB_TOKEN_URL, problems),
    scope: read(env, 'CMS_OAUTH_SCOPE') ?? 'repo',
    provider,
  };
}
