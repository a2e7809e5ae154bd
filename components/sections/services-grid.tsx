import Link from 'next/link';
import type { ServicesGridCopy } from '@/content/campaigns/blocks';
import { uiCopy } from '@/content/ui';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { servicePath } from '@/lib/paths';

interface ServicesGridProps {
  copy: ServicesGridCopy;
}

/** The core publishing services as cards, each linking to its service page. */
export function ServicesGrid({ copy }: ServicesGridProps) {
  const headingId = `${copy.id}-heading`;
  return (
    <Section id={copy.id} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={copy.eyebrow} text={copy.heading} highlight={copy.highlight} description={copy.intro} align="center" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.cards.map((card) => (
          <li key={card.slug} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-100">
            <ResponsiveImage
              image={card.image}
              alt=""
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold">{card.title}</h3>
              <p className="mt-3 flex-1 text-muted">{card.text}</p>
              <Link
                href={servicePath(card.slug)}
                className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-navy-800 hover:text-gold-700"
              >
                {uiCopy.learnMore}
                <span className="sr-only">{uiCopy.learnMoreAbout(card.title)}</span>
                <Icon name="arrowRight" className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
