/**
 * Where a send lands unless its landing page names another (lib/enquiry/thank-you.ts). A module of
 * its own, so the pages' links (lib/paths.ts, in every page's JavaScript) do not bring the form's
 * limits and character rules with them.
 */
export const DEFAULT_THANK_YOU_PATH = '/thank-you/';
