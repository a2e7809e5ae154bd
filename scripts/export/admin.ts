/**
 * The CMS at /admin/ (docs/cms.md): Decap's prebuilt bundle copied from node_modules, the page
 * (cms/index.html), the configuration generated from the content schemas (cms/config.ts) and the
 * preview script naming the export's own stylesheets. Runs after the page steps, which leave the
 * admin alone (it is not a page of the site), and before the host files, which give it its own CSP
 * and X-Robots-Tag (server/security-headers.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import { adminPage, configYaml, decapBundleFiles, previewScript } from '../../cms/admin-files';
import { elementsNamed, hasToken, htmlAttribute } from './pages';

export interface AdminReport {
  /** Files written into out/admin/. */
  files: number;
  /** The export's stylesheets the preview pane loads. */
  stylesheets: string[];
}

/** The export's compiled stylesheets: the home page's in its order first, then any others. */
export function exportStylesheets(outDir: string): string[] {
  const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const linked = elementsNamed(home, 'link')
    .filter(({ attributes }) => hasToken(htmlAttribute(attributes, 'rel'), 'stylesheet'))
    .map(({ attributes }) => htmlAttribute(attributes, 'href'))
    .filter((href): href is string => href !== undefined && href.startsWith('/'));
  const chunks = path.join(outDir, '_next', 'static', 'chunks');
  const all = fs.existsSync(chunks)
    ? fs
        .readdirSync(chunks)
        .filter((name) => name.endsWith('.css'))
        .sort()
        .map((name) => `/_next/static/chunks/${name}`)
    : [];
  return [...new Set([...linked, ...all])];
}

export function writeAdmin(root: string, outDir: string, env: Record<string, string | undefined>): AdminReport {
  const adminDir = path.join(outDir, 'admin');
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(adminDir, { recursive: true });
  const bundle = decapBundleFiles(root);
  for (const name of bundle.files) fs.copyFileSync(path.join(bundle.dir, name), path.join(adminDir, name));
  const stylesheets = exportStylesheets(outDir);
  if (stylesheets.length === 0)
    throw new Error('admin: the export has no stylesheet for the CMS preview (no <link rel="stylesheet"> in index.html, no .css in _next/static/chunks/).');
  fs.writeFileSync(path.join(adminDir, 'index.html'), adminPage(root));
  fs.writeFileSync(path.join(adminDir, 'config.yml'), configYaml({ env }));
  fs.writeFileSync(path.join(adminDir, 'preview.js'), previewScript(stylesheets));
  return { files: bundle.files.length + 3, stylesheets };
}
