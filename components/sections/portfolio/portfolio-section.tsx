import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { portfolioCopy } from '@/content/portfolio-copy';
import { PortfolioMobile } from './portfolio-mobile';
import { PortfolioTabs } from './portfolio-tabs';

export interface PortfolioSectionProps {
  /** The section's id (anchor); the heading gets `${id}-heading`. One section per page. */
  id?: string;
  /** Level of 'Check Out Our Work'; slide headings sit one level below. */
  headingLevel?: 2 | 3;
  tone?: SectionTone;
  /** The section starts in the page's first screen on phones (/portfolio/): its first covers load at once. */
  inFirstScreen?: boolean;
}

/**
 * 'Check Out Our Work' (docs/product.md §2 'Portfolio section'). A server component: the only client code is
 * the two leaves. Large screens (lg and up) show category tabs; smaller screens a carousel with
 * one category per slide. Only one variant is displayed at a time (the other is display:none, so
 * none of its controls can be reached).
 */
export function PortfolioSection({ id = 'portfolio', headingLevel = 2, tone = 'paper', inFirstScreen = false }: PortfolioSectionProps) {
  const headingId = `${id}-heading`;
  const contentTone = tone === 'navy' ? 'dark' : 'light';
  return (
    <Section id={id} labelledBy={headingId} tone={tone}>
      <SectionHeading
        id={headingId}
        text={portfolioCopy.heading}
        highlight={portfolioCopy.highlight}
        description={<p>{portfolioCopy.intro}</p>}
        level={headingLevel}
        align="center"
        tone={contentTone}
      />
      <div className="mt-10 hidden lg:block" data-portfolio-variant="tabs">
        <PortfolioTabs tone={contentTone} />
      </div>
      <div className="mt-10 lg:hidden" data-portfolio-variant="carousel">
        <PortfolioMobile slideHeadingLevel={headingLevel === 2 ? 3 : 4} tone={contentTone} inFirstScreen={inFirstScreen} />
      </div>
    </Section>
  );
}
