/**
 * What a form does with a sent enquiry, beyond its fields: the visit's attribution, the address in
 * use, the JSON post, this tab's sent record and the conversion to count. Its own chunk
 * (EnquiryForm imports it when a visitor starts typing), so a page pays for it only when
 * somebody writes; a form whose chunk never arrives is posted by the browser, as without scripts.
 */
import { enquiryCopy } from '@/content/enquiry';
import { markConversionPending } from '@/lib/analytics';
import { pageUrlForRecord, readAttribution } from '@/lib/attribution';
import { enquiryFailureMessage, sendEnquiry } from '@/lib/enquiry/send';
import { ENQUIRY_HONEYPOT_FIELD, type EnquiryPayload } from '@/lib/enquiry/limits';
import { isEnquiryPackage, ENQUIRY_PACKAGE_FIELD } from '@/lib/enquiry/packages';
import { recordSentEnquiry } from '@/lib/enquiry-sent-record';
import { readPageRoute } from './page-route';

/** The address in use, with only its UTM fields (no click id, no other parameter: lib/attribution.ts). */
export function currentPageUrl(): string {
  return pageUrlForRecord(window.location.href);
}

/**
 * Sends the form's enquiry and records it; resolves to the thank-you path of the page's route.
 * Rejects with the error the visitor is shown (`enquiryFailureText`).
 */
export async function submitEnquiry(data: FormData, apiHost: string): Promise<{ thankYouPath: string }> {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const payload: EnquiryPayload = {
    name: text('name').trim(),
    email: text('email').trim(),
    phone: text('phone').trim(),
    message: text('message').trim(),
    page_url: currentPageUrl(),
  };
  // Nothing when the visitor came straight here or the browser keeps no storage.
  const attribution = readAttribution(window);
  if (attribution) payload.attribution = attribution;
  const chosen = text(ENQUIRY_PACKAGE_FIELD);
  if (isEnquiryPackage(chosen)) payload.package = chosen;
  const honeypot = text(ENQUIRY_HONEYPOT_FIELD);
  if (honeypot) payload[ENQUIRY_HONEYPOT_FIELD] = honeypot;

  await sendEnquiry(payload, { apiHost });
  // The same enquiry sent again (Back, then Send another) is not a second conversion.
  const route = readPageRoute(document);
  if (recordSentEnquiry(payload)) markConversionPending(route.conversionLabel);
  return { thankYouPath: route.thankYouPath };
}

/** The alert of a failed send: 'Failed to send form: ' and the error. */
export function enquiryFailureText(error: unknown): string {
  return enquiryFailureMessage(error, enquiryCopy.failurePrefix);
}
