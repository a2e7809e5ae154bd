import type { ReactNode } from 'react';
import { headerCopy } from '@/content/navigation';
import { site } from '@/content/site';
import { sansFont, serifFont } from '@/lib/fonts';
import { organizationJsonLd } from '@/lib/structured-data';
import { attributionHeadScript } from '@/lib/attribution';
import { VisitTracker } from '@/components/analytics/visit-tracker';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { JsonLd } from '@/components/seo/json-ld';
import { ScrollToTop } from './scroll-to-top';

/** Built once per build: the same text on every page, so one CSP hash. */
const ATTRIBUTION_SCRIPT = attributionHeadScript();

/**
 * The <html> and <body> every page has: in the head, the inline script that records the visit's
 * attribution before anything else runs (lib/attribution.ts); then fonts, the skip link, the
 * enquiry popup's provider, scroll restoration, the visit tracker (call conversions) and the
 * organization's JSON-LD. Used by the root layout and by the 404 page (app/global-not-found.tsx),
 * which Next renders without any layout.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={`${sansFont.variable} ${serifFont.variable}`}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a Pages Router rule: in the App Router the root layout writes <head> itself (next/head does nothing here) */}
      <head>
        {/* A constant of our own code, not content: nothing a visitor or an editor writes reaches it. */}
        <script dangerouslySetInnerHTML={{ __html: ATTRIBUTION_SCRIPT }} />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-lg bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {headerCopy.skipLink}
        </a>
        <EnquiryModalProvider>{children}</EnquiryModalProvider>
        <ScrollToTop />
        <VisitTracker ads={site.ads} />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
