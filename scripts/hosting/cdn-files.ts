/**
 * `_headers` and `_redirects` for Netlify and Cloudflare Pages, which read both from the root of
 * the uploaded folder and share the syntax used here.
 *
 * Both hosts apply every matching header rule. Cloudflare joins a header set by two rules with a
 * comma (for a CSP that means two policies, both enforced), so each narrower rule first detaches
 * the broader value with `! Name`; Netlify ignores those lines (they have no colon) and lets the
 * later rule's value win. Cloudflare's documented limits, checked here so a deploy never silently
 * drops rules: 100 header rules, 2,000 characters per line, 2,000 static redirects.
 */
import type { HostRules } from './rules';
import { cdnPattern } from './rules';

export const CLOUDFLARE_LIMITS = { headerRules: 100, lineLength: 2000, staticRedirects: 2000 } as const;

export interface FixedHeaders {
  /** Sent on every response. */
  always: Readonly<Record<string, string>>;
  /** Sent only over HTTPS (both CDNs always terminate TLS). */
  https: Readonly<Record<string, string>>;
}

/** `x-content-type-options` -> `X-Content-Type-Options`, as the hosts' documentation writes them. */
export function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}

function checkLimits(fileName: string, text: string, problems: string[]): void {
  text.split('\n').forEach((line, index) => {
    if (line.length > CLOUDFLARE_LIMITS.lineLength) {
      problems.push(`${fileName} line ${index + 1} is ${line.length} characters; Cloudflare Pages ignores lines over ${CLOUDFLARE_LIMITS.lineLength}.`);
    }
  });
}

export function renderHeadersFile(hostRules: HostRules, fixed: FixedHeaders, banner: string): { text: string; ruleCount: number; problems: string[] } {
  const lines = [banner, ''];
  let ruleCount = 0;
  for (const rule of hostRules.rules) {
    if (rule.nginxOnly) continue;
    ruleCount += 1;
    lines.push(cdnPattern(rule.pattern));
    if (rule.pattern.kind === 'all') {
      // Cloudflare Pages adds `Access-Control-Allow-Origin: *` to every asset; the receiver does not.
      lines.push('  ! Access-Control-Allow-Origin');
      for (const [name, value] of Object.entries({ ...fixed.always, ...fixed.https })) lines.push(`  ${headerName(name)}: ${value}`);
    } else {
      lines.push('  ! Content-Security-Policy', '  ! Cache-Control');
    }
    lines.push(`  Content-Security-Policy: ${rule.headers.csp}`, `  Cache-Control: ${rule.headers.cacheControl}`);
    // Only rules for noindex addresses (the CMS) carry it, and no other rule matches those addresses
    // after theirs; the detach keeps a narrower rule from doubling the broader one's value.
    if (rule.headers.robots !== undefined) lines.push('  ! X-Robots-Tag', `  X-Robots-Tag: ${rule.headers.robots}`);
    lines.push('');
  }
  const text = lines.join('\n');
  const problems: string[] = [];
  if (ruleCount > CLOUDFLARE_LIMITS.headerRules) {
    problems.push(`_headers has ${ruleCount} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_LIMITS.headerRules}.`);
  }
  checkLimits('_headers', text, problems);
  return { text, ruleCount, problems };
}

export function renderRedirectsFile(redirects: ReadonlyMap<string, string>, banner: string): { text: string; problems: string[] } {
  const lines = [banner, ''];
  // 308 as the receiver answers; both hosts append the request's query string to a target without one.
  for (const [from, to] of [...redirects].sort(([a], [b]) => a.localeCompare(b))) lines.push(`${encodeURI(from)} ${encodeURI(to)} 308`);
  const text = `${lines.join('\n')}\n`;
  const problems: string[] = [];
  if (redirects.size > CLOUDFLARE_LIMITS.staticRedirects) {
    problems.push(`_redirects has ${redirects.size} rules; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.staticRedirects} static redirects.`);
  }
  checkLimits('_redirects', text, problems);
  return { text, problems };
}
