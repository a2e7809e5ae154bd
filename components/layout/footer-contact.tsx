import { footerCopy } from '@/content/footer';
import { formatAddressLines, site } from '@/content/site';
import { Icon } from '@/components/ui/icon';

export const footerLinkClass = 'text-navy-100 underline-offset-4 hover:text-white hover:underline';
export const footerHeadingClass = 'font-sans text-sm font-semibold uppercase tracking-wider text-gold-300';

/** The footers' contact column: New York address, phone and e-mail (spec §2 'Shared header and footer'). */
export function FooterContact() {
  const [street, city] = formatAddressLines();
  return (
    <div>
      <h2 className={footerHeadingClass}>{footerCopy.headings.contact}</h2>
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
          <a href={site.phone.href} className={`inline-flex min-h-6 items-center gap-3 ${footerLinkClass}`}>
            <Icon name="phone" className="size-4 shrink-0 text-gold-300" />
            {site.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={`inline-flex min-h-6 items-center gap-3 break-all ${footerLinkClass}`}>
            <Icon name="mail" className="size-4 shrink-0 text-gold-300" />
            {site.email}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The footers' disclaimer column (independent company, trademarks for identification, not advice). */
export function FooterDisclaimer() {
  return (
    <div>
      <h2 className={footerHeadingClass}>{footerCopy.headings.disclaimer}</h2>
      <p className="mt-4 text-xs leading-relaxed text-navy-200">{footerCopy.disclaimer}</p>
    </div>
  );
}
