import { ENQUIRY_ENDPOINT, type EnquiryPayload } from './limits';

export interface SendEnquiryOptions {
  /** Origin of the receiver; empty posts to the site's own origin. */
  apiHost: string;
  fetchImpl?: typeof fetch;
}

/**
 * Posts the enquiry as JSON (docs/product.md §7). Resolves on any 2xx; otherwise throws `Error: {status}`
 * (docs/product.md §8), and a network failure rejects with the browser's own error. The body is not read.
 */
export async function sendEnquiry(payload: EnquiryPayload, { apiHost, fetchImpl = fetch }: SendEnquiryOptions): Promise<void> {
  const response = await fetchImpl(`${apiHost}${ENQUIRY_ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) {
    throw new Error(`Error: ${response.status}`);
  }
}

/** The alert text of docs/product.md §8: 'Failed to send form: ' followed by the error's message. */
export function enquiryFailureMessage(error: unknown, prefix: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${prefix}${message}`;
}
