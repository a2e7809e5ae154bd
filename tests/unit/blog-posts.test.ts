// @vitest-environment node
// What a marketer sees when a post file is wrong: one line per problem, naming the file, the field
// and what was expected (content/schema/post.ts, content/blog.ts). One test per rule.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { BlogContentError, loadBlogPosts, parseBlogPost, type BlogPost } from '@/content/blog';
import { postSchema } from '@/content/schema/post';
import { site } from '@/content/site';
import { withTitleSuffix } from '@/lib/metadata';

const FILE = path.join(process.cwd(), 'content', 'blog', 'new-post.md');
const NAME = 'content/blog/new-post.md';

const DESCRIPTION = 'How to write a query letter that gets an agent to read your pages: the hook, the pitch, your credentials and the mistakes to avoid before sending.';
const fields: Record<string, string> = {
  title: 'Writing a Query Letter',
  description: `"${DESCRIPTION}"`,
  date: '2025-06-03',
  author: 'Jane Doe',
};

/** A post file: the four required fields (overridable, `undefined` drops one), extra YAML lines, a body. */
function postFile(overrides: Record<string, string | undefined> = {}, extra = '', body = '## The hook\n\nOpen with the story.\n'): string {
  const lines = Object.entries({ ...fields, ...overrides })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n${extra}---\n\n${body}`;
}

function problemsOf(source: string, file = FILE): string[] {
  const result = parseBlogPost(source, file);
  return 'problems' in result ? result.problems : [];
}

function postOf(source: string): BlogPost {
  const result = parseBlogPost(source, FILE);
  if ('problems' in result) throw new Error(result.problems.join('\n'));
  return result.post;
}

describe('a post file with only the required fields', () => {
  it('builds, with everything else derived', () => {
    const post = postOf(postFile());
    expect(post).toMatchObject({
      slug: 'new-post',
      title: fields.title,
      metaTitle: fields.title,
      metaDescription: DESCRIPTION,
      excerpt: DESCRIPTION,
      publishedAt: '2025-06-03',
      updatedAt: '2025-06-03',
      readingMinutes: 1,
      author: 'Jane Doe',
      tags: [],
      relatedServiceSlugs: [],
    });
    expect(post.image).toBeUndefined();
  });

  it('counts the reading time from the body at 200 words a minute', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    // The heading's word counts too: 400 words in all, then 401.
    expect(postOf(postFile({}, '', `## A\n\n${words(399)}\n`)).readingMinutes).toBe(2);
    expect(postOf(postFile({}, '', `## A\n\n${words(400)}\n`)).readingMinutes).toBe(3);
  });

  it('fills the brand into the author', () => {
    expect(postOf(postFile({ author: '"{brandShort} Editorial Team"' })).author).toBe(`${site.brandShort} Editorial Team`);
  });

  it('reads the optional fields', () => {
    const post = postOf(
      postFile(
        {},
        'updated: 2025-07-01\nexcerpt: A short card text.\ntags: [queries, agents]\nservices:\n  - book-marketing\n  - book-editing\nimage:\n  src: /images/og/blog.jpg\n  alt: A desk\n',
      ),
    );
    expect(post).toMatchObject({
      updatedAt: '2025-07-01',
      excerpt: 'A short card text.',
      tags: ['queries', 'agents'],
      relatedServiceSlugs: ['book-marketing', 'book-editing'],
      image: { src: '/images/og/blog.jpg', alt: 'A desk' },
    });
    expect(postOf(postFile({}, 'image: /images/og/blog.jpg\n')).image).toEqual({ src: '/images/og/blog.jpg', alt: '' });
  });
});

