import { termsAndConditions } from '@/content/legal';
import { createPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/paths';
import { LegalDocumentView } from '@/components/sections/legal-document';

export const metadata = createPageMetadata({
  title: termsAndConditions.title,
  description: termsAndConditions.metaDescription,
  path: paths.termsAndConditions,
});

export default function TermsPage() {
  return <LegalDocumentView document={termsAndConditions} />;
}
