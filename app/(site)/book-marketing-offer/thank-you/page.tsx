import { bookMarketingThankYou } from '@/content/thank-you';
import { createPageMetadata } from '@/lib/metadata';
import { ThankYouPanel } from '@/components/sections/thank-you-panel';

export const metadata = createPageMetadata({
  title: bookMarketingThankYou.metaTitle,
  description: bookMarketingThankYou.metaDescription,
  path: '/book-marketing-offer/thank-you/',
  noindex: true,
  absoluteTitle: true,
});

export default function BookMarketingThankYouPage() {
  return <ThankYouPanel copy={bookMarketingThankYou} />;
}
