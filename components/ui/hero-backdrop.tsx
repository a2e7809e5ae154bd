import { ResponsiveImage, type ResponsiveImageSource } from '@/components/ui/responsive-image';

interface HeroBackdropProps {
  image: ResponsiveImageSource;
  /** How much of the photograph shows through, e.g. `opacity-60` (a full class, for Tailwind). */
  opacityClass: string;
  /** The left-to-right darkening over it, e.g. `via-navy-950/85 to-navy-950/40`. */
  gradientClass: string;
}

/**
 * A hero's photograph behind its text, darkened from the left so white text stays readable.
 * Shown from `md` up only (phones get the plain dark background and an earlier LCP), with high
 * priority where it shows, since it is the largest thing in the first screen there.
 */
export function HeroBackdrop({ image, opacityClass, gradientClass }: HeroBackdropProps) {
  return (
    <>
      <ResponsiveImage image={image} alt="" sizes="100vw" priority fromMd className={`absolute inset-0 -z-10 h-full w-full object-cover ${opacityClass}`} />
      <div className={`absolute inset-0 -z-10 bg-gradient-to-r from-navy-950 ${gradientClass}`} aria-hidden="true" />
    </>
  );
}
