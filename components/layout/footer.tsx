import Link from 'next/link';
import { footerCopy } from '@/content/footer';
import { footerNav, headerCopy, legalNav } from '@/content/navigation';
import { formatAddressLines, site } from '@/content/site';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Logo } from './logo';

/** Shared footer (spec §2): links, disclaimer, New York address, phone, e-mail, rights line. */
export function Footer() {
  const [street, city] = formatAddressLines();
  const linkClass = 'text-navy-100 hover:text-white hover:underline underline-offset-4';
  return (
    <footer className="mt-auto bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{footerCopy.tagline}</p>
        </div>
        <nav aria-label={headerCopy.footerNavLabel}>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{footerCopy.headings.company}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{footerCopy.headings.legal}</h2>
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
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{footerCopy.headings.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Icon name="location" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <address className="not-italic">
                {street}
                <br />
                {city}
              </address>
            </li>
            <li>
              <a href={site.phone.href} className={`inline-flex items-center gap-3 ${linkClass}`}>
                <Icon name="phone" className="size-4 shrink-0 text-gold-300" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`inline-flex items-center gap-3 break-all ${linkClass}`}>
                <Icon name="mail" className="size-4 shrink-0 text-gold-300" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{footerCopy.headings.disclaimer}</h2>
          <p className="mt-4 text-xs leading-relaxed text-navy-200">{footerCopy.disclaimer}</p>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-center text-sm text-navy-200">
          <p>{footerCopy.rightsReserved}</p>
        </Container>
      </div>
    </footer>
  );
}
