/**
 * Writes the block reference of docs/landing-pages.md (between its `blocks:start` and
 * `blocks:end` markers) from the campaign schema (content/schema/campaign.ts), so the marketers'
 * docs list every block type and field the build accepts; tests/unit/campaign-docs.test.ts fails
 * when the docs are out of date.
 *
 *   tsx scripts/campaign-docs.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { iconNames } from '../content/media';
import { blockDescriptions, blockSchema } from '../content/schema/campaign';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const docsFile = path.join(root, 'docs', 'landing-pages.md');
const START = '<!-- blocks:start (written by `npx tsx scripts/campaign-docs.ts` from content/schema/campaign.ts) -->';
const END = '<!-- blocks:end -->';

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
}

function isImage(schema: JsonSchema): boolean {
  return schema.type === 'object' && Object.keys(schema.properties ?? {}).join() === 'src,alt';
}

/** A marketer's name for what a field takes. */
function kind(schema: JsonSchema): string {
  if (isImage(schema)) return 'image: `src`, `alt`';
  if (schema.enum) {
    const values = schema.enum.map(String);
    if (values.length === iconNames.length && values.every((value) => (iconNames as readonly string[]).includes(value))) return 'icon name (e.g. `order-details`)';
    if (values.includes('Amazon KDP')) return 'platform logo name (e.g. `Amazon KDP`)';
    if (values.includes('book-editing')) return 'service (e.g. `book-editing`)';
    return `one of ${values.map((value) => `\`${value}\``).join(', ')}`;
  }
  if (schema.prefixItems) return `${schema.prefixItems.length === 2 ? 'two' : schema.prefixItems.length === 3 ? 'three' : schema.prefixItems.length} texts`;
  if (schema.type === 'array' && schema.items) {
    const item = schema.items;
    if (item.type === 'object' && !isImage(item)) return 'list (fields below)';
    return `list of ${kind(item)
      .replace(/^image/, 'images')
      .replace(/^text$/, 'texts')
      .replace(/ name \(/, ' names (')}`;
  }
  if (schema.type === 'string') return schema.pattern?.includes('a-z0-9-') ? 'id: lower-case letters, digits, hyphens' : 'text';
  if (schema.type === 'boolean') return '`true` or `false`';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  return schema.type ?? 'value';
}

function rows(schema: JsonSchema, prefix: string): string[] {
  const out: string[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (name === 'type' && prefix === '') continue;
    const at = `${prefix}${name}`;
    out.push(`| \`${at}\` | ${kind(field)} | ${required.has(name) ? 'yes' : 'no'} |`);
    if (field.type === 'array' && field.items && field.items.type === 'object' && !isImage(field.items)) out.push(...rows(field.items, `${at}[].`));
  }
  return out;
}

/** The block reference as Markdown. */
export function renderBlockReference(): string {
  const sections = blockSchema.options.map((option) => {
    const schema = z.toJSONSchema(option, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const type = String(schema.properties?.type?.const);
    const fields = rows(schema, '');
    const table = fields.length > 0 ? ['| field | what it takes | required |', '| --- | --- | --- |', ...fields].join('\n') : 'No fields besides `type`.';
    return `#### \`${type}\`\n\n${blockDescriptions[type] ?? ''}\n\n${table}`;
  });
  return sections.join('\n\n');
}

export function expectedDocs(current = readFileSync(docsFile, 'utf8')): string {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${path.relative(root, docsFile)}: the block reference markers are missing`);
  return `${current.slice(0, start + START.length)}\n\n${renderBlockReference()}\n\n${current.slice(end)}`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(docsFile, expectedDocs());
  console.log(`Wrote the block reference of ${path.relative(root, docsFile)}.`);
}
