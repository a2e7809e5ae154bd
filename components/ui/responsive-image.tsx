import type { ImgHTMLAttributes } from 'react';

export interface ResponsiveImageSource {
  src: string;
  width: number;
  height: number;
  alt: string;
  srcSet?: readonly { src: string; width: number }[];
}

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  image: ResponsiveImageSource;
  /** CSS sizes hint; required whenever the image has several widths. */
  sizes?: string;
  /** The largest image above the fold (the LCP element): loaded eagerly with high priority. */
  priority?: boolean;
  /** In the first screen but not its largest element: loaded at once, at the browser's own priority. */
  eager?: boolean;
  /** Overrides the asset's alt, e.g. '' where the image is purely decorative here. */
  alt?: string;
  /**
   * Drawn from the md breakpoint (768 px) up only: for decorative backgrounds that a phone's first
   * screen does not need. Phones download nothing for it, so their largest first-screen element is
   * the heading, which paints with the HTML (docs/benchmarks.md).
   */
  fromMd?: boolean;
  /**
   * No preload hint for this image. React writes one for every eager <img> (into the page's head
   * and its RSC payload), and Next applies the hints of every route it prefetches, so an eager
   * image on a page the header links to (/services/, /portfolio/) would be downloaded by every page
   * that shows the header. Inside a <picture> React writes none; the <img> keeps its own loading
   * and priority, and the browser's preload scanner still finds it in the HTML. With `priority`,
   * the build inlines its phone-sized file and preloads the rest in that page's HTML only
   * (scripts/export/lcp-image.ts).
   */
  noPreloadHint?: boolean;
}

/** A transparent pixel: the <img> a phone keeps inside a `fromMd` picture, never fetched or shown. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const MD_MEDIA = '(min-width: 768px)';

/**
 * An <img> that always carries width and height (no layout shift) and a srcset of the pre-sized
 * files. next/image is not used: its optimizer cannot run in a static export, and with
 * `unoptimized` it drops srcset.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  eager = false,
  alt,
  className = '',
  fromMd = false,
  noPreloadHint = false,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = image.srcSet?.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ');
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized files with srcset; see the comment above
    <img
      src={fromMd ? NOTHING : image.src}
      srcSet={fromMd ? undefined : srcSet}
      sizes={srcSet && !fromMd ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={fromMd ? `max-md:hidden ${className}` : className}
      {...rest}
    />
  );
  if (!fromMd) return noPreloadHint ? <picture>{img}</picture> : img;
  return (
    <picture>
      <source media={MD_MEDIA} srcSet={srcSet ?? image.src} sizes={srcSet ? sizes : undefined} />
      {img}
    </picture>
  );
}
