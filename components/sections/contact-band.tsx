import type { ContactBandCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { ContactDetails } from '@/components/sections/contact-details';

const SECTION_ID = 'marketing-contact';

/**
 * The contact section: a heading over the contact-bg image, then the shared ContactDetails (phone,
 * address and e-mail tiles beside the enquiry form, which lands on this page's thank-you page)
 * on a white panel so its text keeps its contrast.
 */
export function ContactBand({ copy }: { copy: ContactBandCopy }) {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <Section
      id={SECTION_ID}
      labelledBy={headingId}
      tone="none"
      className="relative isolate overflow-hidden bg-navy-950"
      backdrop={<ResponsiveImage image={copy.background} alt="" sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35" />}
    >
      <SectionHeading id={headingId} text={copy.heading} highlight={copy.highlight} description={<p>{copy.intro}</p>} align="center" tone="dark" />
      {/* Edge to edge on a phone, so the tiles and the form keep the width they need at 320 px. */}
      <div className="-mx-4 mt-10 overflow-hidden bg-white text-ink shadow-modal sm:mx-0 sm:rounded-3xl">
        <ContactDetails embedded />
      </div>
    </Section>
  );
}
