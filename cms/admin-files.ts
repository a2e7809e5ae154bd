/**
 * The files of /admin/: the page, Decap's prebuilt bundle (copied from node_modules, so nothing is
 * downloaded at build or run time), the configuration, and the script that gives the preview pane
 * the site's own stylesheets. The export step (scripts/export/admin.ts) writes them into out/admin/;
 * `npm run cms` (scripts/cms.ts) serves the same files from memory and disk.
 */
import fs from 'node:fs';
import path from 'node:path';

import { stringify } from 'yaml';

import type { CmsConfigOptions } from './config';
import { cmsConfig } from './config';

/** Decap's bundle: the entry script, its lazily loaded chunks and WebAssembly (no source maps). */
export function decapBundleFiles(root: string): { dir: string; files: string[] } {
  const dir = path.join(root, 'node_modules', 'decap-cms', 'dist');
  if (!fs.existsSync(path.join(dir, 'decap-cms.js'))) throw new Error(`${dir}/decap-cms.js is missing: run npm install (the CMS bundle is copied from node_modules).`);
  const files = fs.readdirSync(dir).filter((name) => name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith('.wasm'));
  return { dir, files: files.sort() };
}

export function adminPage(root: string): string {
  return fs.readFileSync(path.join(root, 'cms', 'index.html'), 'utf8');
}

/** The preview pane's stylesheets: Decap loads each into the preview frame. */
export function previewScript(stylesheets: readonly string[]): string {
  const lines = stylesheets.map((href) => `CMS.registerPreviewStyle(${JSON.stringify(href)});`);
  return `// Generated (cms/admin-files.ts): the preview pane shows entries with the site's own stylesheets.\n${lines.join('\n')}\n`;
}

export function configYaml(options: CmsConfigOptions): string {
  return `# Generated from content/schema/*.ts by cms/config.ts (docs/cms.md). Do not edit: rebuild.\n${stringify(cmsConfig(options), { lineWidth: 0 })}`;
}
