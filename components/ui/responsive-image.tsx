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
  /** The largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  /** Overrides the asset's alt, e.g. '' where the image is purely decorative here. */
  alt?: string;
}

/**
 * An <img> that always carries width and height (no layout shift) and a srcset of the pre-sized
 * files. next/image is not used: its optimizer cannot run in a static export, and with
 * `unoptimized` it drops srcset.
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, className, ...rest }: ResponsiveImageProps) {
  const srcSet = image.srcSet?.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ');
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized files with srcset; see the comment above
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      {...rest}
    />
  );
}