describe('the schema rules, each naming the file and the field', () => {
  it.each(['title', 'description', 'date', 'author'])('%s is required', (field) => {
    expect(problemsOf(postFile({ [field]: undefined }))).toEqual([`${NAME}: ${field}: required`]);
  });

  it('title: not empty', () => {
    expect(problemsOf(postFile({ title: '""' }))).toContain(`${NAME}: title: expected text, got an empty value`);
  });

  it('title: fits a search result with the brand suffix, or the post gives a seoTitle', () => {
    const title = 'A Very Long Title About Writing Query Letters That Agents Read Twice';
    expect(problemsOf(postFile({ title }))).toEqual([
      `${NAME}: title: too long for search results: "${withTitleSuffix(title)}" is ${withTitleSuffix(title).length} characters, at most 60; add a shorter seoTitle`,
    ]);
    expect(postOf(postFile({ title }, 'seoTitle: Query Letters Agents Read\n')).metaTitle).toBe('Query Letters Agents Read');
  });

  it('title: a long title’s part before its colon is the search title when it fits', () => {
    const post = postOf(postFile({ title: '"Query Letters: A Complete Guide to Getting an Agent to Read Your Pages"' }));
    expect(post.metaTitle).toBe('Query Letters');
  });

  it('seoTitle: at most 60 characters with the brand suffix', () => {
    const seoTitle = 'A Search Title That Is Far Too Long For Any Search Result Page';
    expect(problemsOf(postFile({}, `seoTitle: ${seoTitle}\n`))).toEqual([
      `${NAME}: seoTitle: expected at most 60 characters with the brand suffix, got ${withTitleSuffix(seoTitle).length} ("${withTitleSuffix(seoTitle)}")`,
    ]);
  });

  it('description: 51 to 160 characters', () => {
    expect(problemsOf(postFile({ description: 'Too short.' }))).toEqual([`${NAME}: description: expected 51 to 160 characters (search results cut longer ones), got 10`]);
    expect(problemsOf(postFile({ description: 'x'.repeat(161) }))).toEqual([
      `${NAME}: description: expected 51 to 160 characters (search results cut longer ones), got 161`,
    ]);
  });

  it('date: YYYY-MM-DD, a day that exists', () => {
    expect(problemsOf(postFile({ date: '2025-6-3' }))).toEqual([`${NAME}: date: expected YYYY-MM-DD, got "2025-6-3"`]);
    expect(problemsOf(postFile({ date: '2025-02-30' }))).toEqual([`${NAME}: date: expected YYYY-MM-DD, got "2025-02-30"`]);
    expect(problemsOf(postFile({ date: 'June 3, 2025' }))).toEqual([`${NAME}: date: expected YYYY-MM-DD, got "June 3, 2025"`]);
  });

  it('updated: YYYY-MM-DD, not before the date', () => {
    expect(problemsOf(postFile({}, 'updated: 2025/07/01\n'))).toEqual([`${NAME}: updated: expected YYYY-MM-DD, got "2025/07/01"`]);
    expect(problemsOf(postFile({}, 'updated: 2025-05-01\n'))).toEqual([`${NAME}: updated: expected a date on or after date (2025-06-03), got "2025-05-01"`]);
  });

  it('author: text', () => {
    expect(problemsOf(postFile({ author: '42' }))).toEqual([`${NAME}: author: expected text, got number 42`]);
  });

  it('excerpt: not empty when given', () => {
    expect(problemsOf(postFile({}, 'excerpt: "  "\n'))).toEqual([`${NAME}: excerpt: expected text, got an empty value`]);
  });

  it('image: a picture under public/, by path or with src and alt', () => {
    expect(problemsOf(postFile({}, 'image: https://cdn.example.net/cover.jpg\n'))[0]).toMatch(
      new RegExp(`^${NAME}: image: expected a path under public/ starting with /.*, got "https://cdn.example.net/cover.jpg"$`),
    );
    expect(problemsOf(postFile({}, 'image:\n  src: /uploads/cover.pdf\n  alt: Cover\n'))[0]).toMatch(
      new RegExp(`^${NAME}: image.src: expected a path under public/ starting with /`),
    );
    expect(problemsOf(postFile({}, 'image:\n  src: /images/og/blog.jpg\n'))).toEqual([
      `${NAME}: image: expected src (a path such as /uploads/cover.jpg) and alt (text saying what the picture shows)`,
    ]);
    expect(problemsOf(postFile({}, 'image: /uploads/not-there.jpg\n'))).toEqual([
      `${NAME}: image: expected a file in public/ (public/uploads/not-there.jpg), found none`,
    ]);
  });

  it('tags: a list of words', () => {
    expect(problemsOf(postFile({}, 'tags: queries\n'))).toEqual([`${NAME}: tags: expected a list of words, got "queries"`]);
  });

  it('services: known service pages, each once', () => {
    expect(problemsOf(postFile({}, 'services: [book-marketing, book-marketting]\n'))[0]).toMatch(
      new RegExp(`^${NAME}: services\\[1\\]: expected one of the service pages \\(book-publishing, .*\\), got "book-marketting"$`),
    );
    expect(problemsOf(postFile({}, 'services: [book-editing, book-editing]\n'))).toEqual([`${NAME}: services: expected each service once`]);
  });

  it('refuses an unknown field (a typo would otherwise be ignored)', () => {
    expect(problemsOf(postFile({}, 'titel: Oops\n'))).toEqual([
      `${NAME}: titel: unknown field; the fields are title, seoTitle, description, date, updated, author, excerpt, image, tags, services`,
    ]);
  });

  it('file name: the slug is lowercase words joined by hyphens', () => {
    expect(problemsOf(postFile(), path.join(process.cwd(), 'content', 'blog', 'My Post.md'))).toEqual([
      `content/blog/My Post.md: file name: expected lowercase letters, digits and hyphens, such as my-first-post.md, got "My Post.md"`,
    ]);
  });

  it('front matter: between two --- lines, in YAML', () => {
    expect(problemsOf('title: No dashes\n\nBody.\n')).toEqual([
      `${NAME}: front matter: expected the file to start with a --- line, then the fields (title: …), then a --- line`,
    ]);
    expect(problemsOf(postFile({ title: 'Query letters: the guide' }))).toEqual([
      `${NAME}: front matter: line 2: expected fields as name: value (a value containing ": " or starting with a quote needs "double quotes" around it); Nested mappings are not allowed in compact mappings`,
    ]);
  });

  it('body: has text', () => {
    expect(problemsOf(postFile({}, '', ''))).toEqual([`${NAME}: body: expected the post’s text after the closing --- line, got nothing`]);
  });

  it('body: refuses raw HTML, naming its line', () => {
    const problems = problemsOf(postFile({}, '', '## A\n\nText.\n\n<script>alert(1)</script>\n'));
    expect(problems).toEqual([`${NAME}: body: line 12: raw HTML (<script>alert(1)</script>) is not supported: use Markdown`]);
  });

  it('body: refuses a link that is not a page, a web address, an e-mail or a phone', () => {
    expect(problemsOf(postFile({}, '', '## A\n\n[Click](javascript:alert(1))\n'))).toEqual([
      `${NAME}: body: line 10: link "javascript:alert(1)" is not supported: link a page of the site (/services/…), a web page (https), an e-mail address (mailto) or a phone number (tel)`,
    ]);
  });

  it('body: refuses a # heading (the title is the page’s h1)', () => {
    expect(problemsOf(postFile({}, '', '# Big\n\nText.\n'))).toEqual([
      `${NAME}: body: line 8: a # heading: the title is the page’s only top-level heading; start sections with ##`,
    ]);
  });

  it('body: images come from the site, exist, and are described', () => {
    expect(problemsOf(postFile({}, '', '## A\n\n![Cover](https://cdn.example.net/a.jpg)\n'))).toEqual([
      `${NAME}: body: line 10: image "https://cdn.example.net/a.jpg": expected a picture of the site, a path such as /uploads/photo.jpg`,
    ]);
    expect(problemsOf(postFile({}, '', '## A\n\n![](/images/og/blog.jpg)\n'))).toEqual([
      `${NAME}: body: line 10: image "/images/og/blog.jpg": describe it for readers who cannot see it: ![what it shows](/images/og/blog.jpg)`,
    ]);
    expect(problemsOf(postFile({}, '', '## A\n\n![Cover](/uploads/missing.jpg)\n'))).toEqual([
      `${NAME}: body: expected a file in public/ (public/uploads/missing.jpg), found none`,
    ]);
  });

  it('the schema itself is what the CMS reads: the front matter alone, without file or body', () => {
    expect(postSchema.safeParse({ ...fields }).success).toBe(true);
    expect(postSchema.safeParse({ ...fields, date: '2025-6-3' }).error?.issues[0]).toMatchObject({ path: ['date'], message: 'expected YYYY-MM-DD, got "2025-6-3"' });
  });
});

