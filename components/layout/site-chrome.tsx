import type { ReactNode } from 'react';
import { Header } from './header';
import { Footer } from './footer';

/** Shared header, the skip link's target, and the shared footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      {/* No flex-grow: the footer takes the space under a short page (see Footer). */}
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
