/**
 * The one place for the company's details.
 *
 * Set at build time by the `NEXT_PUBLIC_*` variable named beside each (see .env.example): the brand
 * and its short form, the phone (display and E.164), the e-mail, the street, locality, region and
 * postal code, the copyright year, the review link and its label, the receiver's origin
 * (`apiHost`), the LiveChat license, the Google Ads ids and labels, and the site's public URL. With
 * none set, the site works with fictional defaults (a 555-01xx number, an example.com mailbox).
 *
 * Fixed here, no variable changes them: the country (`address.country`, `areaServed`), and the
 * third-party hosts (`liveChatDomain`, `ads.tagScriptUrl`, kept in lib/third-party-hosts.ts,
 * which the receiver's CSP reads too).
 *
 * Next inlines `process.env.NEXT_PUBLIC_*` at build time, so each variable must be read with its
 * literal name; a dynamic `process.env[name]` would be empty in the browser.
 */
import { GOOGLE_TAG_SCRIPT_URL, LIVECHAT_DOMAIN } from '../lib/third-party-hosts';

function env(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Removes a trailing slash so `${siteUrl}${path}` never doubles it. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Sample values used when a setting is not given; the launch guard (lib/launch-check.ts) reports them. */
export const siteDefaults = {
  brand: 'Hudson Quill Publishing',
  brandShort: 'Hudson Quill',
  addressStreet: '148 West 37th Street, Suite 900',
} as const;

const phoneDisplay = env(process.env.NEXT_PUBLIC_PHONE_DISPLAY, '(212) 555-0142');
const phoneE164 = env(process.env.NEXT_PUBLIC_PHONE_E164, '+12125550142');

export const site = {
  brand: env(process.env.NEXT_PUBLIC_BRAND_NAME, siteDefaults.brand),
  /** Short form for tight spots such as the logo's accessible name on small screens. */
  brandShort: env(process.env.NEXT_PUBLIC_BRAND_SHORT, siteDefaults.brandShort),
  phone: {
    display: phoneDisplay,
    e164: phoneE164,
    href: `tel:${phoneE164}`,
  },
  email: env(process.env.NEXT_PUBLIC_EMAIL, 'hello@example.com'),
  address: {
    street: env(process.env.NEXT_PUBLIC_ADDRESS_STREET, siteDefaults.addressStreet),
    locality: env(process.env.NEXT_PUBLIC_ADDRESS_LOCALITY, 'New York'),
    region: env(process.env.NEXT_PUBLIC_ADDRESS_REGION, 'NY'),
    postalCode: env(process.env.NEXT_PUBLIC_ADDRESS_POSTAL_CODE, '10018'),
    country: 'US',
  },
  /** The country the company serves, by name (the services' structured data). */
  areaServed: 'United States',
  copyrightYear: env(process.env.NEXT_PUBLIC_COPYRIGHT_YEAR, '2025'),
  review: {
    url: env(process.env.NEXT_PUBLIC_REVIEW_URL, 'https://reviews.example.com/hudson-quill-publishing'),
    label: env(process.env.NEXT_PUBLIC_REVIEW_LABEL, 'Read our client reviews'),
  },
  /** Origin of the enquiry receiver; empty means the same origin as the site. */
  apiHost: withoutTrailingSlash(env(process.env.NEXT_PUBLIC_API_HOST, '')),
  /** Empty disables the live chat entirely (the widget throws without a license). */
  liveChatLicense: env(process.env.NEXT_PUBLIC_LIVECHAT_LICENSE, ''),
  /** LiveChat's domain: its https hosts may ask the page to open the chat (components/live-chat/chat-origin.ts). */
  liveChatDomain: LIVECHAT_DOMAIN,
  ads: {
    /** e.g. AW-123456789; empty disables conversion tracking. */
    conversionId: env(process.env.NEXT_PUBLIC_ADS_CONVERSION_ID, ''),
    conversionLabel: env(process.env.NEXT_PUBLIC_ADS_CONVERSION_LABEL, ''),
    /** Counts a click on any tel: link as a call conversion (with conversionId); empty loads nothing. */
    callConversionLabel: env(process.env.NEXT_PUBLIC_ADS_CALL_CONVERSION_LABEL, ''),
    /** The Google tag loader; the receiver's CSP allows its host only when a conversion id is set. */
    tagScriptUrl: GOOGLE_TAG_SCRIPT_URL,
  },
  /** Public address of the deployed site, for canonical URLs, the sitemap and Open Graph. */
  url: withoutTrailingSlash(env(process.env.NEXT_PUBLIC_SITE_URL, 'https://www.example.com')),
} as const;

export type SiteConfig = typeof site;

export function formatAddressLines(address: SiteConfig['address'] = site.address): [string, string] {
  // 'Suite 900' (Floor, Unit, No.) never breaks inside itself on a narrow screen: a no-break space.
  const street = address.street.replace(/\b(Suite|Ste\.|Floor|Fl\.|Unit|Room|No\.) (?=\S)/g, '$1\u00a0');
  return [street, `${address.locality}, ${address.region} ${address.postalCode}`];
}
