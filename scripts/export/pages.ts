import fs from 'node:fs';
import path from 'node:path';

/** Every HTML page of an export (Next's own `_next/` folder holds none). */
export function exportPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : exportPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Passes every page of an export through `rewrite`, which returns the new HTML or null to leave the
 * page as it is; returns how many pages changed.
 */
export function rewritePages(outDir: string, rewrite: (html: string) => string | null): number {
  let changed = 0;
  for (const file of exportPages(outDir)) {
    const html = rewrite(fs.readFileSync(file, 'utf8'));
    if (html === null) continue;
    fs.writeFileSync(file, html);
    changed += 1;
  }
  return changed;
}

/**
 * The value of attribute `name` (any case, any quoting) in a tag or its attribute text: '' for a
 * bare attribute, undefined when absent.
 */
export function htmlAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|>|$)`, 'i').exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}
