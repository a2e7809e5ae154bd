/** Short interface strings shared by sections (labels, link texts, headings that are not page copy). */
export const uiCopy = {
  learnMore: 'Learn More',
  learnMoreAbout: (name: string) => ` about ${name}`,
  allServices: 'All services',
  whatsIncluded: 'What’s included',
  howItWorks: 'How it works',
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
  readArticle: 'Read article',
  minuteRead: (minutes: number) => `${minutes} min read`,
  publishedBy: 'By',
  published: 'Published',
  relatedServices: 'Related services',
  backToBlog: 'All guides',
  contactTiles: {
    phone: 'Call Us',
    location: 'Visit Us',
    email: 'Email Us',
  },
  sendUsDetails: 'Send us your project details',
  notFoundLinks: 'Helpful links',
  backHome: 'Back to Home',
  stepLabel: (step: number) => `Step ${step}: `,
  /** The live chat's own button (components/live-chat/live-chat.tsx): nothing loads before it is pressed. */
  chat: {
    open: 'Chat with us',
    opening: 'Opening the chat…',
  },
} as const;
