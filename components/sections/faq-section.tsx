import type { IntroSectionCopy, MarketingFaqItem } from '@/content/campaigns/blocks';
import { HeadedSection } from '@/components/ui/headed-section';
import { FaqAccordionShell } from '@/components/sections/faq-accordion-shell';

const SECTION_ID = 'marketing-faq';

/** The questions of a landing page: first open, one at a time, the open one closes on click, 0.3 s animation. */
export function FaqSection({ copy, items }: { copy: IntroSectionCopy; items: readonly MarketingFaqItem[] }) {
  return (
    <HeadedSection id={SECTION_ID} copy={copy} tone="paper">
      <FaqAccordionShell className="mx-auto mt-10 max-w-3xl" items={items} initiallyOpen={0} animationSeconds={0.3} headingLevel={3} />
    </HeadedSection>
  );
}
