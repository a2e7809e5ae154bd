import type { PageCopy } from '@/content/pages';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { PhoneLink } from '@/components/ui/phone-link';
import { PageIntro } from './page-intro';

interface IntroWithActionsProps {
  page: PageCopy;
  highlight?: string;
}

/** A page's h1 and lead with the two standard calls to action: Get Started and the phone link. */
export function IntroWithActions({ page, highlight }: IntroWithActionsProps) {
  return (
    <PageIntro heading={page.heading} highlight={highlight} lines={[page.intro]}>
      <GetStartedButton size="lg" />
      <PhoneLink className="min-h-11 font-semibold text-white hover:text-gold-300" />
    </PageIntro>
  );
}
