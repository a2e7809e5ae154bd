import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { sectionImages } from '@/content/media';
import {
  authorTestimonials,
  authorTestimonialsCopy,
  coverMarquee,
  platformsStrip,
  publishingFaq,
  publishingHero,
  publishingPackages,
  publishingServices,
  whyChooseUs,
} from '@/content/landing-publishing';
import { createPageMetadata } from '@/lib/metadata';
import { LandingChrome } from '@/components/layout/landing-chrome';
import { PublishingHero } from '@/components/sections/publishing-solution/publishing-hero';
import { PlatformsSection } from '@/components/sections/publishing-solution/platforms-section';
import { ServicesGrid } from '@/components/sections/publishing-solution/services-grid';
import { WhyChooseUs } from '@/components/sections/publishing-solution/why-choose-us';
import { CoverMarquee } from '@/components/sections/publishing-solution/cover-marquee';
import { PackagesSection } from '@/components/sections/publishing-solution/packages-section';
import { AuthorTestimonials } from '@/components/sections/publishing-solution/author-testimonials';
import { PublishingFaq } from '@/components/sections/publishing-solution/publishing-faq';
import { FixedTrustBadge } from '@/components/sections/publishing-solution/fixed-trust-badge';
import { SmoothScroll } from '@/components/sections/publishing-solution/smooth-scroll';
import { LiveChat } from '@/components/live-chat/live-chat';

const page = pages.bookPublishingSolution;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
  pageType: 'landing',
});

/**
 * 'Book Publishing Solution' advertising landing page (spec §2): fixed header with logo and phone
 * (LandingChrome), then hero, platforms strip, services, why choose us, cover marquee, packages,
 * author testimonials and FAQ, the landing footer and the fixed review badge. Smooth scrolling and
 * the live chat are client leaves of this page only, both loaded lazily.
 */
export default function BookPublishingSolutionPage() {
  return (
    <LandingChrome fixedHeader showGetStarted={false}>
      <PublishingHero copy={publishingHero} background={sectionImages['publishing-hero']} packagesId={publishingPackages.id} />
      <PlatformsSection copy={platformsStrip} />
      <ServicesGrid copy={publishingServices} />
      <WhyChooseUs copy={whyChooseUs} />
      <CoverMarquee copy={coverMarquee} />
      <PackagesSection copy={publishingPackages} />
      <AuthorTestimonials testimonials={authorTestimonials} copy={authorTestimonialsCopy} />
      <PublishingFaq copy={publishingFaq} />
      <FixedTrustBadge />
      <SmoothScroll />
      {site.liveChatLicense ? <LiveChat license={site.liveChatLicense} /> : null}
    </LandingChrome>
  );
}
