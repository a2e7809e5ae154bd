import type { ServicesGridCopy } from '@/content/campaigns/blocks';
import { HeadedSection } from '@/components/ui/headed-section';
import { ServiceCard } from './service-card';

interface ServicesGridProps {
  copy: ServicesGridCopy;
}

/** The core publishing services as cards, each linking to its service page. */
export function ServicesGrid({ copy }: ServicesGridProps) {
  return (
    <HeadedSection id={copy.id} copy={copy}>
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
    </HeadedSection>
  );
}
