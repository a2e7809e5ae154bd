import { site } from './site';

export const footerCopy = {
  tagline: 'Editing, design, publishing and marketing for authors at every stage, from first draft to launch day.',
  disclaimer: `${site.brand} is an independent company and is not affiliated with, endorsed by or sponsored by any retailer, platform or publisher named on this site. All logos and trademarks are the property of their respective owners and are used for identification purposes only. The content of this website is for general information and does not constitute legal, financial or other professional advice.`,
  rightsReserved: `© ${site.copyrightYear} ${site.brand}. All rights reserved.`,
  headings: {
    company: 'Company',
    legal: 'Legal',
    contact: 'Contact',
    disclaimer: 'Disclaimer',
  },
} as const;