describe('a folder of posts', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const tempDir = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-posts-')));

  it('refuses two posts with one search title, naming both files', () => {
    const folder = tempDir();
    fs.writeFileSync(path.join(folder, 'a-post.md'), postFile());
    fs.writeFileSync(path.join(folder, 'b-post.md'), postFile());
    const display = (name: string) => path.relative(process.cwd(), path.join(folder, name));
    expect(() => loadBlogPosts(folder)).toThrow(BlogContentError);
    expect(() => loadBlogPosts(folder)).toThrow(
      `${display('b-post.md')}: title: expected a search title of its own, got the same as ${display('a-post.md')} ("${fields.title}")`,
    );
  });

  it('refuses a file that is not a .md post, and lists every problem of every file at once', () => {
    const folder = tempDir();
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'draft');
    fs.writeFileSync(path.join(folder, 'bad-date.md'), postFile({ date: 'soon' }));
    fs.writeFileSync(path.join(folder, '.gitkeep'), '');
    const error = (() => {
      try {
        loadBlogPosts(folder);
      } catch (caught) {
        return caught as BlogContentError;
      }
      throw new Error('expected a BlogContentError');
    })();
    expect(error.problems).toEqual([
      `${path.relative(process.cwd(), path.join(folder, 'bad-date.md'))}: date: expected YYYY-MM-DD, got "soon"`,
      `${path.relative(process.cwd(), path.join(folder, 'notes.txt'))}: file name: expected a post file ending in .md`,
    ]);
    expect(error.message).toMatch(/^The blog has 2 problems \(docs\/blog-posts\.md\):\n {2}/);
  });

  it('lists posts oldest first, the blog index’s order', () => {
    const folder = tempDir();
    fs.writeFileSync(path.join(folder, 'later.md'), postFile({ date: '2025-08-01', title: 'Later Post' }));
    fs.writeFileSync(path.join(folder, 'earlier.md'), postFile({ date: '2025-01-01', title: 'Earlier Post' }));
    expect(loadBlogPosts(folder).map((post) => post.slug)).toEqual(['earlier', 'later']);
  });
});
