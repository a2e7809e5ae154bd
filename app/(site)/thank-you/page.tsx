import { thankYou } from '@/content/thank-you';
import { createPageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/paths';
import { ThankYouPanel } from '@/components/sections/thank-you-panel';

export const metadata = createPageMetadata({
  title: thankYou.metaTitle,
  description: thankYou.metaDescription,
  path: paths.thankYou,
  noindex: true,
});

export default function ThankYouPage() {
  return <ThankYouPanel copy={thankYou} />;
}
