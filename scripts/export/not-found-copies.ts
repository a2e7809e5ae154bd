/**
 * Next writes the not-found page more than once: as out/404.html, the page every host sends with
 * status 404, and again as the directory pages out/404/ and out/_not-found/ (with their React
 * Server Component payloads). Served as directory pages, /404/ and /_not-found/ would answer 200
 * with the 404 page, a soft 404 to crawlers; nothing links to them and the client router never
 * fetches them, so the build removes them and those addresses get the real 404.
 */
import fs from 'node:fs';
import path from 'node:path';

export const NOT_FOUND_COPIES: readonly string[] = ['404', '_not-found'];

/** Removes the copies from an export folder; returns the ones it found. */
export function removeNotFoundCopies(outDir: string): string[] {
  const removed: string[] = [];
  for (const name of NOT_FOUND_COPIES) {
    const target = path.join(outDir, name);
    if (!fs.existsSync(target)) continue;
    fs.rmSync(target, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
