/**
 * The publishing packages an enquiry may name (its optional `package` field): the receiver accepts
 * these ids and nothing else, and its notifications and exports show the names. The landing page's
 * package cards (content/campaigns/book-publishing-solution.yaml) may name only these ids (the
 * campaign schema checks them), because the receiver never imports content/. Free of dependencies: it ships in the client bundle.
 */
export const ENQUIRY_PACKAGES = ['ignite', 'rise', 'legacy'] as const;

export type EnquiryPackage = (typeof ENQUIRY_PACKAGES)[number];

export const ENQUIRY_PACKAGE_NAMES: Readonly<Record<EnquiryPackage, string>> = {
  ignite: 'Ignite',
  rise: 'Rise',
  legacy: 'Legacy',
};

/** The form field's name (url-encoded posts and the JSON body alike). */
export const ENQUIRY_PACKAGE_FIELD = 'package';

export function isEnquiryPackage(value: unknown): value is EnquiryPackage {
  return typeof value === 'string' && (ENQUIRY_PACKAGES as readonly string[]).includes(value);
}
