/**
 * Absolute URLs of the site's paths (lib/paths.ts), from its public address (content/site.ts): the
 * canonical links, the sitemap, the feed, structured data. Apart from lib/paths.ts, so the pages'
 * JavaScript, which carries their links, does not carry the site's settings.
 */
import { site } from '../content/site';

/** Absolute URL of a site path (canonical form: the path as exported, with its trailing slash). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}
