import { DeferredEnquiryForm } from './deferred-enquiry-form';
import { EnquiryFormView, type EnquiryFormPlacement } from './enquiry-form-view';

/**
 * The enquiry form a page places (beside its hero, on the contact page, in a landing page's enquiry
 * section): drawn by the server, so it posts with no script at all, and swapped for the live form
 * (JSON send, alerts, the sent note) once the page has hydrated. The popup's form is live from the
 * start (enquiry-modal.tsx).
 */
export function PageEnquiryForm(placement: EnquiryFormPlacement) {
  return (
    <DeferredEnquiryForm {...placement}>
      <EnquiryFormView {...placement} />
    </DeferredEnquiryForm>
  );
}
