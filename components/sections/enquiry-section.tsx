import type { EnquirySectionCopy } from '@/content/campaigns/blocks';
import { enquiryCopy, heroFormAnchor } from '@/content/enquiry';
import { HeadedSection } from '@/components/ui/headed-section';
import { Icon } from '@/components/ui/icon';
import { PageEnquiryForm } from '@/components/enquiry/page-enquiry-form';

/**
 * The on-page enquiry form of a landing page without a hero form (the publishing page): the
 * heading, a few reassurances, and the form with its Package choice. Until scripts run, the page's
 * Get Started links lead here (lib/enquiry-links.ts), so a tap never takes a visitor off the page.
 */
export function EnquirySection({ copy }: { copy: EnquirySectionCopy }) {
  return (
    <HeadedSection id={copy.id} copy={copy} tone="paper">
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
        <ul className="grid gap-4 lg:pt-4">
          {copy.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-lg text-ink">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-gold-700" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        {/* The margin keeps the form's heading clear of the fixed header when a link lands here. */}
        <div id={heroFormAnchor} className="scroll-mt-24 rounded-2xl bg-white p-6 text-ink shadow-card sm:p-8">
          <h3 className="text-2xl font-semibold">{enquiryCopy.modalTitle}</h3>
          <p className="mt-1 text-sm text-muted">{enquiryCopy.modalIntro}</p>
          <PageEnquiryForm idPrefix="page" className="mt-5" packageChoice />
        </div>
      </div>
    </HeadedSection>
  );
}
