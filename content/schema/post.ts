/**
 * The one schema of a blog post's front matter (content/blog/<slug>.md, between the two `---`
 * lines). The loader (content/blog.ts) validates every file with it, the types are inferred from
 * it, and the CMS (/admin/) builds its "Blog posts" fields from it. What each field means, for the
 * people who write posts: docs/blog-posts.md.
 *
 * Every message says what was expected, so the build's line reads
 * `content/blog/foo.md: date: expected YYYY-MM-DD, got "2025-2-1"`.
 */
import { z } from 'zod';

import { serviceSlugs } from '../services';
import { withTitleSuffix } from '../../lib/metadata';

/** Search results cut titles (brand suffix included) and descriptions at about these lengths. */
export const MAX_SEARCH_TITLE = 60;
export const MIN_DESCRIPTION = 51;
export const MAX_DESCRIPTION = 160;

/** A post's file name without `.md`: its address, /blogs/<slug>/. */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The image types a page can show (the hosts serve these with an image content type). */
const IMAGE_PATH = /^\/(?!\/)[^?#\s]*\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists: 2025-02-30 is refused. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What a value looked like, for a message: `"2025-2-1"`, `a number (3)`, `a list`. */
function shown(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'an empty value';
  if (typeof input === 'string') return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  if (Array.isArray(input)) return 'a list';
  if (input instanceof Date) return `a date (${input.toISOString().slice(0, 10)}; put the date in quotes)`;
  if (typeof input === 'object') return 'a group of fields';
  return `${typeof input} ${String(input)}`;
}

/** Text: a string that is not blank once trimmed. `required` when the field is missing. */
function text(what = 'text') {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : `expected ${what}, got ${shown(issue.input)}`) })
    .trim()
    .min(1, { error: `expected ${what}, got an empty value` });
}

const isoDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : `expected YYYY-MM-DD, got ${shown(issue.input)}`) })
  .refine(isIsoDate, { error: (issue) => `expected YYYY-MM-DD, got ${shown(issue.input)}` });

const imagePath = z
  .string({ error: (issue) => `expected a path such as /uploads/cover.jpg, got ${shown(issue.input)}` })
  .regex(IMAGE_PATH, {
    error: (issue) =>
      `expected a path under public/ starting with / and ending in .jpg, .png, .webp, .avif, .gif or .svg, such as /uploads/cover.jpg, got ${shown(issue.input)}`,
  })
  .refine((value) => !value.split('/').includes('..'), { error: 'expected a path without ..' });

const serviceSlug = z.enum(serviceSlugs, {
  error: (issue) => `expected one of the service pages (${serviceSlugs.join(', ')}), got ${shown(issue.input)}`,
});

export const postSchema = z
  .strictObject(
    {
      /** The article's heading (h1) and, when short enough, its search-result title. */
      title: text(),
      /** The search-result title when `title` is too long for it (60 characters with the brand suffix). */
      seoTitle: text().optional(),
      /** The meta description: 51 to 160 characters. Also the feed's description. */
      description: text().refine((value) => value.length >= MIN_DESCRIPTION && value.length <= MAX_DESCRIPTION, {
        error: (issue) => `expected ${MIN_DESCRIPTION} to ${MAX_DESCRIPTION} characters (search results cut longer ones), got ${String(issue.input).trim().length}`,
      }),
      /** Publication date. */
      date: isoDate,
      /** Date of the last revision, when revised after `date`. */
      updated: isoDate.optional(),
      /** The byline; `{brand}` and `{brandShort}` are replaced with the site's brand. */
      author: text(),
      /** The blog index card's text; the description when absent. */
      excerpt: text().optional(),
      /** A picture: its path under public/ (CMS uploads: /uploads/…), or `src` and `alt`. */
      image: z
        .union([imagePath, z.strictObject({ src: imagePath, alt: z.string({ error: 'expected text describing the image' }).trim() })], {
          error: (issue) =>
            issue.input !== null && typeof issue.input === 'object' && !Array.isArray(issue.input)
              ? 'expected src (a path such as /uploads/cover.jpg) and alt (text saying what the picture shows)'
              : `expected a path such as /uploads/cover.jpg, or src and alt, got ${shown(issue.input)}`,
        })
        .optional(),
      /** Topics, for the feed's categories and the page's keywords. */
      tags: z.array(text(), { error: (issue) => `expected a list of words, got ${shown(issue.input)}` }).optional(),
      /** Service pages linked under 'Related services' at the end of the post, in this order. */
      services: z
        .array(serviceSlug, { error: (issue) => `expected a list of service pages, got ${shown(issue.input)}` })
        .refine((list) => new Set(list).size === list.length, { error: 'expected each service once' })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field; the fields are title, seoTitle, description, date, updated, author, excerpt, image, tags, services`
          : `expected the fields between the --- lines (title: …, description: …), got ${shown(issue.input)}`,
    },
  )
  .superRefine((post, ctx) => {
    if (post.updated !== undefined && post.updated < post.date) {
      ctx.addIssue({ code: 'custom', path: ['updated'], message: `expected a date on or after date (${post.date}), got "${post.updated}"` });
    }
    const searchTitle = searchTitleOf(post);
    const full = withTitleSuffix(searchTitle ?? post.title);
    if (searchTitle === undefined || full.length > MAX_SEARCH_TITLE) {
      const field = post.seoTitle === undefined ? 'title' : 'seoTitle';
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          field === 'title'
            ? `too long for search results: "${withTitleSuffix(post.title)}" is ${withTitleSuffix(post.title).length} characters, at most ${MAX_SEARCH_TITLE}; add a shorter seoTitle`
            : `expected at most ${MAX_SEARCH_TITLE} characters with the brand suffix, got ${full.length} ("${full}")`,
      });
    }
  });

/** The front matter as written (optional fields may be missing). */
export type PostFrontMatter = z.infer<typeof postSchema>;
/** The front matter before validation, as the CMS writes it. */
export type PostFrontMatterInput = z.input<typeof postSchema>;

/**
 * The search-result title, before the ' | Brand' suffix: `seoTitle` if given, else the title if it
 * fits in 60 characters with the suffix, else the part before its first colon if that fits
 * ('Self-Publishing vs. Traditional Publishing: How to Choose…' -> 'Self-Publishing vs. Traditional
 * Publishing'). Undefined when none fits (the schema then asks for a seoTitle).
 */
export function searchTitleOf(post: Pick<PostFrontMatter, 'title' | 'seoTitle'>): string | undefined {
  if (post.seoTitle !== undefined) return post.seoTitle;
  const fits = (title: string) => withTitleSuffix(title).length <= MAX_SEARCH_TITLE;
  if (fits(post.title)) return post.title;
  const beforeColon = post.title.split(':')[0]?.trim();
  return beforeColon && beforeColon !== post.title && fits(beforeColon) ? beforeColon : undefined;
}
