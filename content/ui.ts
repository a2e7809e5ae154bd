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
} as const;
