import { privacyPolicy } from '@/content/legal';
import { createPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/paths';
import { LegalDocumentView } from '@/components/sections/legal-document';

export const metadata = createPageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.metaDescription,
  path: paths.privacyPolicy,
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
