import type { SiteBlock as SiteBlockData } from '@/content/campaigns/blocks';
import { portfolio } from '@/content/portfolio';
import { BestsellerSection } from '@/components/sections/bestseller-section';
import { CallToAction } from '@/components/sections/call-to-action';
import { FeatureBanner } from '@/components/sections/feature-banner';
import { HeroBanner } from '@/components/sections/hero-banner';
import { HighlightBlock } from '@/components/sections/highlight-block';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { ServiceDetails } from '@/components/sections/service-details';
import { StepsWithImages } from '@/components/sections/steps-with-images';
import { TrustCards } from '@/components/sections/trust-cards';
import { WorkProcess } from '@/components/sections/work-process';

/**
 * One section of any page built from blocks (a service page's, and the home page's and campaigns'
 * blocks of the same kinds), chosen by the block's type, with the block's fields as props (the
 * portfolio's covers are the portfolio's, content/portfolio.ts). The last
 * of three switches (landing-block.tsx, home-block.tsx, this one): a page ships the client code of
 * every section its renderer imports, so a service page, rendered by this one alone, carries no
 * other section's. The switch is exhaustive.
 */
export function SiteBlock({ block }: { block: SiteBlockData }) {
  switch (block.type) {
    case 'hero':
      return <HeroBanner copy={block} background={block.background} eyebrow={block.eyebrow} />;
    case 'feature-banner':
      return (
        <FeatureBanner
          id={block.id}
          heading={block.heading}
          highlight={block.highlight}
          paragraphs={block.paragraphs}
          image={block.image}
          reverse={block.reverse}
          tone={block.tone}
        />
      );
    case 'bestseller':
      return <BestsellerSection copy={block} background={block.background} image={block.image} />;
    case 'steps-with-images':
      return <StepsWithImages id={block.id} heading={block.heading} highlight={block.highlight} intro={block.intro} steps={block.steps} tone={block.tone} />;
    case 'highlight':
      return <HighlightBlock id={block.id} heading={block.heading} highlight={block.highlight} text={block.text} />;
    case 'service-details':
      return <ServiceDetails service={block.service} />;
    case 'work-process':
      return <WorkProcess copy={block} steps={block.steps} />;
    case 'trust-cards':
      return <TrustCards copy={block} cards={block.cards} />;
    case 'portfolio':
      return <PortfolioSection covers={portfolio} copy={block} />;
    case 'call-to-action':
      return <CallToAction id={block.id} copy={block} />;
    default:
      return assertNever(block);
  }
}

function assertNever(block: never): never {
  throw new Error(`Unknown site block: ${JSON.stringify(block)}`);
}
