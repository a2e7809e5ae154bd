/**
 * The blog's posts: one Markdown file each in content/blog/ (<slug>.md: YAML front matter between
 * two `---` lines, then the body), validated with the one schema of content/schema/post.ts.
 * Written for marketers: docs/blog-posts.md.
 *
 * The files are read when a page asks (each render in `npm run dev`, so an edit shows on the next
 * reload; once per page in `next build`), never at import. A bad file throws a BlogContentError
 * whose lines name the file, the field and what was expected, which fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parse as parseYaml, YAMLParseError } from 'yaml';

import { parseMarkdown, type MarkdownSection } from '../lib/markdown';
import { fillTemplate } from '../lib/fill-template';
import { POST_SLUG, postSchema, searchTitleOf } from './schema/post';
import type { ServiceSlug } from './services';
import { site } from './site';

/** Where the posts live, and the folder their images' paths start from. */
export const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');
export const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** Average adult reading speed, words per minute, for the '{n} min read' label. */
export const WORDS_PER_MINUTE = 200;

export interface BlogImage {
  /** Site path under public/, e.g. '/uploads/cover.jpg'. */
  src: string;
  /** Empty: decorative. */
  alt: string;
}

/** A post as the pages, the feed and the sitemap use it. */
export interface BlogPost {
  slug: string;
  /** The source file, relative to the working directory, for messages. */
  file: string;
  /** The article's heading. */
  title: string;
  /** The search-result title, before the ' | Brand' suffix (60 characters at most with it). */
  metaTitle: string;
  /** 51 to 160 characters. */
  metaDescription: string;
  /** The blog index card's text. */
  excerpt: string;
  /** ISO date, 'YYYY-MM-DD'. */
  publishedAt: string;
  /** ISO date of the last revision; the publication date when never revised. */
  updatedAt: string;
  readingMinutes: number;
  author: string;
  image?: BlogImage;
  tags: string[];
  relatedServiceSlugs: ServiceSlug[];
  /** The body, cut at its `##` headings. */
  sections: MarkdownSection[];
}

export class BlogContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The blog has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} (docs/blog-posts.md):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'BlogContentError';
  }
}

const display = (file: string): string => path.relative(process.cwd(), file).split(path.sep).join('/') || file;

/** Front matter and body; the body's first line number, for messages. */
function splitFile(source: string): { frontMatter: string; body: string; bodyLine: number } | undefined {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---[ \t]*\n([\s\S]*?)\n?---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return undefined;
  const frontMatter = match[1] ?? '';
  return { frontMatter, body: text.slice(match[0].length), bodyLine: (match[0].match(/\n/g) ?? []).length + 1 };
}

/** The field a zod issue is about, as the file writes it: `date`, `image.src`, `services[1]`. */
function fieldOf(issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

/**
 * One post from its file's text. `file` names it in messages and gives the slug; images must exist
 * under `publicDir`. Returns the post or the problems, each `file: field: what was expected`.
 */
export function parseBlogPost(source: string, file: string, publicDir = PUBLIC_DIR): { post: BlogPost } | { problems: string[] } {
  const name = display(file);
  const at = (field: string, message: string) => `${name}: ${field}: ${message}`;
  const slug = path.basename(file, '.md');
  const problems: string[] = [];
  if (!POST_SLUG.test(slug)) problems.push(at('file name', `expected lowercase letters, digits and hyphens, such as my-first-post.md, got "${path.basename(file)}"`));

  const parts = splitFile(source);
  if (!parts) return { problems: [...problems, at('front matter', 'expected the file to start with a --- line, then the fields (title: …), then a --- line')] };

  let data: unknown;
  try {
    data = parseYaml(parts.frontMatter) ?? {};
  } catch (error) {
    // The file's line (the opening --- is line 1), and yaml's first sentence without its own position.
    const line = error instanceof YAMLParseError && error.linePos ? `line ${error.linePos[0].line + 1}: ` : '';
    const detail = (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)).replace(/ at line \d+, column \d+:?$/, '');
    return {
      problems: [
        ...problems,
        at('front matter', `${line}expected fields as name: value (a value containing ": " or starting with a quote needs "double quotes" around it); ${detail}`),
      ],
    };
  }

  const result = postSchema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) problems.push(at(fieldOf([...issue.path, key]), issue.message));
      } else {
        problems.push(at(fieldOf(issue.path) || 'front matter', issue.message));
      }
    }
    return { problems };
  }
  const front = result.data;

  const body = parseMarkdown(parts.body, parts.bodyLine);
  problems.push(...body.problems.map((problem) => at('body', problem)));
  if (body.words === 0) problems.push(at('body', 'expected the post’s text after the closing --- line, got nothing'));

  const image = typeof front.image === 'string' ? { src: front.image, alt: '' } : front.image;
  const images = [...(image ? [{ field: 'image', src: image.src }] : []), ...collectImages(body.sections).map((src) => ({ field: 'body', src }))];
  for (const { field, src } of images) {
    if (!fs.existsSync(path.join(publicDir, ...src.split('/')))) problems.push(at(field, `expected a file in public/ (public${src}), found none`));
  }
  if (problems.length > 0) return { problems };

  const brand = { brand: site.brand, brandShort: site.brandShort };
  return {
    post: {
      slug,
      file: name,
      title: front.title,
      // The schema refused the post if no search title fits.
      metaTitle: searchTitleOf(front) ?? front.title,
      metaDescription: front.description,
      excerpt: front.excerpt ?? front.description,
      publishedAt: front.date,
      updatedAt: front.updated ?? front.date,
      readingMinutes: Math.max(1, Math.ceil(body.words / WORDS_PER_MINUTE)),
      author: fillTemplate(front.author, brand),
      ...(image ? { image } : {}),
      tags: front.tags ?? [],
      relatedServiceSlugs: front.services ?? [],
      sections: body.sections,
    },
  };
}

function collectImages(sections: readonly MarkdownSection[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as { type?: unknown; src?: unknown };
      if (node.type === 'image' && typeof node.src === 'string') found.push(node.src);
      Object.values(value).forEach(visit);
    }
  };
  visit(sections);
  return found;
}

/**
 * Every post of `dir`, oldest first (the blog index's order), or a BlogContentError listing every
 * problem of every file.
 */
export function loadBlogPosts(dir = BLOG_DIR, publicDir = PUBLIC_DIR): BlogPost[] {
  const problems: string[] = [];
  const posts: BlogPost[] = [];
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    // Dotfiles (.gitkeep, editor litter) are not posts.
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.md')) {
      problems.push(`${display(file)}: file name: expected a post file ending in .md`);
      continue;
    }
    const result = parseBlogPost(fs.readFileSync(file, 'utf8'), file, publicDir);
    if ('problems' in result) problems.push(...result.problems);
    else posts.push(result.post);
  }
  // Search results need each page's own title.
  const seen = new Map<string, BlogPost>();
  for (const post of posts) {
    const other = seen.get(post.metaTitle.toLowerCase());
    if (other)
      problems.push(
        `${post.file}: ${post.metaTitle === post.title ? 'title' : 'seoTitle'}: expected a search title of its own, got the same as ${other.file} ("${post.metaTitle}")`,
      );
    else seen.set(post.metaTitle.toLowerCase(), post);
  }
  if (problems.length > 0) throw new BlogContentError(problems);
  return posts.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.slug.localeCompare(b.slug));
}

export function getBlogPostBySlug(slug: string, dir = BLOG_DIR, publicDir = PUBLIC_DIR): BlogPost | undefined {
  return loadBlogPosts(dir, publicDir).find((post) => post.slug === slug);
}
