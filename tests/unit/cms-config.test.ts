// @vitest-environment node
/**
 * The CMS's configuration (cms/config.ts) against the content schemas: every block type is a typed
 * variant, every required field has a required widget, and every field the repository's own files
 * use is one the CMS knows (Decap writes only the fields it knows: one it lacked would be lost at
 * the first save).
 */
import fs from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { campaignFields, cmsConfig, MEDIA_FOLDER, postFields, PUBLIC_FOLDER } from '../../cms/config';
import type { DecapField } from '../../cms/fields';
import { fieldsOf, jsonSchemaOf, labelOf } from '../../cms/fields';
import { blockSchema, blockTypes } from '../../content/schema/campaign';
import { postSchema } from '../../content/schema/post';

const ROOT = process.cwd();

const blocksField = (): DecapField => {
  const field = campaignFields().find(({ name }) => name === 'blocks');
  if (field === undefined) throw new Error('no blocks field');
  return field;
};

/** The keys of `value` the fields do not know, as paths (`blocks[2].hero.title`). */
function unknownKeys(value: unknown, fields: readonly DecapField[], at: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const problems: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const field = fields.find(({ name }) => name === key);
    if (field === undefined) {
      problems.push(`${at}${key}`);
      continue;
    }
    problems.push(...unknownInField(child, field, `${at}${key}`));
  }
  return problems;
}

function unknownInField(value: unknown, field: DecapField, at: string): string[] {
  if (field.types !== undefined && Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const type = (item as Record<string, unknown>)[field.typeKey ?? 'type'];
      const variant = field.types?.find(({ name }) => name === type);
      if (variant === undefined) return [`${at}[${index}]: type ${String(type)}`];
      const { [field.typeKey ?? 'type']: _type, ...rest } = item as Record<string, unknown>;
      return unknownKeys(rest, variant.fields ?? [], `${at}[${index}].${String(type)}.`);
    });
  }
  if (field.fields !== undefined && Array.isArray(value)) return value.flatMap((item: unknown, index) => unknownKeys(item, field.fields ?? [], `${at}[${index}].`));
  if (field.fields !== undefined) return unknownKeys(value, field.fields, `${at}.`);
  return [];
}

