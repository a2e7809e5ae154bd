import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import '@/styles/globals.css';
import { pages } from '@/content/pages';
import { siteMetadata, siteViewport, withTitleSuffix } from '@/lib/metadata';
import { mainNav } from '@/content/navigation';
import { uiCopy } from '@/content/ui';
import { RootDocument } from '@/components/layout/root-document';
import { SiteChrome } from '@/components/layout/site-chrome';
import { Container } from '@/components/ui/container';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';

const page = pages.notFound;

// Exported as out/404.html, the page for every unknown path. A global not-found page (enabled in
// next.config.ts) is rendered without the root layout, so it brings its own document; an
// app/not-found.tsx would instead be written, chrome and all, into the payload of every page.
// Next adds <meta name="robots" content="noindex"> to this page by itself.
export const metadata: Metadata = {
  ...siteMetadata,
  // No layout applies the title template here.
  title: { absolute: withTitleSuffix(page.metaTitle) },
  description: page.metaDescription,
  openGraph: { ...siteMetadata.openGraph, title: withTitleSuffix(page.metaTitle), description: page.metaDescription },
};
export const viewport = siteViewport;

export default function NotFound() {
  return (
    <RootDocument>
      <SiteChrome>
        <section className="bg-paper">
          <Container className="py-24 text-center">
            <p className="font-serif text-6xl font-semibold text-gold-700">404</p>
            <h1 className="mt-4 text-4xl font-semibold">{page.heading}</h1>
            <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{page.intro}</p>
            <nav aria-label={uiCopy.notFoundLinks} className="mt-8">
              <ul className="flex flex-wrap justify-center gap-3">
                {mainNav.slice(1).map((item) => (
                  <li key={item.href}>
                    <SiteLink
                      href={item.href}
                      className="inline-flex min-h-11 items-center rounded-full border border-navy-200 bg-white px-4 font-medium text-navy-800 hover:border-navy-700"
                    >
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <SiteLink href={paths.home} className={buttonClassName('secondary', 'lg', 'mt-10')}>
              {uiCopy.backHome}
            </SiteLink>
          </Container>
        </section>
      </SiteChrome>
    </RootDocument>
  );
}
