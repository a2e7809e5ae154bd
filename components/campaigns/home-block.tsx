import type { HomeBlock as HomeBlockData } from '@/content/campaigns/blocks';
import { ServicesTeaser } from '@/components/sections/services-teaser';
import { VideoTestimonialsSection } from '@/components/sections/video-testimonials/video-testimonials-section';
import { SiteBlock } from './site-block';

/**
 * A block of the home page (content/page-blocks.ts) or of a campaign: the two sections whose client
 * code the service pages do without, then the rest by SiteBlock.
 */
export function HomeBlock({ block }: { block: HomeBlockData }) {
  switch (block.type) {
    case 'services-teaser':
      return <ServicesTeaser copy={block} services={block.services} logos={block.logos} />;
    case 'video-testimonials':
      return <VideoTestimonialsSection copy={block} videos={block.videos} />;
    default:
      // What is left is a site block: a home block type without its case here does not compile.
      return <SiteBlock block={block} />;
  }
}
