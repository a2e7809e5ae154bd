import { footerCopy } from '@/content/footer';
import { footerNav, headerCopy, legalNav } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { FooterBrand } from './footer-brand';
import { FooterContact } from './footer-contact';
import { FooterDisclaimer } from './footer-disclaimer';
import { FooterLinkList } from './footer-link-list';
import { footerHeadingClass } from './footer-styles';

/** Shared footer (docs/product.md §2): links, disclaimer, New York address, phone, e-mail, rights line. */
export function Footer() {
  return (
    // `grow`: on a page shorter than the screen the footer fills the rest, so its top never depends on
    // how much of it has been parsed (with <main> stretched instead, a partial footer sat lower and jumped up).
    <footer className="grow bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <FooterBrand className="lg:col-span-1" />
        <nav aria-label={headerCopy.footerNavLabel}>
          <h2 className={footerHeadingClass}>{footerCopy.headings.company}</h2>
          <FooterLinkList items={footerNav} className="mt-4 space-y-2 text-sm" />
          <h2 className={`mt-8 ${footerHeadingClass}`}>{footerCopy.headings.legal}</h2>
          <FooterLinkList items={legalNav} className="mt-4 space-y-2 text-sm" />
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
