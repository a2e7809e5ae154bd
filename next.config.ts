import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { formatSampleWarning } from './content/samples';

/**
 * Static export: `next build` writes the whole site to `out/`.
 * `trailingSlash: true` makes every page a directory index (`/about/` -> `out/about/index.html`),
 * which any static host or CDN serves without rewrite rules, and matches the spec's own
 * `/services/` and `fiction-writing/` links. Path mapping is documented in the README.
 */
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // The default image optimizer needs a server; images are pre-sized at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The 404 page (app/global-not-found.tsx) is rendered on its own, so it is not also written into
  // the React Server Component payload of every other page.
  experimental: { globalNotFound: true },
  // With `output: 'export'` a custom distDir names the export folder (build files stay in .next).
  // The host tests build a second export with another NEXT_PUBLIC_API_HOST this way, beside out/.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
};

export default function config(phase: string): NextConfig {
  // The config is loaded by more than one build process; the flag keeps the warning to one copy.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SAMPLE_CONTENT_WARNED) {
    process.env.SAMPLE_CONTENT_WARNED = '1';
    const warning = formatSampleWarning();
    if (warning) console.warn(`\n${warning}\n`);
  }
  return nextConfig;
}
