import type { ReactNode } from 'react';
import type { LandingPageEntry } from '@/content/campaigns';
import { site } from '@/content/site';
import { LandingChrome } from '@/components/layout/landing-chrome';
import { SiteChrome } from '@/components/layout/site-chrome';
import { FixedTrustBadge } from '@/components/sections/fixed-trust-badge';
import { SmoothScrollShell } from '@/components/sections/motion/smooth-scroll-shell';
import { ThankYouPanel } from '@/components/sections/thank-you-panel';
import { LiveChatShell } from '@/components/live-chat/live-chat-shell';
import { ENQUIRY_ROUTE_ATTRIBUTE } from '@/components/enquiry/page-route';
import { BlockList, WithHeroForm } from './block-list';
import { LandingBlock } from './landing-block';

/** The header and footer the entry asked for around `children`. */
export function EntryChrome({ entry, children }: { entry: LandingPageEntry; children: ReactNode }) {
  if (entry.chrome.kind === 'site') return <SiteChrome>{children}</SiteChrome>;
  return (
    <LandingChrome fixedHeader={entry.chrome.fixedHeader} showGetStarted={entry.chrome.showGetStarted}>
      {children}
    </LandingChrome>
  );
}

/** Where this page's enquiry forms land and which conversion label they count under (components/enquiry/page-route.ts). */
export function EnquiryRoute({ entry }: { entry: LandingPageEntry }) {
  const attributes = { [ENQUIRY_ROUTE_ATTRIBUTE]: '', 'data-thank-you': entry.thankYou.path, 'data-conversion-label': entry.conversionLabel };
  return <div hidden {...attributes} />;
}

/** The entry's blocks in order, then its page-wide extras (what goes inside the chrome). */
export function LandingBlocks({ entry }: { entry: LandingPageEntry }) {
  const extras = entry.extras ?? {};
  return (
    <>
      <BlockList blocks={entry.blocks} render={LandingBlock} />
      {extras.fixedReviewBadge ? <FixedTrustBadge /> : null}
      {extras.smoothScroll ? <SmoothScrollShell /> : null}
      {extras.liveChat && site.liveChatLicense ? <LiveChatShell license={site.liveChatLicense} /> : null}
      <EnquiryRoute entry={entry} />
    </>
  );
}

/** A landing page: its blocks inside the chrome it asked for. */
export function LandingPageView({ entry }: { entry: LandingPageEntry }) {
  return (
    <WithHeroForm blocks={entry.blocks}>
      <EntryChrome entry={entry}>
        <LandingBlocks entry={entry} />
      </EntryChrome>
    </WithHeroForm>
  );
}

/** The entry's own thank-you page, in the entry's chrome. */
export function LandingThankYouView({ entry }: { entry: LandingPageEntry }) {
  const copy = entry.thankYou.copy;
  if (!copy) return null;
  return (
    <EntryChrome entry={entry}>
      <ThankYouPanel copy={copy} />
      <EnquiryRoute entry={entry} />
    </EntryChrome>
  );
}
