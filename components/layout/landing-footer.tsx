import Link from 'next/link';
import { footerCopy } from '@/content/footer';
import { headerCopy, legalNav } from '@/content/navigation';
import { formatAddressLines, site } from '@/content/site';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Logo } from './logo';

/** A compact footer for landing pages: contact details, phone link, legal links and disclaimer. */
export function LandingFooter() {
  const [street, city] = formatAddressLines();
  const linkClass = 'text-navy-100 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="mt-auto bg-navy-950 text-navy-100">
      <Container className="grid gap-8 py-12 md:grid-cols-[1fr_1fr_1.4fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{footerCopy.tagline}</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{footerCopy.headings.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={site.phone.href} className={`inline-flex min-h-6 items-center gap-3 ${linkClass}`}>
                <Icon name="phone" className="size-4 shrink-0 text-gold-300" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`inline-flex min-h-6 items-center gap-3 break-all ${linkClass}`}>
                <Icon name="mail" className="size-4 shrink-0 text-gold-300" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="location" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <address className="not-italic">
                {street}
                <br />
                {city}
              </address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{footerCopy.headings.disclaimer}</h2>
          <p className="mt-4 text-xs leading-relaxed text-navy-200">{footerCopy.disclaimer}</p>
        </div>
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
