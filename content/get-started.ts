/**
 * Get Started's label, and the id of the enquiry form beside a page's hero (HeroBanner): without
 * JavaScript, a Get Started link on such a page leads there; on other pages to the contact page's
 * form. A module of its own because every page's JavaScript carries the button
 * (components/enquiry/get-started-button.tsx), and the rest of the form's copy (content/enquiry.ts)
 * arrives with the form.
 */
export const getStartedLabel = 'Get Started';

export const heroFormAnchor = 'free-consultation';
