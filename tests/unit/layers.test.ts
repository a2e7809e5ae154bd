// @vitest-environment node
// The Layers table of ARCHITECTURE.md is enforced by `npm run lint` (eslint.config.mjs): a module
// that crosses a layer is refused with a message naming the rule and the layers. These lint
// snippets as if they were files of the repository, through ESLint's own API and the real config.
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The lint messages for `code` placed at `filePath` (relative to the repository). */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('lint enforces the layers (ARCHITECTURE.md, Layers)', { timeout: 60_000 }, () => {
  it('refuses server/ importing content/, by the @/ alias and by a relative path', async () => {
    for (const [file, source] of [
      ['server/x.ts', '@/content/site'],
      ['server/storage/x.ts', '../../content/site'],
    ] as const) {
      const messages = await lint(file, `import { site } from '${source}';\nexport const brand = site;\n`);
      expect(messages).toEqual([{ ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: server/ must not import content/') }]);
      expect(messages[0]?.message).toContain('ARCHITECTURE.md, Layers');
    }
  });

  it('refuses content/schema/ importing the content it describes', async () => {
    const messages = await lint('content/schema/x.ts', "import { loadLandingPages } from '../campaigns';\nexport const load = loadLandingPages;\n");
    expect(messages).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: content/schema/ must not import the content it describes') },
    ]);
  });

  it('refuses cms/ importing server/ or components/, and the site importing cms/', async () => {
    expect(await lint('cms/x.ts', "import { loadConfig } from '../server/config';\nexport const load = loadConfig;\n")).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: cms/ must not import components/, app/ or server/') },
    ]);
    expect(await lint('components/x.tsx', "import { cmsConfig } from '@/cms/config';\nexport const config = cmsConfig;\n")).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: the site and the receiver must not import cms/') },
    ]);
    expect(await lint('cms/x.ts', "import { postSchema } from '../content/schema/post';\nexport const schema = postSchema;\n")).toEqual([]);
  });

  it('refuses components/ importing server/', async () => {
    const messages = await lint('components/x.tsx', "import { loadConfig } from '@/server/config';\nexport const load = loadConfig;\n");
    expect(messages).toEqual([{ ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: components/ must not import app/ or server/') }]);
  });

  it('refuses content/ and lib/ importing components/', async () => {
    const code = "import { Section } from '@/components/ui/section';\nexport const band = Section;\n";
    expect(await lint('content/x.ts', code)).toEqual([
      { ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: content/ must not import') },
    ]);
    expect(await lint('lib/x.ts', code)).toEqual([{ ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: lib/ must not import') }]);
  });

  it('refuses server/ importing a lib/ module the receiver does not share', async () => {
    const messages = await lint('server/x.ts', "import { absoluteUrl } from '../lib/paths';\nexport const url = absoluteUrl;\n");
    expect(messages).toEqual([{ ruleId: 'import/no-restricted-paths', message: expect.stringContaining('Layer rule: server/ must not import lib/ beyond') }]);
  });

  it('keeps the lib/ modules the receiver shares free of content/, React and the browser', async () => {
    const code = [
      "import { site } from '../../content/site';",
      "import { useState } from 'react';",
      'export const brand = site;',
      'export const hook = useState;',
      'export const here = () => window.location.href;',
      'export const store = () => sessionStorage;',
      '',
    ].join('\n');
    const messages = await lint('lib/enquiry/x.ts', code);
    expect(messages.map(({ ruleId }) => ruleId).sort()).toEqual([
      'import/no-restricted-paths',
      'no-restricted-globals',
      'no-restricted-globals',
      'no-restricted-imports',
    ]);
    for (const { message } of messages) expect(message).toContain('Layer rule: lib/ shared with the receiver must not');
  });

  it('accepts what the layers allow: the receiver importing the enquiry contract, a page importing a section', async () => {
    expect(
      await lint(
        'server/x.ts',
        "import { ENQUIRY_LIMITS } from '../lib/enquiry/limits';\nimport { buildServer } from './app';\nexport const both = [ENQUIRY_LIMITS, buildServer];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'app/(site)/x/page.tsx',
        "import { Section } from '@/components/ui/section';\nimport { site } from '@/content/site';\nexport const both = [Section, site];\n",
      ),
    ).toEqual([]);
  });
});
