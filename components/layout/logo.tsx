import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/content/site';
import { paths } from '@/lib/paths';

interface LogoProps {
  tone?: 'dark' | 'light';
  /** Smaller below the sm breakpoint, for a header that also holds a phone link and a button (320 px phones). */
  compact?: boolean;
}

/** Brand mark and name, linking home. The mark is decorative; the link's name is the brand. */
export function Logo({ tone = 'dark', compact = false }: LogoProps) {
  const text = tone === 'dark' ? 'text-navy-900' : 'text-white';
  return (
    <SiteLink href={paths.home} className={`inline-flex min-h-11 items-center ${compact ? 'gap-2 sm:gap-2.5' : 'gap-2.5'} ${text}`}>
      <svg viewBox="0 0 40 40" className={`${compact ? 'size-8 sm:size-9' : 'size-9'} shrink-0`} aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0f1b33" />
        <path d="M11 28c6-2 10-7 13-15l5-3-2 6c-3 7-8 11-14 13z" fill="#d9a63f" />
        <path d="M10 31h20" stroke="#faf7f0" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={`font-serif ${compact ? 'text-sm sm:text-lg' : 'text-lg'} font-semibold leading-tight tracking-tight`}>
        {compact ? <CompactWordmark brand={site.brand} /> : site.brand}
      </span>
    </SiteLink>
  );
}

/**
 * On a 320 px phone the compact header has room for the wordmark on two lines at most: it may break
 * only before its last word ('Hudson Quill / Publishing'), never inside 'Hudson Quill'.
 */
function CompactWordmark({ brand }: { brand: string }) {
  const cut = brand.lastIndexOf(' ');
  if (cut <= 0) return brand;
  return (
    <>
      <span className="whitespace-nowrap">{brand.slice(0, cut)}</span> <span className="whitespace-nowrap">{brand.slice(cut + 1)}</span>
    </>
  );
}
