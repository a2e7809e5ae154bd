import type { IntroSectionCopy, MarketingFaqItem } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { FaqAccordion } from '@/components/sections/faq-accordion';

const SECTION_ID = 'marketing-faq';

/** The questions of a landing page: first open, one at a time, the open one closes on click, 0.3 s animation. */
export function FaqSection({ copy, items }: { copy: IntroSectionCopy; items: readonly MarketingFaqItem[] }) {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <Section id={SECTION_ID} labelledBy={headingId} tone="paper">
      <SectionHeading
        id={headingId}
        eyebrow={copy.eyebrow}
        text={copy.heading}
        highlight={copy.highlight}
        description={<p>{copy.intro}</p>}
        align="center"
      />
      <div className="mx-auto mt-10 max-w-3xl">
        <FaqAccordion items={items} initiallyOpen={0} animationSeconds={0.3} headingLevel={3} />
      </div>
    </Section>
  );
}
