import type { SectionTone } from '@/components/ui/section';
import { HeadedSection } from '@/components/ui/headed-section';
import type { PortfolioCovers } from '@/content/portfolio';
import type { PortfolioCopy } from '@/content/portfolio-copy';
import { PortfolioMobileShell, PortfolioTabsShell } from './portfolio-shells';

export interface PortfolioSectionProps {
  /** Every category's covers, in display order (content/portfolio.ts `portfolio`). */
  covers: PortfolioCovers;
  /** The heading block and the controls' strings (content/portfolio-copy.ts `portfolioCopy`). */
  copy: PortfolioCopy;
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
 * the two variants' leaves, which get the covers and the strings as props (plain data), and whose
 * live code loads near the viewport (portfolio-shells.tsx). Large screens (lg and
 * up) show category tabs; smaller screens a carousel with one category per slide. Only one variant
 * is displayed at a time (the other is display:none, so none of its controls can be reached).
 */
export function PortfolioSection({ covers, copy, id = 'portfolio', headingLevel = 2, tone = 'paper', inFirstScreen = false }: PortfolioSectionProps) {
  const contentTone = tone === 'navy' ? 'dark' : 'light';
  const { heading, highlight, intro, ...controlsCopy } = copy;
  return (
    <HeadedSection id={id} copy={{ heading, highlight, intro }} headingLevel={headingLevel} tone={tone}>
      <PortfolioTabsShell className="mt-10 hidden lg:block" covers={covers} copy={controlsCopy} tone={contentTone} />
      <PortfolioMobileShell
        className="mt-10 lg:hidden"
        covers={covers}
        copy={controlsCopy}
        slideHeadingLevel={headingLevel === 2 ? 3 : 4}
        tone={contentTone}
        inFirstScreen={inFirstScreen}
      />
    </HeadedSection>
  );
}
