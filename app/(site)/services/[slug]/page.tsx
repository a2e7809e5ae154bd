import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAllServiceSlugs, getServiceBySlug } from '@/content/services';
import { createPageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { ServiceBody } from '@/components/sections/service-body';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { PhoneLink } from '@/components/ui/phone-link';

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
    path: `/services/${service.slug}/`,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return (
    <>
      <PageIntro heading={service.hero.title} highlight={service.hero.highlight} lines={service.hero.lines} eyebrow={service.name}>
        <GetStartedButton size="lg" />
        <PhoneLink className="min-h-11 font-semibold text-white hover:text-gold-300" />
      </PageIntro>
      <ServiceBody service={service} />
    </>
  );
}
