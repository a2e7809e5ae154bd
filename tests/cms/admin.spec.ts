/**
 * Through /admin/ in Chromium with the local backend, as an editor would: a new blog post and a
 * changed campaign headline are saved as files in the copy of the repository, and a build of the
 * copy publishes both (the post's page, its feed and sitemap entries, the new headline), together
 * with a campaign file copied under a new id and path and a Markdown file dropped into
 * content/blog/, with no code change. A campaign file with an unknown block type stops the build,
 * naming the file.
 * Each step waits for Decap's own states (its login screen, the editor, "Entry saved"), never a time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';

import { COPY } from './env';

test.describe.configure({ mode: 'serial' });

const POST_TITLE = 'Writing a Book Proposal Agents Finish';
const POST_SLUG = 'writing-a-book-proposal-agents-finish';
const POST_DESCRIPTION = 'What a nonfiction book proposal holds, in the order agents read it, and the three pages most proposals get wrong.';
const POST_BODY = 'A proposal sells a book that does not exist yet.';
const HEADLINE = 'Publish Your Book With an Editor Who Answers the Phone';

/** CSP violations and script errors the page reports while the test runs. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/');
  // The local backend's login screen: one button, no password.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: /Landing pages/ })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
}

test('an editor creates a blog post through /admin/ and it is saved as content/blog/<slug>.md', async ({ page }) => {
  const problems = watchConsole(page);
  const file = path.join(COPY, 'content', 'blog', `${POST_SLUG}.md`);
  expect(fs.existsSync(file)).toBe(false);
  await signIn(page);
  await page.getByRole('link', { name: /Blog posts/ }).click();
  await page.getByRole('link', { name: 'Create entry of type Blog post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(POST_TITLE);
  await page.getByLabel('Description', { exact: true }).fill(POST_DESCRIPTION);
  await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Author', { exact: true }).fill('Hudson Quill Editorial Team');
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(POST_BODY);
  await publish(page);

  await expect.poll(() => fs.existsSync(file)).toBe(true);
  const text = fs.readFileSync(file, 'utf8');
  const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown>;
  expect(frontMatter).toMatchObject({ title: POST_TITLE, description: POST_DESCRIPTION, author: 'Hudson Quill Editorial Team' });
  expect(String(frontMatter.date)).toBe('2026-11-20');
  expect(text).toContain(POST_BODY);
  expect(problems).toEqual([]);
});

test("an editor changes a landing page's headline through /admin/ and content/campaigns/lp.yaml changes", async ({ page }) => {
  const problems = watchConsole(page);
  const file = path.join(COPY, 'content', 'campaigns', 'lp.yaml');
  const before = parse(fs.readFileSync(file, 'utf8')) as { blocks: Array<Record<string, unknown>> };
  expect(before.blocks[0]?.title).not.toBe(HEADLINE);
  await signIn(page);
  await page.getByRole('link', { name: /Landing pages/ }).click();
  await page.getByRole('link', { name: /\/lp\// }).click();
  // The blocks are listed collapsed; the first is the hero. Its chevron opens it.
  expect(before.blocks[0]?.type).toBe('hero');
  const heroLabel = page.locator('label').filter({ hasText: /^Hero\s*$/ });
  await expect(heroLabel).toHaveCount(1);
  // The item's top bar follows its label: chevron, drag handle, remove.
  await heroLabel.locator('xpath=following-sibling::div[1]').locator('button').first().click();
  // The page's own title (metadata) comes first, then the hero's.
  const title = page.getByRole('textbox', { name: 'Title', exact: true }).nth(1);
  await expect(title).toHaveValue(String(before.blocks[0]?.title));
  await title.fill(HEADLINE);
  await publish(page);

  await expect.poll(() => (parse(fs.readFileSync(file, 'utf8')) as typeof before).blocks[0]?.title).toBe(HEADLINE);
  const after = parse(fs.readFileSync(file, 'utf8')) as typeof before;
  // Everything else is as it was: the other blocks, the page's settings.
  expect({ ...after, blocks: after.blocks.slice(1) }).toEqual({ ...before, blocks: before.blocks.slice(1) });
  expect(problems).toEqual([]);
});

test("control: the admin's CSP is no wider than Decap needs — without 'unsafe-eval' it cannot start", async ({ page }) => {
  await page.route('**/admin/', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("'unsafe-eval'");
    await route.fulfill({ response, headers: { ...headers, 'content-security-policy': csp.replace(" 'unsafe-eval'", '') } });
  });
  const refused = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Error compiling schema'));
  await page.goto('/admin/');
  await refused;
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

