import { termsAndConditions } from '@/content/legal';
import { createPageMetadata } from '@/lib/metadata';
import { LegalDocumentView } from '@/components/sections/legal-document';

export const metadata = createPageMetadata({
  title: termsAndConditions.title,
  description: termsAndConditions.metaDescription,
  path: '/term-conditions/',
});

export default function TermsPage() {
  return <LegalDocumentView document={termsAndConditions} />;
}
