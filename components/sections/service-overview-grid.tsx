import Link from 'next/link';
import type { Service } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { serviceImages } from '@/content/media';
import { servicePath } from '@/lib/paths';

/** The /services/ overview: one card per service with a 'Learn More' link. */
export function ServiceOverviewGrid({ services }: { services: readonly Service[] }) {
  return (
    <section aria-labelledby="all-services-heading" className="bg-paper py-16">
      <Container>
        <h2 id="all-services-heading" className="sr-only">
          {uiCopy.allServices}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <li key={service.slug} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card">
              <ResponsiveImage
                image={serviceImages[service.slug]}
                alt=""
                // Card widths: a third of the content width, half of it (less the gap), or the
                // whole width less the container's padding.
                sizes="(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)"
                // The first card's image is the largest thing in the first screen on phones: loading
                // it lazily made Lighthouse's LCP wait for layout before the request even started.
                priority={index === 0}
                noPreloadHint
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold">{service.card.heading}</h3>
              <p className="mt-3 flex-1 text-muted">{service.card.text}</p>
              <Link
                href={servicePath(service.slug)}
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 hover:text-gold-700"
              >
                {uiCopy.learnMore}
                <span className="sr-only">{uiCopy.learnMoreAbout(service.name)}</span>
                <Icon name="arrowRight" className="size-4" />
              </Link>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