describe('the CMS configuration follows the content schemas', () => {
  it('offers one typed variant per block type of content/schema/campaign.ts, none unknown', () => {
    const field = blocksField();
    expect(field.widget).toBe('list');
    expect(field.typeKey).toBe('type');
    expect(field.types?.map(({ name }) => name).sort()).toEqual([...blockTypes].sort());
    expect(field.types?.find(({ name }) => name === 'rotating-headline-hero')?.label).toBe('Rotating headline hero');
  });

  it('gives every required field of every block type a required widget, and optional ones an optional widget', () => {
    const json = jsonSchemaOf(blockSchema) as { oneOf?: Array<{ properties: Record<string, { const?: string }>; required?: string[] }>; anyOf?: unknown[] };
    const variants = json.oneOf ?? (json.anyOf as typeof json.oneOf) ?? [];
    expect(variants.length).toBe(blockTypes.length);
    for (const variant of variants) {
      const type = variant.properties.type?.const ?? '';
      const cms = blocksField().types?.find(({ name }) => name === type);
      expect(cms, type).toBeDefined();
      const names = Object.keys(variant.properties).filter((name) => name !== 'type');
      expect(cms?.fields?.map(({ name }) => name).sort(), type).toEqual(names.sort());
      for (const name of names) {
        const required = (variant.required ?? []).includes(name);
        expect(cms?.fields?.find((field) => field.name === name)?.required !== false, `${type}.${name}`).toBe(required);
      }
    }
  });

  it('edits an image as an upload with its alternative text, a choice list as a select, and a fixed pair of lines as a two-line list', () => {
    const hero = blocksField().types?.find(({ name }) => name === 'hero');
    const background = hero?.fields?.find(({ name }) => name === 'background');
    expect(background?.fields?.map(({ name, widget }) => `${name}:${widget}`)).toEqual(['src:image', 'alt:string']);
    const lines = hero?.fields?.find(({ name }) => name === 'lines');
    expect(lines).toMatchObject({ widget: 'list', min: 2, max: 2, field: { widget: 'string' } });
    const packages = blocksField().types?.find(({ name }) => name === 'packages');
    const icon = packages?.fields?.find(({ name }) => name === 'packages')?.fields?.find(({ name }) => name === 'icon');
    expect(icon?.widget).toBe('select');
    expect(icon?.options?.length).toBeGreaterThan(3);
  });

  it('gives every required front-matter field of content/schema/post.ts a required widget, and the body a Markdown editor', () => {
    const json = jsonSchemaOf(postSchema) as { properties: Record<string, unknown>; required: string[] };
    const fields = postFields();
    expect(fields.map(({ name }) => name)).toEqual([...Object.keys(json.properties), 'body']);
    for (const name of json.required) expect(fields.find((field) => field.name === name)?.required, name).not.toBe(false);
    expect(fields.find(({ name }) => name === 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(fields.find(({ name }) => name === 'image')?.widget).toBe('image');
    expect(fields.find(({ name }) => name === 'body')?.widget).toBe('markdown');
    expect(fieldsOf(jsonSchemaOf(postSchema)).find(({ name }) => name === 'seoTitle')?.label).toBe('SEO title');
    expect(labelOf('packagesLink')).toBe('Packages link');
  });

  it('knows every field the repository’s campaign files and posts use, so a save through the CMS loses none', () => {
    const campaigns = fs.readdirSync(path.join(ROOT, 'content', 'campaigns')).filter((name) => name.endsWith('.yaml'));
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    for (const name of campaigns) {
      const data: unknown = parse(fs.readFileSync(path.join(ROOT, 'content', 'campaigns', name), 'utf8'));
      expect(unknownKeys(data, campaignFields(), ''), name).toEqual([]);
    }
    const posts = fs.readdirSync(path.join(ROOT, 'content', 'blog')).filter((name) => name.endsWith('.md'));
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const name of posts) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(ROOT, 'content', 'blog', name), 'utf8'))?.[1] ?? '';
      expect(unknownKeys(parse(frontMatter), postFields(), ''), name).toEqual([]);
    }
  });

  it('names the two collections, the upload folder, and the local backend only when asked for', () => {
    const config = cmsConfig({ env: { NEXT_PUBLIC_SITE_URL: 'https://www.example.com', NEXT_PUBLIC_CMS_REPO: 'acme/site' } });
    expect(config).toMatchObject({
      media_folder: MEDIA_FOLDER,
      public_folder: PUBLIC_FOLDER,
      backend: { name: 'github', repo: 'acme/site', base_url: 'https://www.example.com', auth_endpoint: 'api/cms/auth' },
    });
    expect(MEDIA_FOLDER).toBe('public/uploads');
    expect(PUBLIC_FOLDER).toBe('/uploads');
    const collections = config.collections as Array<Record<string, unknown>>;
    expect(collections.map(({ label, folder, extension, format }) => [label, folder, extension, format])).toEqual([
      ['Landing pages', 'content/campaigns', 'yaml', 'yaml'],
      ['Blog posts', 'content/blog', 'md', 'frontmatter'],
    ]);
    expect(config.local_backend).toBeUndefined();
    // The receiver on its own host (NEXT_PUBLIC_API_HOST) answers the sign-in.
    expect(cmsConfig({ env: { NEXT_PUBLIC_SITE_URL: 'https://www.example.com', NEXT_PUBLIC_API_HOST: 'https://api.example.com/' } }).backend).toMatchObject({
      base_url: 'https://api.example.com',
    });
    expect(cmsConfig({ env: {}, localBackendUrl: 'http://127.0.0.1:3001/api/v1' }).local_backend).toEqual({ url: 'http://127.0.0.1:3001/api/v1' });
  });
});
