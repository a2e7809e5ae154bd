import type { Metadata } from 'next';

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
}

/** One helper for every page's metadata, so canonical URLs and robots rules stay consistent. */
export function createPageMetadata({
  title,
  description,
  path,
  keywords,
  noindex = false,
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(keywords && keywords.length > 0 ? { keywords: [...keywords] } : {}),
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
