import type { ReactNode } from 'react';
import { Header } from './header';
import { Footer } from './footer';

/** Shared header, the skip link's target, and the shared footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
