import { formatAddressLines, site } from '@/content/site';
import { enquiryCopy } from '@/content/enquiry';
import { uiCopy } from '@/content/ui';
import { Section } from '@/components/ui/section';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageEnquiryForm } from '@/components/enquiry/page-enquiry-form';
import { PhoneNumber } from '@/components/ui/phone-number';

interface Tile {
  icon: IconName;
  title: string;
  lines: readonly string[];
  href?: string;
  /** The phone tile shows the number as one unbreakable piece. */
  isPhone?: boolean;
}

/**
 * Contact page: tiles for phone, location and e-mail beside the enquiry form. `embedded`: it sits
 * on a panel that is already a card (the landing pages' contact band), so the form draws no card
 * of its own.
 */
export function ContactDetails({ embedded = false }: { embedded?: boolean }) {
  const tiles: Tile[] = [
    { icon: 'phone', title: uiCopy.contactTiles.phone, lines: [site.phone.display], href: site.phone.href, isPhone: true },
    { icon: 'location', title: uiCopy.contactTiles.location, lines: formatAddressLines() },
    { icon: 'mail', title: uiCopy.contactTiles.email, lines: [site.email], href: `mailto:${site.email}` },
  ];
  return (
    <Section tone="none" padded={false} className="py-16" containerClassName="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
      <ul className="grid content-start gap-4">
        {tiles.map((tile) => (
          <li key={tile.title} className="flex gap-4 rounded-2xl bg-paper p-4 sm:p-6">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300 sm:size-12">
              <Icon name={tile.icon} className="size-5" />
            </span>
            <div>
              <h2 className="font-sans text-lg font-semibold">{tile.title}</h2>
              {tile.href ? (
                <a href={tile.href} className={`mt-1 inline-block text-navy-800 underline-offset-4 hover:underline ${tile.isPhone ? '' : '[overflow-wrap:anywhere]'}`}>
                  {tile.isPhone ? <PhoneNumber /> : tile.lines.join(' ')}
                </a>
              ) : (
                <address className="mt-1 not-italic text-ink">
                  {tile.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className={embedded ? '' : 'rounded-2xl border border-navy-100 p-6 shadow-card sm:p-8'}>
        <h2 className="text-2xl font-semibold">{uiCopy.sendUsDetails}</h2>
        <p className="mt-2 text-muted">{enquiryCopy.modalIntro}</p>
        <PageEnquiryForm idPrefix="contact" className="mt-6" />
      </div>
    </Section>
  );
}
