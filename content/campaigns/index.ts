/**
 * The campaign landing pages: one YAML file per page, content/campaigns/<id>.yaml
 * (docs/landing-pages.md), checked against the one schema (content/schema/campaign.ts) and
 * rendered by app/(campaigns)/[...campaign]/page.tsx. Adding a page is adding a file.
 *
 * The files are read when asked (`loadLandingPages()`), not once at import, so `npm run dev`
 * shows an edit on the next reload; a file is parsed again only when its size or modification time
 * changed. `CONTENT_DIR` points the loader at another content folder (its campaigns/ subfolder),
 * e.g. a copy with an extra campaign; the default is content/ of the working directory.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { parseDocument } from 'yaml';
import type { z } from 'zod';

import { blockTypes, campaignSchema, type ParsedCampaign } from '../schema/campaign';
import { blockFieldDefaults, sharedBlockFor } from '../page-blocks';
import { site } from '../site';
import type { LandingBlock } from './blocks';

export type { LandingBlock } from './blocks';

/** One campaign landing page, as the site renders it. */
export type LandingPageEntry = Omit<ParsedCampaign, 'blocks'> & {
  /** The file it was read from, relative to the working directory (for messages). */
  source: string;
  blocks: readonly LandingBlock[];
};

/** A campaign file the build refuses; `problems` are its lines, each naming the file and the field. */
export class CampaignFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${problems.length} problem(s) in the campaign files (content/campaigns/, docs/landing-pages.md):\n  - ${problems.join('\n  - ')}`);
    this.name = 'CampaignFileError';
  }
}

export function campaignsDir(): string {
  const content = process.env.CONTENT_DIR?.trim() || path.join(process.cwd(), 'content');
  return path.resolve(content, 'campaigns');
}

/**
 * Placeholders a campaign file may use instead of typing the site's identity (content/site.ts
 * stays the one place for it). Other braces, e.g. `{position} of {total}`, are left for the
 * components to fill.
 */
export const campaignPlaceholders = {
  '{brand}': () => site.brand,
  '{brandShort}': () => site.brandShort,
  '{phone}': () => site.phone.display,
  '{email}': () => site.email,
} as const;

function fillPlaceholders(value: unknown): unknown {
  if (typeof value === 'string') {
    let out = value;
    for (const [placeholder, resolve] of Object.entries(campaignPlaceholders)) out = out.split(placeholder).join(resolve());
    return out;
  }
  if (Array.isArray(value)) return value.map(fillPlaceholders);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillPlaceholders(child)]));
  return value;
}

/** `blocks[2] (faq).items[0].answer`: the path of an issue, with the block's type beside its index. */
function fieldPath(issuePath: readonly PropertyKey[], data: unknown): string {
  let out = '';
  let node: unknown = data;
  issuePath.forEach((key, index) => {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (index === 1 && issuePath[0] === 'blocks' && node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
      out += ` (${(node as { type: string }).type})`;
    }
  });
  return out || '(the file)';
}

function valueAt(data: unknown, issuePath: readonly PropertyKey[]): unknown {
  let node: unknown = data;
  for (const key of issuePath) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

function issueMessage(issue: z.core.$ZodIssue, data: unknown): string {
  const [first, index] = issue.path;
  if (issue.code === 'invalid_union' && first === 'blocks' && typeof index === 'number' && issue.path.length <= 3) {
    const type = valueAt(data, ['blocks', index, 'type']);
    return `blocks[${index}]: unknown block type ${type === undefined ? '(no type: given)' : JSON.stringify(type)}; the known types are: ${blockTypes.join(', ')}`;
  }
  const at = fieldPath(issue.path, data);
  if (issue.code === 'unrecognized_keys') return `${at}: unknown field(s) ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) return `${at}: missing (${issue.message})`;
  return `${at}: ${issue.message}`;
}

/** The block as the page renders it: the site's shared copy under the file's own fields, defaults filled in. */
function completeBlock(block: ParsedCampaign['blocks'][number]): LandingBlock {
  switch (block.type) {
    case 'services-teaser':
    case 'work-process':
    case 'trust-cards':
    case 'video-testimonials':
    case 'portfolio':
    case 'call-to-action': {
      const given = Object.fromEntries(Object.entries(block).filter(([, value]) => value !== undefined));
      // Every field of a shared block has a site default, so the merge is complete.
      return { ...sharedBlockFor(block.type, 'id' in block ? block.id : undefined), ...given } as LandingBlock;
    }
    case 'testimonial-videos':
      return { ...block, videos: block.videos ?? blockFieldDefaults['testimonial-videos'].videos() };
    case 'platforms-strip':
      return { ...block, logos: block.logos ?? blockFieldDefaults['platforms-strip'].logos() };
    case 'cover-marquee':
      return { ...block, covers: block.covers ?? blockFieldDefaults['cover-marquee'].covers() };
    default:
      return block;
  }
}

/** Parses one campaign file's text; returns the entry or its problems (each without the file name). */
export function parseCampaign(source: string, text: string): { entry: LandingPageEntry } | { problems: string[] } {
  const document = parseDocument(text);
  if (document.errors.length > 0) {
    return { problems: document.errors.map((error) => `not valid YAML at line ${error.linePos?.[0]?.line ?? '?'}: ${error.message.split(' at line ')[0]}`) };
  }
  const data = fillPlaceholders(document.toJS());
  const result = campaignSchema.safeParse(data);
  if (!result.success) return { problems: result.error.issues.map((issue) => issueMessage(issue, data)) };
  const expectedId = path.basename(source).replace(/\.ya?ml$/, '');
  if (result.data.id !== expectedId) return { problems: [`id: "${result.data.id}" must be the file's name (${expectedId})`] };
  return { entry: { ...result.data, source, blocks: result.data.blocks.map(completeBlock) } };
}

const cache = new Map<string, { stamp: string; result: ReturnType<typeof parseCampaign> }>();

/**
 * Every campaign file of `dir`, in file-name order, each checked against the schema. Throws a
 * CampaignFileError listing every problem of every file (`content/campaigns/foo.yaml: blocks[2]
 * (faq).items[0].answer: expected a string`). Checks across files (a path twice, a site route)
 * are lib/landing-pages.ts's.
 */
export function loadLandingPages(dir: string = campaignsDir()): LandingPageEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort();
  } catch {
    throw new CampaignFileError([`${path.relative(process.cwd(), dir) || dir}: no such folder of campaign files`]);
  }
  const entries: LandingPageEntry[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const source = path.relative(process.cwd(), file) || file;
    const stat = statSync(file);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    let cached = cache.get(file);
    if (cached?.stamp !== stamp) {
      cached = { stamp, result: parseCampaign(source, readFileSync(file, 'utf8')) };
      cache.set(file, cached);
    }
    if ('entry' in cached.result) entries.push(cached.result.entry);
    else problems.push(...cached.result.problems.map((problem) => `${source}: ${problem}`));
  }
  if (problems.length > 0) throw new CampaignFileError(problems);
  return entries;
}
