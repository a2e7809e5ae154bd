import type { SiteBlock as SiteBlockData } from '@/content/campaigns/blocks';
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
 * blocks of the same kinds), chosen by the block's type, with the block's copy as props. The last
 * of three switches (landing-block.tsx, home-block.tsx, this one): a page ships the client code of
 * every section its renderer imports, so a service page, rendered by this one alone, carries no
 * other section's. The switch is exhaustive.
 */
export function SiteBlock({ block }: { block: SiteBlockData }) {
  switch (block.type) {
    case 'hero':
      return <HeroBanner copy={block.copy} background={block.background} eyebrow={block.eyebrow} />;
    case 'feature-banner':
      return <FeatureBanner {...block.copy} reverse={block.reverse} tone={block.tone} />;
    case 'bestseller':
      return <BestsellerSection copy={block.copy} background={block.background} image={block.image} />;
    case 'steps-with-images':
      return <StepsWithImages id={block.id} {...block.copy} steps={block.steps} tone={block.tone} />;
    case 'highlight':
      return <HighlightBlock id={block.id} {...block.copy} />;
    case 'service-details':
      return <ServiceDetails service={block.service} />;
    case 'work-process':
      return <WorkProcess copy={block.copy} steps={block.steps} />;
    case 'trust-cards':
      return <TrustCards copy={block.copy} cards={block.cards} />;
    case 'portfolio':
      return <PortfolioSection covers={block.covers} copy={block.copy} />;
    case 'call-to-action':
      return <CallToAction id={block.id} copy={block.copy} />;
    default:
      return assertNever(block);
  }
}

function assertNever(block: never): never {
  throw new Error(`Unknown site block: ${JSON.stringify(block)}`);
}
