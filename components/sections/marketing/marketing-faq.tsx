import { marketingFaqCopy, marketingFaqs } from '@/content/landing-marketing';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { FaqAccordion } from '@/components/sections/faq-accordion';

const SECTION_ID = 'marketing-faq';

/** Five questions (spec §2): first open, one at a time, the open one closes on click, 0.3 s animation. */
export function MarketingFaq() {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <Section id={SECTION_ID} labelledBy={headingId} tone="paper">
      <SectionHeading
        id={headingId}
        eyebrow={marketingFaqCopy.eyebrow}
        text={marketingFaqCopy.heading}
        highlight={marketingFaqCopy.highlight}
        description={<p>{marketingFaqCopy.intro}</p>}
        align="center"
      />
      <div className="mx-auto mt-10 max-w-3xl">
        <FaqAccordion items={marketingFaqs} initiallyOpen={0} animationSeconds={0.3} headingLevel={3} />
      </div>
    </Section>
  );
}
