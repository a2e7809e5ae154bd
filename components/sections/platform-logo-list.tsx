import type { Ref } from 'react';
import type { PlatformLogo } from '@/content/media';

interface PlatformLogoListProps {
  logos: readonly PlatformLogo[];
  /** The second copy that makes a scrolling strip loop seamlessly: hidden from assistive technology. */
  duplicate: boolean;
  className: string;
  ref?: Ref<HTMLUListElement>;
}

/** One row of platform wordmarks, as the scrolling logo strips show them. */
export function PlatformLogoList({ logos, duplicate, className, ref }: PlatformLogoListProps) {
  return (
    <ul ref={ref} aria-hidden={duplicate ? true : undefined} className={className}>
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG wordmarks */}
          <img src={logo.src} width={logo.width} height={logo.height} alt={duplicate ? '' : logo.name} loading="lazy" className="h-10 w-auto" />
        </li>
      ))}
    </ul>
  );
}
