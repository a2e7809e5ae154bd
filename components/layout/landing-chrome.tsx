import type { ReactNode } from 'react';
import { LandingHeader } from './landing-header';
import { LandingFooter } from './landing-footer';

interface LandingChromeProps {
  children: ReactNode;
  fixedHeader?: boolean;
  showGetStarted?: boolean;
}

/**
 * The chrome of advertising landing pages (app/(landing)/): logo, phone and Get Started, no
 * site navigation to wander off through, and a compact footer with contact and legal links.
 */
export function LandingChrome({ children, fixedHeader = false, showGetStarted = true }: LandingChromeProps) {
  return (
    <>
      <LandingHeader fixed={fixedHeader} showGetStarted={showGetStarted} />
      {/* A fixed header is out of the flow; the padding keeps the first section clear of it. No
          flex-grow: the footer takes the space under a short page (see Footer). */}
      <main id="main-content" tabIndex={-1} className={`outline-none ${fixedHeader ? 'pt-18' : ''}`}>
        {children}
      </main>
      <LandingFooter />
    </>
  );
}
