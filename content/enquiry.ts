/** Copy of the free-consultation enquiry form (spec §5) and of the popup around it. */
export const enquiryCopy = {
  modalTitle: 'Get Your Free Consultation',
  modalIntro: 'Tell us about your book and a publishing consultant will reply within one business day.',
  closeLabel: 'Close',
  getStarted: 'Get Started',
  submit: 'Submit',
  sending: 'Sending…',
  failurePrefix: 'Failed to send form: ',
  fields: {
    name: { label: 'Name', placeholder: 'Enter Your Name' },
    email: { label: 'Email', placeholder: 'Enter Your Email' },
    phone: { label: 'Phone (optional)', placeholder: 'Enter Your Phone Number' },
    message: { label: 'Message', placeholder: 'Tell us about your book project' },
  },
  honeypotLabel: 'Leave this field empty',
} as const;

/**
 * Where a successful send lands. Most pages go to /thank-you/; the /lp advertising page uses the
 * second route /thankyou/ so its conversions can be told apart, and the book-marketing landing page
 * has its own thank-you variant. A prefix matches the page itself and everything below it.
 */
export const thankYouRoutes = {
  default: '/thank-you/',
  byPage: [
    { pagePrefix: '/lp', thankYouPath: '/thankyou/' },
    { pagePrefix: '/book-marketing-offer', thankYouPath: '/book-marketing-offer/thank-you/' },
  ],
} as const;

export function thankYouPathFor(pathname: string): string {
  const match = thankYouRoutes.byPage.find(
    ({ pagePrefix }) => pathname === pagePrefix || pathname.startsWith(`${pagePrefix}/`),
  );
  return match ? match.thankYouPath : thankYouRoutes.default;
}
