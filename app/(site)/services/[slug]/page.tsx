import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAllServiceSlugs, getServiceBySlug } from '@/content/services';
import { serviceBlocks } from '@/content/page-blocks';
import { createPageMetadata } from '@/lib/metadata';
import { servicePath } from '@/lib/paths';
import { BlockList, WithHeroForm } from '@/components/campaigns/block-list';
import { SiteBlock } from '@/components/campaigns/site-block';
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
  const blocks = serviceBlocks(service);
  return (
    <WithHeroForm blocks={blocks}>
      <BlockList blocks={blocks} render={SiteBlock} />
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pages.home.breadcrumb, path: pages.home.path },
          { name: pages.services.breadcrumb, path: pages.services.path },
          { name: service.name, path: servicePath(service.slug) },
        ])}
      />
    </WithHeroForm>
  );
}
