/**
 * The Decap CMS configuration (/admin/config.yml), built from the content schemas so that the
 * forms and the files' validation cannot drift apart (cms/fields.ts). Two collections:
 *
 *   Landing pages   content/campaigns/<id>.yaml, the page's blocks as a typed list (one variant per
 *                   block type of content/schema/campaign.ts)
 *   Blog posts      content/blog/<slug>.md, front matter from content/schema/post.ts and a
 *                   Markdown body; the slug is the file name
 *
 * Uploads go to public/uploads/, served at /uploads/. The backend is the Git host (GitHub by
 * default, signing in through the receiver's /api/cms/auth) for the hosted admin, or the local
 * backend (decap-server over the working tree) under `npm run cms`. docs/cms.md.
 */
import { campaignSchema } from '../content/schema/campaign';
import { postSchema } from '../content/schema/post';
import type { DecapField } from './fields';
import { fieldsOf, jsonSchemaOf } from './fields';

export const MEDIA_FOLDER = 'public/uploads';
export const PUBLIC_FOLDER = '/uploads';

export interface CmsConfigOptions {
  /** The build's environment: NEXT_PUBLIC_CMS_* choose the hosted backend (docs/cms.md). */
  env: Record<string, string | undefined>;
  /** `npm run cms`: the local backend's absolute URL (decap-server, proxied by the admin's server). */
  localBackendUrl?: string;
}

function read(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

const originOf = (url: string | undefined): string | undefined => {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The hosted backend: GitHub (or another Git host) with the receiver's token exchange. */
function backendOf(env: Record<string, string | undefined>): Record<string, string> {
  const apiRoot = read(env, 'NEXT_PUBLIC_CMS_API_ROOT');
  // Where the receiver answers /api/cms/auth: its own host when the site posts cross-origin.
  const authOrigin = originOf(read(env, 'NEXT_PUBLIC_CMS_AUTH_URL')) ?? originOf(read(env, 'NEXT_PUBLIC_API_HOST')) ?? originOf(read(env, 'NEXT_PUBLIC_SITE_URL'));
  return {
    name: read(env, 'NEXT_PUBLIC_CMS_BACKEND') ?? 'github',
    repo: read(env, 'NEXT_PUBLIC_CMS_REPO') ?? 'your-organisation/your-site',
    branch: read(env, 'NEXT_PUBLIC_CMS_BRANCH') ?? 'main',
    ...(apiRoot === undefined ? {} : { api_root: apiRoot }),
    ...(authOrigin === undefined ? {} : { base_url: authOrigin }),
    auth_endpoint: 'api/cms/auth',
    commit_messages_create: 'CMS: create {{collection}} “{{slug}}”',
    commit_messages_update: 'CMS: update {{collection}} “{{slug}}”',
    commit_messages_delete: 'CMS: delete {{collection}} “{{slug}}”',
    commit_messages_uploadMedia: 'CMS: upload “{{path}}”',
    commit_messages_deleteMedia: 'CMS: delete “{{path}}”',
  };
}

/** Decap wants the commit messages nested; kept flat above for readability. */
function nestCommitMessages(backend: Record<string, string>): Record<string, unknown> {
  const messages: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(backend)) {
    if (key.startsWith('commit_messages_')) messages[key.slice('commit_messages_'.length)] = value;
    else rest[key] = value;
  }
  return { ...rest, commit_messages: messages };
}

export function campaignFields(): DecapField[] {
  // Every field, `samples` (content/samples.ts's notes) included: Decap writes only the fields it
  // knows, so one left out would be lost at the first save.
  return fieldsOf(jsonSchemaOf(campaignSchema));
}

export function postFields(): DecapField[] {
  return [...fieldsOf(jsonSchemaOf(postSchema)), { name: 'body', label: 'Body', widget: 'markdown', hint: 'The article, in Markdown: ## for a section heading' }];
}

export function cmsConfig({ env, localBackendUrl }: CmsConfigOptions): Record<string, unknown> {
  const siteUrl = read(env, 'NEXT_PUBLIC_SITE_URL');
  return {
    backend: nestCommitMessages(backendOf(env)),
    ...(localBackendUrl === undefined ? {} : { local_backend: { url: localBackendUrl } }),
    ...(siteUrl === undefined ? {} : { site_url: siteUrl, display_url: siteUrl }),
    locale: 'en',
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'campaigns',
        label: 'Landing pages',
        label_singular: 'Landing page',
        description: 'Advertising landing pages: one file each in content/campaigns/. docs/landing-pages.md explains every block.',
        folder: 'content/campaigns',
        extension: 'yaml',
        format: 'yaml',
        create: true,
        delete: true,
        // The file is named after the page's id: content/campaigns/<id>.yaml.
        identifier_field: 'id',
        slug: '{{id}}',
        summary: '{{path}}: {{metadata.title}}',
        editor: { preview: true },
        fields: campaignFields(),
      },
      {
        name: 'blog',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'Articles at /blogs/<file name>/: one Markdown file each in content/blog/.',
        folder: 'content/blog',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        // The file name is the address: /blogs/<slug>/. A new post's comes from its title.
        slug: '{{slug}}',
        summary: '{{date}}: {{title}}',
        sortable_fields: ['date', 'title'],
        editor: { preview: true },
        fields: postFields(),
      },
    ],
  };
}
