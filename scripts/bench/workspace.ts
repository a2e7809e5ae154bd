/**
 * The two exports the benchmark measures, both built under `.bench/` (git-ignored) so that it
 * never touches the project's own `out/` and `.next/`, which other people build concurrently:
 *
 *  - `.bench/site`: a snapshot of the project's sources, built as the project builds itself;
 *  - `.bench/floor`: a bare Next.js app (one heading, one paragraph) with the same config and the
 *    same node_modules, i.e. the least any page of this stack can cost; and, for the interaction
 *    pass, a page `/tap/` with one button that shows a paragraph. Comparing each route with
 *    it separates what the site adds from what the framework and the machine contribute.
 */
import fs from 'node:fs';
import path from 'node:path';

import { runToCompletion } from './processes';

/**
 * What is not copied. Generated or private folders; `.bench` itself, which would recurse.
 * The test harness (tests/ and the Playwright configs that import it): no page depends on it,
 * but `next build` type-checks every .ts file in the project, so a test someone is halfway
 * through writing would otherwise stop the benchmark. Only tests/support/ is copied (see
 * TEST_HELPERS). The lockfile: Next (Turbopack) takes the
 * outermost lockfile's folder, the project root, as its workspace root either way (which is what
 * lets the symlinked node_modules resolve), and a second copy only adds a warning to the log.
 */
const NOT_COPIED = new Set(['node_modules', '.next', 'out', 'test-results', 'data', '.git', '.bench', 'playwright-report', 'coverage', 'tests', 'package-lock.json']);

/** Every Playwright config (playwright.config.ts, playwright.desk.config.ts, …) imports the harness. */
const PLAYWRIGHT_CONFIG = /^playwright(\.[\w-]+)?\.config\.ts$/;

/**
 * Test helpers that project files outside tests/ import (vitest.config.ts, scripts/bench-api.ts):
 * without them the copy would not type-check.
 */
const TEST_HELPERS = path.join('tests', 'support');

export interface Workspace {
  dir: string;
  outDir: string;
  /** Node arguments that build the export in `dir`: the project's own build, or plain `next build` for the floor. */
  buildArgs: string[];
}

function linkNodeModules(projectRoot: string, dir: string): void {
  // A symlink, not a copy: the builds must use exactly the project's installed versions.
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** Empties `dir` but keeps `.next/cache`, which only makes rebuilds faster. */
function resetDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (name === '.next') {
      for (const inner of fs.readdirSync(path.join(dir, name))) {
        if (inner !== 'cache') fs.rmSync(path.join(dir, name, inner), { recursive: true, force: true });
      }
    } else {
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/** Copies the project's sources into `.bench/site`, as they are on disk right now. */
export function prepareSite(projectRoot: string, benchDir: string): Workspace {
  const dir = path.join(benchDir, 'site');
  resetDir(dir);
  for (const name of fs.readdirSync(projectRoot)) {
    if (NOT_COPIED.has(name) || PLAYWRIGHT_CONFIG.test(name) || name.endsWith('.tsbuildinfo')) continue;
    fs.cpSync(path.join(projectRoot, name), path.join(dir, name), { recursive: true, verbatimSymlinks: true });
  }
  if (fs.existsSync(path.join(projectRoot, TEST_HELPERS))) {
    fs.cpSync(path.join(projectRoot, TEST_HELPERS), path.join(dir, TEST_HELPERS), { recursive: true, verbatimSymlinks: true });
  }
  linkNodeModules(projectRoot, dir);
  // The project's own build (scripts/build.ts): next build plus the steps that finish the export.
  return { dir, outDir: path.join(dir, 'out'), buildArgs: ['--import', 'tsx', path.join(dir, 'scripts', 'build.ts')] };
}

const FLOOR_FILES: Readonly<Record<string, string>> = {
  'package.json': `${JSON.stringify({ name: 'bench-floor', private: true }, null, 2)}\n`,
  'next.config.ts': `import type { NextConfig } from 'next';

// The same export settings as the site, so both are served the same way.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
};

export default nextConfig;
`,
  // What `next build` would otherwise add to it itself, with a notice in the log.
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'ES2023'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
  'app/layout.tsx': `import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// A title and description, so the floor's SEO and accessibility scores are not lowered by
// omissions no real page would have.
export const metadata: Metadata = {
  title: 'Floor',
  description: 'A bare Next.js page: the baseline for the site benchmark.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // An icon, as every real site has one: without it Chrome asks for /favicon.ico, gets a 404
  // and Lighthouse's best-practices score drops for a reason no real page would have.
  'app/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#1e2a4a"/></svg>
`,
  // A second page, for the interaction pass: one button that shows a paragraph, the least a tap on
  // this stack can cost. Its code is its own chunk: the page `/` below still has no client code of its own.
  'app/tap/page.tsx': `import { ShowMore } from './show-more';

export default function Page() {
  return (
    <main>
      <h1>Tap</h1>
      <ShowMore />
    </main>
  );
}
`,
  'app/tap/show-more.tsx': `'use client';

import { useState } from 'react';

export function ShowMore() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={shown} aria-controls="more" onClick={() => setShown((value) => !value)}>
        Show more
      </button>
      <p id="more" hidden={!shown}>
        One more paragraph.
      </p>
    </>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest page this stack can serve: one heading and one paragraph, no styles, no client code of its own.</p>
    </main>
  );
}
`,
};

export function prepareFloor(projectRoot: string, benchDir: string): Workspace {
  const dir = path.join(benchDir, 'floor');
  resetDir(dir);
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  linkNodeModules(projectRoot, dir);
  return { dir, outDir: path.join(dir, 'out'), buildArgs: [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'] };
}

/** Builds the workspace's static export into its `out/`; returns the time it took. */
export async function buildExport(workspace: Workspace, logFile: string): Promise<number> {
  const started = Date.now();
  await runToCompletion(process.execPath, workspace.buildArgs, {
    cwd: workspace.dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    logFile,
    // A cold build takes about a minute here; ten leave room for a busy machine.
    timeoutMs: 10 * 60_000,
  });
  if (!fs.existsSync(path.join(workspace.outDir, 'index.html'))) throw new Error(`next build in ${workspace.dir} wrote no out/index.html`);
  return Date.now() - started;
}
