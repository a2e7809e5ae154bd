import { pages } from '@/content/pages';
import { createPageMetadata } from '@/lib/metadata';
import { IntroWithActions } from '@/components/sections/intro-with-actions';

const page = pages.bookMarketingOffer;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
});

export default function BookMarketingOfferPage() {
  return <IntroWithActions page={page} />;
}
