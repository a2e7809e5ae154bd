import { SiteLink } from '@/components/ui/site-link';
import type { PlatformLogo } from '@/content/media';
import type { ServiceTile, ServicesTeaserCopy } from '@/content/section-copy';
import { HeadedSection } from '@/components/ui/headed-section';
import { ButtonLink } from '@/components/ui/button-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths, servicePath } from '@/lib/paths';
import { LogoStrip } from './logo-strip';

interface ServicesTeaserProps {
  /** The heading block's and the logo strip's copy; the site's pages pass the shared one (content/section-copy.ts). */
  copy: ServicesTeaserCopy;
  /** The tiles, in order (content/section-copy.ts `teaserServices`). */
  services: readonly ServiceTile[];
  /** The scrolling strip's wordmarks (content/media.ts `platformLogos`). */
  logos: readonly PlatformLogo[];
}

/** Six hexagon tiles linking to their service pages, 'See All', and the scrolling logo strip. */
export function ServicesTeaser({ copy, services, logos }: ServicesTeaserProps) {
  return (
    <HeadedSection id="services-teaser" anchor={false} copy={copy} tone="paper">
      <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="flex justify-center">
            <SiteLink href={servicePath(service.slug)} className="hexagon-tile group flex w-full max-w-56 flex-col items-center text-center">
              <span className="hexagon relative block aspect-[1/1.1547] w-full overflow-hidden bg-navy-900 transition-transform duration-300 group-hover:scale-[1.03]">
                <ResponsiveImage image={service.image} alt="" sizes="(min-width: 640px) 224px, 45vw" className="h-full w-full object-cover opacity-90" />
              </span>
              <span className="mt-3 font-serif text-lg font-semibold text-navy-900 group-hover:text-gold-700">{service.name}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ButtonLink href={paths.services} variant="secondary" size="lg">
          {copy.seeAll}
        </ButtonLink>
      </div>
      <div className="mt-14">
        <LogoStrip logos={logos} label={copy.logoStripLabel} pauseLabel={copy.pauseLogos} playLabel={copy.playLogos} />
      </div>
    </HeadedSection>
  );
}
