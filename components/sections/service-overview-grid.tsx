import type { ImageAsset } from '@/content/media';
import type { Service, ServiceSlug } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { Section } from '@/components/ui/section';
import { ServiceCard } from './service-card';

interface ServiceOverviewGridProps {
  services: readonly Service[];
  /** Each service's card image (content/media.ts `serviceImages`). */
  images: Readonly<Record<ServiceSlug, ImageAsset>>;
}

/** The /services/ overview: one card per service with a 'Learn More' link. */
export function ServiceOverviewGrid({ services, images }: ServiceOverviewGridProps) {
  return (
    <Section labelledBy="all-services-heading" tone="none" padded={false} className="bg-paper py-16">
      <h2 id="all-services-heading" className="sr-only">
        {uiCopy.allServices}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => (
          <ServiceCard
            key={service.slug}
            slug={service.slug}
            image={images[service.slug]}
            title={service.card.heading}
            name={service.name}
            text={service.card.text}
            // Card widths: a third of the content width, half of it (less the gap), or the
            // whole width less the container's padding.
            imageSizes="(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)"
            // The first card's image is the largest thing in the first screen on phones: loading
            // it lazily made Lighthouse's LCP wait for layout before the request even started.
            firstScreen={index === 0}
          />
        ))}
      </ul>
    </Section>
  );
}
