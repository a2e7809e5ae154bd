/**
 * An nginx snippet to `include` inside a `server { }` block whose `root` is the export, plus a
 * second one with the Brotli settings for servers that load Debian's Brotli modules
 * (libnginx-mod-http-brotli-filter): nginx refuses to start on a directive whose module is not
 * loaded, so Brotli cannot live in the main snippet.
 *
 * Locations mirror the layered rules: `location /` for everything, a regular expression per
 * extension, `^~` prefixes for directories (they beat the expressions), `=` for single addresses.
 * `add_header` in a location replaces every inherited one, so each location repeats the fixed
 * headers; `always` sends them on 404s and redirects too.
 */
import type { ExportPolicy } from '../../server/site-policy';
import { MIN_COMPRESS_SIZE, TEXT_TYPES } from '../../server/static';
import type { FixedHeaders } from './cdn-files';
import { headerName } from './cdn-files';
import type { HostRules, Rule, VaryingHeaders } from './rules';

/** nginx's own mime.types names JavaScript and XML differently from the receiver. */
const NGINX_TEXT_ALIASES = ['application/javascript', 'text/xml'];
const HSTS_VARIABLE = '$hq_hsts';

function compressibleTypes(): string[] {
  const types = Object.values(TEXT_TYPES).map((type) => type.split(';')[0]?.trim() ?? type);
  // text/html is always compressed by nginx and may not be listed again.
  return [...new Set([...types, ...NGINX_TEXT_ALIASES])].filter((type) => type !== 'text/html').sort();
}

/** gzip and Brotli take the same four settings (Brotli's module mirrors gzip's). */
function compression(module: 'gzip' | 'brotli', level: number): string[] {
  return [`${module} on;`, `${module}_comp_level ${level};`, `${module}_min_length ${MIN_COMPRESS_SIZE};`, `${module}_types ${compressibleTypes().join(' ')};`];
}

/** A double-quoted nginx string; `$` would start a variable and cannot be escaped, so it is refused. */
function quote(value: string): string {
  if (/[$"\\\r\n]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into an nginx string.`);
  return `"${value}"`;
}

function headerLines(fixed: FixedHeaders, headers: VaryingHeaders): string[] {
  const lines = Object.entries(fixed.always).map(([name, value]) => `add_header ${headerName(name)} ${quote(value)} always;`);
  // An empty value sends no header, so this is HSTS on TLS requests only.
  for (const name of Object.keys(fixed.https)) lines.push(`add_header ${headerName(name)} ${HSTS_VARIABLE} always;`);
  lines.push(`add_header Content-Security-Policy ${quote(headers.csp)} always;`, `add_header Cache-Control ${quote(headers.cacheControl)} always;`);
  if (headers.robots !== undefined) lines.push(`add_header X-Robots-Tag ${quote(headers.robots)} always;`);
  return lines;
}

function location(match: string, body: string[]): string[] {
  return [`location ${match} {`, ...body.map((line) => `    ${line}`), '}', ''];
}

function locationMatch(rule: Rule): string {
  switch (rule.pattern.kind) {
    case 'all':
      return '/';
    case 'extension':
      return `~ \\.${rule.pattern.extension}$`;
    case 'directory':
      return `^~ ${rule.pattern.dir}`;
    case 'exact':
      return `= ${rule.pattern.path}`;
  }
}

/**
 * `httpsSite`: the site's public address (NEXT_PUBLIC_SITE_URL) is HTTPS, so HSTS goes on every
 * answer. nginx behind a proxy or load balancer that terminates TLS sees plain HTTP and could not
 * tell otherwise; browsers ignore the header on an answer that did not come over TLS.
 */
export function renderNginx(policy: ExportPolicy, hostRules: HostRules, fixed: FixedHeaders, banner: string, { httpsSite = false }: { httpsSite?: boolean } = {}): string {
  const httpsValue = Object.values(fixed.https)[0];
  const types = compressibleTypes().join(' ');
  const lines = [
    banner,
    '',
    '# Redirects keep the client-facing address relative, as the receiver does.',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${types};`,
    ...compression('gzip', 6),
    'gzip_vary on;',
    'gzip_proxied any;',
    '',
    '# Unknown paths, and directories that are not pages, get the site\'s 404 page with status 404.',
    'error_page 404 /404.html;',
    'error_page 403 =404 /404.html;',
    '',
    ...(httpsValue === undefined
      ? []
      : httpsSite
        ? [
            '# The site is HTTPS (NEXT_PUBLIC_SITE_URL): HSTS on every answer, also behind a proxy that',
            '# terminates TLS (nginx then sees plain HTTP). Browsers ignore it on plain-HTTP answers.',
            `set ${HSTS_VARIABLE} ${quote(httpsValue)};`,
            '',
          ]
        : [
            '# HSTS only on requests that reached nginx over TLS (NEXT_PUBLIC_SITE_URL is not https://).',
            `set ${HSTS_VARIABLE} "";`,
            `if ($https = on) { set ${HSTS_VARIABLE} ${quote(httpsValue)}; }`,
            '',
          ]),
    '# Private files: dotfiles (except .well-known) and the CDN configuration files.',
    ...location('~ /\\.(?!well-known/)', ['return 404;']),
    ...location('= /_headers', ['return 404;']),
    ...location('= /_redirects', ['return 404;']),
  ];

  for (const rule of hostRules.rules) {
    const body = headerLines(fixed, rule.headers);
    if (rule.pattern.kind === 'exact' && rule.pattern.path.endsWith('/')) {
      // The page's file is served here, inside this location, so its headers apply.
      body.push(`try_files ${rule.pattern.path}index.html =404;`);
    } else {
      body.push('try_files $uri =404;');
    }
    lines.push(...location(locationMatch(rule), body));
  }

  lines.push('# Addresses without the trailing slash: 308 to the page, query string kept.');
  for (const [from, to] of [...policy.redirects].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(...location(`= ${from}`, [...headerLines(fixed, hostRules.notFound), `return 308 ${to}$is_args$args;`]));
  }
  return lines.join('\n');
}

export function renderNginxBrotli(banner: string): string {
  return [
    banner,
    '',
    '# Quality 5 on the fly: the receiver uses it for pages too; 11 costs ~50x the CPU for ~12% fewer bytes.',
    ...compression('brotli', 5),
    '',
  ].join('\n');
}
