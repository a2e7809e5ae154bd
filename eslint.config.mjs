import { fileURLToPath } from 'node:url';

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The modules the receiver imports from lib/: they run in its Node process (ARCHITECTURE.md, Layers). */
const sharedWithReceiver = ['lib/enquiry/**/*.ts', 'lib/attribution.ts', 'lib/third-party-hosts.ts'];

/**
 * The Layers table of ARCHITECTURE.md, as lint rules. `import/no-restricted-paths` resolves each
 * import to its file (the `@/` alias and relative paths alike, through Next's TypeScript resolver)
 * before it compares folders, so the receiver's own `./app` is not mistaken for the site's `app/`.
 */
const layer = (from, to) => `Layer rule: ${from} must not import ${to} (ARCHITECTURE.md, Layers).`;
const layerZones = [
  { target: './app', from: ['./server'], message: layer('app/', 'server/') },
  { target: './components', from: ['./app', './server'], message: layer('components/', 'app/ or server/') },
  { target: './content', from: ['./components', './app', './server'], message: layer('content/', 'components/, app/ or server/') },
  { target: './lib', from: ['./components', './app', './server'], message: layer('lib/', 'components/, app/ or server/') },
  { target: './server', from: ['./content', './components', './app'], message: layer('server/', 'content/, components/ or app/') },
  {
    target: './server',
    from: './lib',
    except: ['./enquiry', './attribution.ts', './third-party-hosts.ts'],
    message: layer('server/', 'lib/ beyond lib/enquiry/, lib/attribution.ts and lib/third-party-hosts.ts'),
  },
  { target: sharedWithReceiver, from: ['./content/**'], message: layer('lib/ shared with the receiver', 'content/') },
  // The schema describes content files; the loader and the pages built from them read the schema, never the reverse.
  {
    target: './content/schema',
    from: ['./content/campaigns', './content/page-blocks.ts', './content/routes.ts', './content/samples.ts'],
    message: layer('content/schema/', 'the content it describes (content/campaigns/, page-blocks.ts, routes.ts, samples.ts)'),
  },
  // The CMS's configuration reads the content schemas; the site and the receiver never read it.
  { target: './cms', from: ['./components', './app', './server'], message: layer('cms/', 'components/, app/ or server/') },
  { target: ['./app', './components', './content', './lib', './server'], from: ['./cms'], message: layer('the site and the receiver', 'cms/') },
  // The site's layers never reach into the build or the tests.
  {
    target: ['./app', './components', './content', './lib', './server'],
    from: ['./scripts', './tests'],
    message: layer('the site and the receiver', 'scripts/ or tests/'),
  },
];

/** What a module the receiver imports may not use: it runs in Node, beside no browser and no React. */
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'].map((name) => ({
  name,
  message: `Layer rule: lib/ shared with the receiver must not use the browser's \`${name}\` (ARCHITECTURE.md, Layers); take it as a parameter, or move the code out of the shared modules.`,
}));

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['**/*.{jsx,tsx}'],
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{app,components,content,lib,server,cms}/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['{app,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use SiteLink (components/ui/site-link.tsx): next/link adds about 3 KB of gzip to the initial JavaScript of every page (docs/benchmarks.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: sharedWithReceiver,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*'],
              message: layer('lib/ shared with the receiver', 'React or Next'),
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserGlobals],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**']),
]);
