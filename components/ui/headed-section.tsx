import type { ReactNode } from 'react';
import { Section, type SectionProps } from './section';
import { SectionHeading } from './section-heading';

/** What a section's heading says: the title, its accent phrase, and optionally an eyebrow and an intro line. */
export interface SectionHeadingCopy {
  heading: string;
  highlight?: string;
  eyebrow?: string;
  intro?: ReactNode;
}

interface HeadedSectionProps extends Omit<SectionProps, 'id' | 'labelledBy'> {
  /** The section's name: its heading gets `${id}-heading`, which names the region, and the section is `#${id}`. */
  id: string;
  /** False for a section that is not a link target: it then carries no id of its own. */
  anchor?: boolean;
  copy: SectionHeadingCopy;
  headingLevel?: 2 | 3;
  align?: 'start' | 'center';
}

/**
 * A Section that opens with its heading (eyebrow, highlighted title, intro line), which names the
 * region: the one way a headed band is written. On the navy tone the heading is drawn light.
 */
export function HeadedSection({ id, anchor = true, copy, headingLevel = 2, align = 'center', tone, children, ...rest }: HeadedSectionProps) {
  const headingId = `${id}-heading`;
  const intro = typeof copy.intro === 'string' ? <p>{copy.intro}</p> : copy.intro;
  return (
    <Section id={anchor ? id : undefined} labelledBy={headingId} tone={tone} {...rest}>
      <SectionHeading
        id={headingId}
        eyebrow={copy.eyebrow}
        text={copy.heading}
        highlight={copy.highlight}
        description={intro}
        level={headingLevel}
        align={align}
        tone={tone === 'navy' ? 'dark' : 'light'}
      />
      {children}
    </Section>
  );
}
