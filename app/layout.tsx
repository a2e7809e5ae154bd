import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/styles/globals.css';
import { site } from '@/content/site';
import { headerCopy } from '@/content/navigation';
import { pages } from '@/content/pages';
import { sansFont, serifFont } from '@/lib/fonts';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd } from '@/lib/structured-data';
import { ogImages } from '@/content/media';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { template: `%s | ${site.brand}`, default: site.brand },
  description: pages.home.metaDescription,
  applicationName: site.brand,
  openGraph: {
    siteName: site.brand,
    locale: 'en_US',
    type: 'website',
    images: [{ url: ogImages.default.src, width: ogImages.default.width, height: ogImages.default.height, alt: ogImages.default.alt }],
  },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f1b33',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={`${sansFont.variable} ${serifFont.variable}`}>
      <body>
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-lg bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {headerCopy.skipLink}
        </a>
        <EnquiryModalProvider>{children}</EnquiryModalProvider>
        <ScrollToTop />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
