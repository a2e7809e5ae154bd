import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { BlogContentError, loadBlogPosts } from './content/blog';
import { LAUNCH_BLOCKED_MESSAGE, launchReadyRequired, launchReport } from './lib/launch-check';

/**
 * Static export: `next build` writes the whole site to `out/`.
 * `trailingSlash: true` makes every page a directory index (`/about/` -> `out/about/index.html`),
 * which any static host or CDN serves without rewrite rules, and matches the product description's (docs/product.md) own
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
  if (phase === PHASE_PRODUCTION_BUILD) {
    // A bad blog post file (content/blog/) stops the build before it compiles anything, one line per
    // problem naming the file, the field and what was expected (docs/blog-posts.md). The pages would
    // fail on it too, but later and inside a stack trace.
    try {
      loadBlogPosts();
    } catch (error) {
      if (!(error instanceof BlogContentError)) throw error;
      console.error(`\n${error.message}\n`);
      throw new Error('Build stopped: fix the blog post files listed above.');
    }
    // Placeholder identity and sample content (lib/launch-check.ts): a warning on every build, an
    // error on `npm run build:production`.
    const report = launchReport();
    if (!report.ready && launchReadyRequired(process.env)) {
      console.error(`\n${report.warnings.join('\n\n')}\n`);
      throw new Error(LAUNCH_BLOCKED_MESSAGE);
    }
    // The config is loaded by more than one build process; the flag keeps the warning to one copy.
    if (!process.env.LAUNCH_WARNINGS_PRINTED) {
      process.env.LAUNCH_WARNINGS_PRINTED = '1';
      if (!report.ready) console.warn(`\n${report.warnings.join('\n\n')}\n`);
    }
  }
  return nextConfig;
}
