import type { Metadata, Viewport } from 'next';
import { blogFeed } from '../content/blog-feed';
import { ogImages, type OgImageName } from '../content/media';
import { pages } from '../content/pages';
import { site } from '../content/site';

/**
 * What every page starts from: the root layout's metadata, and the 404 page's, which Next renders
 * without the layout (app/global-not-found.tsx).
 */
/**
 * Search results cut titles at about 60 characters, so the suffix uses the short brand form and
 * every page's full title stays within 60 (tests/unit/seo-lengths.test.ts).
 */
export const TITLE_TEMPLATE = `%s | ${site.brandShort}`;

/** A page's full <title>: its own title with the site suffix. */
export function withTitleSuffix(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

/**
 * The blog's feed, linked from every page's head so that feed readers find it from any address.
 * Set on the layout and again on each page: a page's `alternates` replaces the layout's.
 */
const feedAlternate = { 'application/rss+xml': [{ url: blogFeed.path, title: blogFeed.title }] };

export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  alternates: { types: feedAlternate },
  title: { template: TITLE_TEMPLATE, default: site.brand },
  description: pages.home.metaDescription,
  applicationName: site.brand,
  openGraph: {
    siteName: site.brand,
    locale: 'en_US',
    type: 'website',
    images: [{ url: ogImages.default.src, width: ogImages.default.width, height: ogImages.default.height, alt: ogImages.default.alt }],
  },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f1b33',
};

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site-relative path with the trailing slash the export uses, e.g. '/about/'. */
  path: string;
  keywords?: readonly string[];
  /** Thank-you and error pages stay out of search results. */
  noindex?: boolean;
  /** Use the title as-is, without the '%s | Brand' template. */
  absoluteTitle?: boolean;
  /** Which Open Graph / Twitter card image the page shares with. */
  pageType?: OgImageName;
  /** A dated article (a blog post): og:type=article with its dates and author. */
  article?: ArticleMetadata;
  /** A picture of the page's own (a blog post's image) instead of the page type's card image. */
  image?: { src: string; alt: string };
}

export interface ArticleMetadata {
  /** ISO dates, 'YYYY-MM-DD'. */
  publishedAt: string;
  updatedAt: string;
  author: string;
}

/**
 * One helper for every page's metadata, so canonical URLs, social cards and robots rules stay
 * consistent. URLs are relative: the root layout's `metadataBase` (the site URL) makes them absolute.
 */
export function createPageMetadata({
  title,
  description,
  path,
  keywords,
  noindex = false,
  absoluteTitle = false,
  pageType = 'default',
  article,
  image: ownImage,
}: PageMetadataInput): Metadata {
  const image = ogImages[pageType];
  const images = ownImage ? [{ url: ownImage.src, alt: ownImage.alt }] : [{ url: image.src, width: image.width, height: image.height, alt: image.alt }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(keywords && keywords.length > 0 ? { keywords: [...keywords] } : {}),
    alternates: { canonical: path, types: feedAlternate },
    // Next replaces, not merges, a layout's openGraph with a page's, so each page sets all of it.
    openGraph: article
      ? {
          title,
          description,
          url: path,
          type: 'article',
          publishedTime: article.publishedAt,
          modifiedTime: article.updatedAt,
          authors: [article.author],
          images,
        }
      : { title, description, url: path, type: 'website', images },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
