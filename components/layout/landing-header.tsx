import { site } from '@/content/site';
import { headerCopy } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { Logo } from './logo';
import { PhoneNumber } from '@/components/ui/phone-number';

interface LandingHeaderProps {
  /** Stays pinned to the top while the page scrolls (the publishing landing page). */
  fixed?: boolean;
  showGetStarted?: boolean;
}

/**
 * Advertising landing pages keep the visitor on the page: logo, phone and Get Started, no site
 * navigation to wander off through.
 */
export function LandingHeader({ fixed = false, showGetStarted = true }: LandingHeaderProps) {
  const position = fixed ? 'fixed inset-x-0 top-0' : 'sticky top-0';
  return (
    <header className={`${position} z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85`}>
      <Container className="flex h-18 items-center justify-between gap-2 sm:gap-4">
        <Logo compact />
        <div className="flex items-center gap-2 sm:gap-3">
          <a href={site.phone.href} className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-navy-900 hover:bg-navy-50 sm:px-2">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 text-gold-300">
              <Icon name="phone" className="size-4" />
            </span>
            <span className="sr-only sm:not-sr-only">
              <span className="sr-only">{headerCopy.phoneLabel}: </span>
              <PhoneNumber />
            </span>
          </a>
          {showGetStarted ? <GetStartedButton size="compact" /> : null}
        </div>
      </Container>
    </header>
  );
}
