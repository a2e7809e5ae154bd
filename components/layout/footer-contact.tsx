import { footerCopy } from '@/content/footer';
import { formatAddressLines, site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { footerHeadingClass, footerLinkClass } from './footer-styles';
import { PhoneNumber } from '@/components/ui/phone-number';

/** The footers' contact column: New York address, phone and e-mail (docs/product.md §2 'Shared header and footer'). */
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
            <PhoneNumber />
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={`inline-flex min-h-6 items-center gap-3 [overflow-wrap:anywhere] ${footerLinkClass}`}>
            <Icon name="mail" className="size-4 shrink-0 text-gold-300" />
            {site.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
