import { DEFAULT_THANK_YOU_PATH } from '@/lib/enquiry/limits';

/**
 * Where a send from the current page lands and which conversion label it counts under. A campaign
 * landing page names both in its file (content/campaigns/<id>.yaml); the server renders them on the
 * page (EnquiryRoute, components/campaigns/landing-page-view.tsx), and the form reads them at send
 * time, so the popup's form (outside the page's tree) and the page's own forms agree, and no
 * campaign data ships in the form's JavaScript. Other pages have no marker: the default route.
 */
export const ENQUIRY_ROUTE_ATTRIBUTE = 'data-enquiry-route';

export function readPageRoute(document: Document): { thankYouPath: string; conversionLabel: string } {
  const marker = document.querySelector(`[${ENQUIRY_ROUTE_ATTRIBUTE}]`);
  return {
    thankYouPath: marker?.getAttribute('data-thank-you') || DEFAULT_THANK_YOU_PATH,
    conversionLabel: marker?.getAttribute('data-conversion-label') ?? '',
  };
}
