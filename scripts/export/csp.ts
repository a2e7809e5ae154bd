/**
 * Whether a Content-Security-Policy lets a page's inline `<script>` and `<style>` elements run, read
 * the way a browser reads it (CSP Level 3): the element's own directive (`script-src-elem`, else
 * `script-src`, else `default-src`), a matching `'sha256-…'` (or 384/512) hash, or `'unsafe-inline'`
 * when the list has no hash, nonce or `'strict-dynamic'` (any of which makes browsers ignore it).
 * Independent of server/security-headers.ts, which writes the policies this checks.
 */
import { createHash } from 'node:crypto';

import { htmlAttribute, htmlElements } from './pages';

export type InlineKind = 'script' | 'style';

export interface InlineBlock {
  kind: InlineKind;
  /** 1-based position among the page's inline blocks of the same kind, for messages. */
  position: number;
  /** The element's text exactly as written: what a CSP hash covers. */
  text: string;
}

/** Script types a browser runs (the HTML standard's JavaScript MIME types, modules, import maps, speculation rules). */
function isExecutedScript(type: string | undefined): boolean {
  if (type === undefined) return true;
  const value = type.trim().toLowerCase();
  return (
    value === '' ||
    value === 'module' ||
    value === 'importmap' ||
    value === 'speculationrules' ||
    /^(application|text)\/(x-)?(java|ecma)script$/.test(value) ||
    /^text\/(javascript1\.[0-5]|jscript|livescript)$/.test(value)
  );
}

/** Every inline script a browser would run and every `<style>` element of a page. */
export function inlineBlocks(html: string): InlineBlock[] {
  const blocks: InlineBlock[] = [];
  const counts: Record<InlineKind, number> = { script: 0, style: 0 };
  for (const { name, attributes, text } of htmlElements(html)) {
    if (text === undefined) continue;
    if (name === 'script' && (htmlAttribute(attributes, 'src') !== undefined || !isExecutedScript(htmlAttribute(attributes, 'type')))) continue;
    if (name !== 'script' && name !== 'style') continue;
    counts[name] += 1;
    blocks.push({ kind: name, position: counts[name], text });
  }
  return blocks;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** The directives of a policy, lower-cased names, the first of a name winning as in browsers. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** Whether `policy` lets an inline element of `kind` with this text run or apply. */
export function cspAllowsInline(policy: string, block: Pick<InlineBlock, 'kind' | 'text'>): boolean {
  const parsed = directives(policy);
  const sources = parsed.get(`${block.kind}-src-elem`) ?? parsed.get(`${block.kind}-src`) ?? parsed.get('default-src');
  if (sources === undefined) return true;
  const lower = sources.map((source) => source.toLowerCase());
  let hashed = false;
  for (const source of sources) {
    const match = /^'(sha256|sha384|sha512)-([^']+)'$/i.exec(source);
    if (!match) continue;
    hashed = true;
    const [, algorithm = 'sha256', hash] = match;
    if (createHash(algorithm.toLowerCase()).update(block.text, 'utf8').digest('base64') === hash) return true;
  }
  const ignoresUnsafeInline = hashed || lower.some((source) => source.startsWith("'nonce-")) || (block.kind === 'script' && lower.includes("'strict-dynamic'"));
  return lower.includes("'unsafe-inline'") && !ignoresUnsafeInline;
}
