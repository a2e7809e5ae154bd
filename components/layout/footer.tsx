import Link from 'next/link';
import { footerCopy } from '@/content/footer';
import { footerNav, headerCopy, legalNav } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { FooterContact, FooterDisclaimer, footerHeadingClass, footerLinkClass } from './footer-contact';

/** Shared footer (spec §2): links, disclaimer, New York address, phone, e-mail, rights line. */
export function Footer() {
  const linkClass = footerLinkClass;
  return (
    <footer className="mt-auto bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{footerCopy.tagline}</p>
        </div>
        <nav aria-label={headerCopy.footerNavLabel}>
          <h2 className={footerHeadingClass}>{footerCopy.headings.company}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className={`mt-8 ${footerHeadingClass}`}>{footerCopy.headings.legal}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {legalNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterContact />
        <FooterDisclaimer />
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-center text-sm text-navy-200">
          <p>{footerCopy.rightsReserved}</p>
        </Container>
      </div>
    </footer>
  );
}
