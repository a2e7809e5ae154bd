import type { FaqCardsCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { FaqAccordion } from '@/components/sections/faq-accordion';

interface PublishingFaqProps {
  copy: FaqCardsCopy;
}

/**
 * Six questions, one open at a time; clicking the open one closes it (docs/product.md §2), open panel capped
 * at 500px (docs/product.md §9). All start closed: docs/product.md opens the first item only on the marketing page.
 */
export function FaqCards({ copy }: PublishingFaqProps) {
  const headingId = `${copy.id}-heading`;
  return (
    <Section id={copy.id} labelledBy={headingId} containerClassName="max-w-4xl">
      <SectionHeading id={headingId} eyebrow={copy.eyebrow} text={copy.heading} highlight={copy.highlight} align="center" />
      <div className="mt-10">
        <FaqAccordion items={copy.items} initiallyOpen={null} maxPanelHeight={copy.maxPanelHeight} />
      </div>
    </Section>
  );
}
