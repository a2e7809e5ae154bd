import { footerCopy } from '@/content/footer';
import { headerCopy, legalNav } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { FooterBrand } from './footer-brand';
import { FooterContact } from './footer-contact';
import { FooterDisclaimer } from './footer-disclaimer';
import { FooterLinkList } from './footer-link-list';

/** A compact footer for landing pages: contact details, phone link, legal links and disclaimer. */
export function LandingFooter() {
  return (
    // `grow`: why the footer, not <main>, fills a short page is in ./footer.tsx.
    <footer className="grow bg-navy-950 text-navy-100">
      <Container className="grid gap-8 py-12 md:grid-cols-[1fr_1fr_1.4fr]">
        <FooterBrand />
        <FooterContact />
        <FooterDisclaimer />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-center justify-between gap-3 py-6 text-sm text-navy-200 sm:flex-row">
          <p>{footerCopy.rightsReserved}</p>
          <nav aria-label={headerCopy.footerNavLabel}>
            <FooterLinkList items={legalNav} className="flex gap-4" />
          </nav>
        </Container>
      </div>
    </footer>
  );
}
