import type { ReactNode } from 'react';
import type { IntroSectionCopy } from '@/content/campaigns/blocks';
import { Section, type SectionTone } from './section';
import { SectionHeading } from './section-heading';

interface IntroSectionProps {
  /** The section's id; its heading gets `${id}-heading` and names the region. */
  id: string;
  copy: IntroSectionCopy;
  tone: SectionTone;
  children: ReactNode;
}

/** A band that opens with a centred eyebrow, highlighted heading and intro line, then its content. */
export function IntroSection({ id, copy, tone, children }: IntroSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading
        id={headingId}
        eyebrow={copy.eyebrow}
        text={copy.heading}
        highlight={copy.highlight}
        description={<p>{copy.intro}</p>}
        align="center"
      />
      {children}
    </Section>
  );
}
