import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAllServiceSlugs, getServiceBySlug } from '@/content/services';
import { sectionImages, serviceImages } from '@/content/media';
import { portfolio } from '@/content/portfolio';
import { portfolioCopy } from '@/content/portfolio-copy';
import { bannerCallToAction, closingCallToAction, trustCards, trustCardsCopy, workProcessCopy, workProcessSteps } from '@/content/section-copy';
import { createPageMetadata } from '@/lib/metadata';
import { servicePath } from '@/lib/paths';
import { HeroBanner } from '@/components/sections/hero-banner';
import { FeatureBanner } from '@/components/sections/feature-banner';
import { ServiceDetails } from '@/components/sections/service-details';
import { HighlightBlock } from '@/components/sections/highlight-block';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { TrustCards } from '@/components/sections/trust-cards';
import { CallToAction } from '@/components/sections/call-to-action';
import { WorkProcess } from '@/components/sections/work-process';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/structured-data';
import { pages } from '@/content/pages';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

// Only the 24 slugs in content/services.ts exist; anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllServiceSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = getServiceBySlug((await params).slug);
  if (!service) return {};
  return createPageMetadata({
    title: service.metaTitle,
    description: service.metaDescription,
    path: servicePath(service.slug),
    pageType: 'service',
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return (
    <>
      <HeroBanner copy={service.hero} eyebrow={service.name} background={sectionImages['publishing-hero']} />
      <FeatureBanner
        id="service-feature"
        heading={service.feature.heading}
        highlight={service.feature.highlight}
        paragraphs={service.feature.paragraphs}
        image={serviceImages[service.slug]}
      />
      <HighlightBlock id="service-highlight" heading={service.highlightBlock.heading} text={service.highlightBlock.text} />
      <ServiceDetails service={service} />
      <PortfolioSection covers={portfolio} copy={portfolioCopy} />
      <TrustCards copy={trustCardsCopy} cards={trustCards} />
      <CallToAction id="banner-cta" copy={bannerCallToAction} />
      <WorkProcess copy={workProcessCopy} steps={workProcessSteps} />
      <CallToAction id="closing-cta" copy={closingCallToAction} />
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pages.home.breadcrumb, path: pages.home.path },
          { name: pages.services.breadcrumb, path: pages.services.path },
          { name: service.name, path: servicePath(service.slug) },
        ])}
      />
    </>
  );
}
