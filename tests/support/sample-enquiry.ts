import { site } from '../../content/site';

/**
 * A made-up enquiry for the receiver's tests and benchmark; never shown on the site. The 555-01xx
 * range and example.com are reserved for fiction, so a stored copy can never reach a real person.
 */
export const sampleEnquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 (212) 555-0100',
  message: 'I have a novel manuscript and would like help publishing it.',
  page_url: `${site.url}/services/fiction-writing/?utm_source=ads`,
} as const;
