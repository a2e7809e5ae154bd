import { pages } from '@/content/pages';
import { serviceImages } from '@/content/media';
import { services } from '@/content/services';
import { createPageMetadata } from '@/lib/metadata';
import { IntroWithActions } from '@/components/sections/intro-with-actions';
import { ServiceOverviewGrid } from '@/components/sections/service-overview-grid';

const page = pages.services;

export const metadata = createPageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path });

export default function ServicesPage() {
  return (
    <>
      <IntroWithActions page={page} />
      <ServiceOverviewGrid services={services} images={serviceImages} />
    </>
  );
}
