import { paths } from '../lib/paths';
import { pages } from './pages';

export interface ThankYouCopy {
  metaTitle: string;
  metaDescription: string;
  heading: string;
  text: string;
  backLabel: string;
  backHref: string;
  /** Use metaTitle as-is, without the '%s | Brand' template. */
  absoluteTitle?: boolean;
}

const sentText = "Your message has been sent successfully. We'll get back to you soon!";

export const thankYou: ThankYouCopy = {
  metaTitle: 'Thank You',
  metaDescription: 'Your free-consultation request has been received. A publishing consultant will contact you soon.',
  heading: 'Thank You!',
  text: sentText,
  backLabel: 'Back to Home',
  backHref: paths.home,
};

export const bookMarketingThankYou: ThankYouCopy = {
  metaTitle: 'Thankyou For Hiring Our Services',
  absoluteTitle: true,
  metaDescription: 'Your book marketing enquiry has been received. Our marketing team will contact you soon.',
  heading: 'Thank You!',
  text: sentText,
  backLabel: 'Back to Page',
  backHref: pages.bookMarketingOffer.path,
};
