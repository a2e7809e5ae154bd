import { privacyPolicy } from '@/content/legal';
import { createPageMetadata } from '@/lib/metadata';
import { LegalDocumentView } from '@/components/sections/legal-document';

export const metadata = createPageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.metaDescription,
  path: '/privacy-policy/',
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
