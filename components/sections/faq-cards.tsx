import type { FaqCardsCopy } from '@/content/campaigns/blocks';
import { HeadedSection } from '@/components/ui/headed-section';
import { FaqAccordionShell } from '@/components/sections/faq-accordion-shell';

interface PublishingFaqProps {
  copy: FaqCardsCopy;
}

/**
 * Six questions, one open at a time; clicking the open one closes it (docs/product.md §2), open panel capped
 * at 500px (docs/product.md §9). All start closed: docs/product.md opens the first item only on the marketing page.
 */
export function FaqCards({ copy }: PublishingFaqProps) {
  return (
    <HeadedSection id={copy.id} copy={{ eyebrow: copy.eyebrow, heading: copy.heading, highlight: copy.highlight }} containerClassName="max-w-4xl">
      <FaqAccordionShell className="mt-10" items={copy.items} initiallyOpen={null} />
    </HeadedSection>
  );
}
