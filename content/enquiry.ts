import { getStartedLabel } from './get-started';

export { heroFormAnchor } from './get-started';

/** Copy of the free-consultation enquiry form and of the popup around it. */
export const enquiryCopy = {
  modalTitle: 'Get Your Free Consultation',
  modalIntro: 'Tell us about your book and a publishing consultant will reply within one business day.',
  closeLabel: 'Close',
  getStarted: getStartedLabel,
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
  /** The publishing package: a note in the popup a package's Get Started opens, a choice in an on-page form. */
  package: {
    chosen: 'You chose: {name}',
    label: 'Package',
    notSure: 'Not sure yet',
  },
  /** Shown instead of the form once this tab has sent an enquiry (Back after a send). */
  sent: {
    heading: 'Your enquiry was sent',
    text: 'Thank you. A publishing consultant will reply within one business day, so there is no need to send it again.',
    sendAnother: 'Send another enquiry',
  },
} as const;
