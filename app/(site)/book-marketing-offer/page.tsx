import { pages } from '@/content/pages';
import { sectionImages } from '@/content/media';
import {
  introBlocks,
  marketingCallToAction,
  marketingHero,
  marketingHeroEyebrow,
  movieAdaptation,
} from '@/content/landing-marketing';
import { createPageMetadata } from '@/lib/metadata';
import { HeroBanner } from '@/components/sections/hero-banner';
import { FeatureBanner } from '@/components/sections/feature-banner';
import { CallToAction } from '@/components/sections/call-to-action';
import { FeaturedProjects } from '@/components/sections/marketing/featured-projects';
import { MarketingProcess } from '@/components/sections/marketing/marketing-process';
import { MarketingServices } from '@/components/sections/marketing/marketing-services';
import { MarketingFaq } from '@/components/sections/marketing/marketing-faq';
import { MarketingVideos } from '@/components/sections/marketing/marketing-videos';
import { MarketingContact } from '@/components/sections/marketing/marketing-contact';

const page = pages.bookMarketingOffer;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
  pageType: 'landing',
});

const [whyMarketing, ourApproach] = introBlocks;

/**
 * Book-marketing advertising landing page (spec §2), inside the shared header and footer. Its
 * enquiry forms land on /book-marketing-offer/thank-you/ (lib/enquiry/thank-you.ts). Sections in the
 * spec's order; copy and data in content/landing-marketing.ts.
 */
export default function BookMarketingOfferPage() {
  return (
    <>
      <HeroBanner copy={marketingHero} background={sectionImages['marketing-hero']} eyebrow={marketingHeroEyebrow} />
      <FeatureBanner {...whyMarketing} />
      <FeatureBanner {...ourApproach} reverse tone="paper" />
      <FeaturedProjects />
      <MarketingProcess />
      <MarketingServices />
      <CallToAction id="marketing-cta" copy={marketingCallToAction} />
      <MarketingFaq />
      <MarketingVideos />
      <FeatureBanner {...movieAdaptation} tone="navy" />
      <MarketingContact />
    </>
  );
}
