import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { ContactDetails } from '@/components/sections/contact-details';

const page = pages.contact;

export const metadata = createPageMetadata({ title: page.metaTitle, description: page.metaDescription, path: page.path });

export default function ContactPage() {
  return (
    <>
      <PageIntro heading={page.heading} lines={[page.intro]} />
      <ContactDetails />
    </>
  );
}
