import { thankYou } from '@/content/thank-you';
import { createPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/paths';
import { ThankYouPanel } from '@/components/sections/thank-you-panel';

// The second thank-you route (docs/product.md §2): the /lp advertising page's form lands here.
export const metadata = createPageMetadata({
  title: thankYou.metaTitle,
  description: thankYou.metaDescription,
  path: paths.thankYouAlternate,
  noindex: true,
});

export default function ThankYouAlternatePage() {
  return <ThankYouPanel copy={thankYou} />;
}
