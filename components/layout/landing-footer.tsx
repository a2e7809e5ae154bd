import Link from 'next/link';
import { footerCopy } from '@/content/footer';
import { headerCopy, legalNav } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { FooterContact, FooterDisclaimer, footerLinkClass } from './footer-contact';

/** A compact footer for landing pages: contact details, phone link, legal links and disclaimer. */
export function LandingFooter() {
  const linkClass = footerLinkClass;
  return (
    <footer className="mt-auto bg-navy-950 text-navy-100">
      <Container className="grid gap-8 py-12 md:grid-cols-[1fr_1fr_1.4fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{footerCopy.tagline}</p>
        </div>
        <FooterContact />
        <FooterDisclaimer />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-center justify-between gap-3 py-6 text-sm text-navy-200 sm:flex-row">
          <p>{footerCopy.rightsReserved}</p>
          <nav aria-label={headerCopy.footerNavLabel}>
            <ul className="flex gap-4">
              {legalNav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
