// Prints the site's stylesheet (styles/globals.css through the project's Tailwind/PostCSS setup)
// for the CMS's preview pane under `npm run cms` (scripts/cms.ts). Plain Node on purpose: under
// tsx's loader Tailwind's `@config '../tailwind.config.ts'` loads without its theme.
//   node scripts/cms-css.mjs ROOT
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const require = createRequire(path.join(root, 'package.json'));
const postcss = require('postcss');
const tailwindcss = require('@tailwindcss/postcss');
const from = path.join(root, 'styles', 'globals.css');
const result = await postcss([tailwindcss({ base: root })]).process(fs.readFileSync(from, 'utf8'), { from });
process.stdout.write(result.css);