function buildCopy() {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(COPY, 'scripts', 'build.ts')], {
    cwd: COPY,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SITE_URL: 'https://www.example.com' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

const campaigns = path.join(COPY, 'content', 'campaigns');

test('a campaign file with an unknown block type stops the build, naming the file and the block', async () => {
  test.setTimeout(5 * 60_000);
  const bad = path.join(campaigns, 'spring-offer.yaml');
  const lp = fs.readFileSync(path.join(campaigns, 'lp.yaml'), 'utf8');
  fs.writeFileSync(
    bad,
    lp.replace('id: lp', 'id: spring-offer').replace('path: /lp/', 'path: /spring-offer/').replace('  - type: trust-cards', '  - type: testimonial-wall'),
  );
  try {
    const build = buildCopy();
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output.slice(-4000)).not.toBe(0);
    expect(output).toMatch(/spring-offer\.yaml: blocks\[\d+\]/);
    expect(output).toContain('testimonial-wall');
    expect(output).not.toMatch(/\n\s+at /);
  } finally {
    fs.rmSync(bad);
  }
});

const DROPPED_SLUG = 'choosing-a-book-title';
const DROPPED_TITLE = 'Choosing a Book Title Readers Remember';

test('a build of the copy publishes both changes (the post with its feed and sitemap entries, the new headline), a copied campaign file and a dropped Markdown file', async () => {
  test.setTimeout(15 * 60_000);
  // No code change: a campaign file copied under a new id and path, and a Markdown file dropped in.
  const marketing = fs.readFileSync(path.join(campaigns, 'book-marketing-offer.yaml'), 'utf8');
  fs.writeFileSync(
    path.join(campaigns, 'autumn-offer.yaml'),
    marketing
      .replace('id: book-marketing-offer', 'id: autumn-offer')
      .replace('path: /book-marketing-offer/\n', 'path: /autumn-offer/\n')
      .replace('path: /book-marketing-offer/thank-you/', 'path: /autumn-offer/thank-you/'),
  );
  fs.writeFileSync(
    path.join(COPY, 'content', 'blog', `${DROPPED_SLUG}.md`),
    [
      '---',
      `title: ${DROPPED_TITLE}`,
      'description: How to test a working title with readers, check it against the shelf and the stores, and keep the subtitle doing the explaining.',
      'date: 2026-11-20',
      'author: "{brandShort} Editorial Team"',
      '---',
      '',
      '## Start with the reader',
      '',
      'A title is the first line of your marketing.',
      '',
    ].join('\n'),
  );
  const build = buildCopy();
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0);
  const out = path.join(COPY, 'out');
  const post = fs.readFileSync(path.join(out, 'blogs', POST_SLUG, 'index.html'), 'utf8');
  expect(post).toContain(POST_TITLE);
  expect(post).toContain(POST_BODY);
  const feed = fs.readFileSync(path.join(out, 'blogs', 'feed.xml'), 'utf8');
  expect(feed).toContain(`https://www.example.com/blogs/${POST_SLUG}/`);
  expect(feed).toContain(POST_DESCRIPTION);
  expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain(`<loc>https://www.example.com/blogs/${POST_SLUG}/</loc>`);
  // The page's h1 is the hero's title (its highlight wrapped in a span).
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(fs.readFileSync(path.join(out, 'lp', 'index.html'), 'utf8'))?.[1] ?? '';
  expect(heading.replace(/<[^>]+>/g, '')).toBe(HEADLINE);

  // The copied campaign: its page and its own thank-you page, in the sitemap (it is indexable).
  const autumn = fs.readFileSync(path.join(out, 'autumn-offer', 'index.html'), 'utf8');
  expect(autumn).toContain('<link rel="canonical" href="https://www.example.com/autumn-offer/"');
  expect(fs.existsSync(path.join(out, 'autumn-offer', 'thank-you', 'index.html'))).toBe(true);
  const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('<loc>https://www.example.com/autumn-offer/</loc>');
  // The dropped post: its page, the feed and the sitemap.
  expect(fs.readFileSync(path.join(out, 'blogs', DROPPED_SLUG, 'index.html'), 'utf8')).toContain(DROPPED_TITLE);
  expect(feed).toContain(`https://www.example.com/blogs/${DROPPED_SLUG}/`);
  expect(sitemap).toContain(`<loc>https://www.example.com/blogs/${DROPPED_SLUG}/</loc>`);
});
