import type { ServicesGridCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { ServiceCard } from './service-card';

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
          <ServiceCard
            key={card.slug}
            slug={card.slug}
            image={card.image}
            title={card.title}
            text={card.text}
            imageSizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            ringed
          />
        ))}
      </ul>
    </Section>
  );
}
