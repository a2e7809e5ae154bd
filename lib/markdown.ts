/**
 * A blog post's Markdown body as plain data, from marked's tokens: headings, paragraphs, lists,
 * quotes, emphasis, links, images, code. The page renders that data as React elements
 * (components/sections/blog-body.tsx), so nothing in a post reaches the page as HTML: raw HTML, a
 * `javascript:` link or an image from another site is a problem the build reports (the pages'
 * CSP allows only hashed inline scripts and the site's own images), never markup.
 */
import { marked, type MarkedToken, type Token, type Tokens } from 'marked';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'br' };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  /** The text of a tight list item: inline content without a paragraph around it. */
  | { type: 'plain'; children: Inline[] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

/** A `## heading` and what follows it up to the next one; the first may have no heading. */
export interface MarkdownSection {
  heading?: Inline[];
  blocks: Block[];
}

export interface ParsedMarkdown {
  sections: MarkdownSection[];
  /** Words of the text a reader reads (headings, paragraphs, lists), for the reading time. */
  words: number;
  /** What the body uses that a page cannot show, e.g. 'line 12: raw HTML (<div>) is not supported'. */
  problems: string[];
}

/** Links a post may have: the site's own paths and anchors, web pages, e-mail and phone. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
/** Images come from the site itself (its CSP allows no other origin): a path under public/. */
const SITE_IMAGE = /^\/(?!\/)[^?#\s]*\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** marked leaves entities in text as written; React escapes text, so they are decoded here. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

class Converter {
  words = 0;
  problems: string[] = [];
  line = 1;

  problem(message: string): void {
    this.problems.push(`line ${this.line}: ${message}`);
  }

  inline(tokens: readonly Token[] | undefined): Inline[] {
    return (tokens ?? []).flatMap((token) => this.inlineToken(token as MarkedToken));
  }

  inlineToken(token: MarkedToken): Inline[] {
    switch (token.type) {
      case 'text':
        // A tight list item's text token carries its inline tokens.
        if ('tokens' in token && token.tokens) return this.inline(token.tokens);
        this.words += countWords(token.text);
        return [{ type: 'text', text: decodeEntities(token.text) }];
      case 'escape':
        return [{ type: 'text', text: token.text }];
      case 'strong':
      case 'em':
      case 'del':
        return [{ type: token.type, children: this.inline(token.tokens) }];
      case 'codespan':
        this.words += countWords(token.text);
        return [{ type: 'code', text: token.text }];
      case 'br':
        return [{ type: 'br' }];
      case 'link':
        if (!SAFE_HREF.test(token.href)) {
          this.problem(
            `link "${token.href}" is not supported: link a page of the site (/services/…), a web page (https), an e-mail address (mailto) or a phone number (tel)`,
          );
          return this.inline(token.tokens);
        }
        return [{ type: 'link', href: token.href, children: this.inline(token.tokens) }];
      case 'image':
        if (!SITE_IMAGE.test(token.href)) {
          this.problem(`image "${token.href}": expected a picture of the site, a path such as /uploads/photo.jpg`);
          return [];
        }
        if (token.text.trim() === '') this.problem(`image "${token.href}": describe it for readers who cannot see it: ![what it shows](${token.href})`);
        return [{ type: 'image', src: token.href, alt: decodeEntities(token.text) }];
      case 'html':
        this.problem(`raw HTML (${token.raw.trim().slice(0, 40)}) is not supported: use Markdown`);
        return [];
      default:
        this.problem(`${token.type} is not supported here`);
        return [];
    }
  }

  blocks(tokens: readonly Token[]): Block[] {
    return tokens.flatMap((token) => this.block(token as MarkedToken));
  }

  block(token: MarkedToken): Block[] {
    switch (token.type) {
      case 'space':
      case 'def':
        return [];
      case 'heading':
        if (token.depth === 1) this.problem('a # heading: the title is the page’s only top-level heading; start sections with ##');
        if (token.depth > 4) this.problem('a heading deeper than ####: use ##, ### or ####');
        return [{ type: 'heading', level: Math.min(Math.max(token.depth, 2), 4) as 2 | 3 | 4, children: this.inline(token.tokens) }];
      case 'paragraph':
        return [{ type: 'paragraph', children: this.inline(token.tokens) }];
      case 'text':
        return [{ type: 'plain', children: this.inline(token.tokens ?? [{ type: 'text', raw: token.raw, text: token.text }]) }];
      case 'list':
        return [
          {
            type: 'list',
            ordered: token.ordered,
            start: typeof token.start === 'number' ? token.start : 1,
            items: token.items.map((item: Tokens.ListItem) => this.blocks(item.tokens)),
          },
        ];
      case 'blockquote':
        return [{ type: 'quote', children: this.blocks(token.tokens) }];
      case 'code':
        this.words += countWords(token.text);
        return [{ type: 'code', text: token.text }];
      case 'hr':
        return [{ type: 'rule' }];
      case 'html':
        this.problem(`raw HTML (${token.raw.trim().slice(0, 40)}) is not supported: use Markdown`);
        return [];
      case 'table':
        this.problem('tables are not supported: use a list');
        return [];
      default:
        this.problem(`${token.type} is not supported`);
        return [];
    }
  }
}

/**
 * Parses a post body. `firstLine` is the body's first line in its file, so that problems name the
 * line an editor shows.
 */
export function parseMarkdown(source: string, firstLine = 1): ParsedMarkdown {
  const converter = new Converter();
  converter.line = firstLine;
  const sections: MarkdownSection[] = [];
  let current: MarkdownSection | undefined;
  for (const token of marked.lexer(source, { gfm: true })) {
    for (const block of converter.block(token as MarkedToken)) {
      if (block.type === 'heading' && block.level === 2) {
        current = { heading: block.children, blocks: [] };
        sections.push(current);
      } else {
        if (!current) {
          current = { blocks: [] };
          sections.push(current);
        }
        current.blocks.push(block);
      }
    }
    converter.line += (token.raw.match(/\n/g) ?? []).length;
  }
  return { sections, words: converter.words, problems: converter.problems };
}

/** The plain text of inline content, e.g. a heading's for a key or a label. */
export function inlineText(children: readonly Inline[]): string {
  return children
    .map((child) => {
      switch (child.type) {
        case 'text':
        case 'code':
          return child.text;
        case 'image':
          return child.alt;
        case 'br':
          return ' ';
        default:
          return inlineText(child.children);
      }
    })
    .join('');
}
