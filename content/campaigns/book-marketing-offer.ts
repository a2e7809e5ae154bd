/**
 * Copy and data of the book-marketing landing page (/book-marketing-offer/, docs/product.md §2
 * 'Book-marketing landing page'), in the order the page shows it.
 *
 * SAMPLE CONTENT: the three featured author campaigns (`featuredProjects`) are about the invented
 * authors and titles of the sample portfolio (content/portfolio.ts) and describe what such a
 * campaign contains, not results of a real client. They are registered in content/samples.ts and
 * must be replaced with real, approved client campaigns before launch. The testimonial videos are
 * sample content too (content/videos.ts).
 *
 * Marketing claims (docs/product.md §9) are phrased as 'up to' / 'typically' and stated with their limits.
 */
import { icons, platformLogos, sectionImages, type ImageAsset, type PlatformLogo } from '../media';
import { pages } from '../pages';
import { portfolio } from '../portfolio';
import type { CallToActionCopy, HeroCopy } from '../section-copy';
import { site } from '../site';
import { bookMarketingThankYou } from '../thank-you';
import { landingTestimonialVideos } from '../videos';
import type { LandingPageEntry } from './landing-page';
import type { IntroBlock, ProjectLogo, ProjectSlide, LandingProcessStep, LandingServiceCard, MarketingFaqItem } from './blocks';

export const sampleNotice = {
  id: 'landing-marketing',
  description: '3 featured author campaigns on the book-marketing landing page about invented authors and books',
  replaceIn: 'content/campaigns/book-marketing-offer.ts (featuredProjects)',
} as const;

const page = pages.bookMarketingOffer;

// ---------------------------------------------------------------------------------------------
// Marketing claims (docs/product.md §9), written once and reused wherever the copy states them.

export const marketingClaims = {
  tractionWithoutMarketing: '80% of self-published books fail to gain traction without marketing',
  salesGrowth: 'sales grow by up to 200%',
  timeToResults: 'results typically in 2 to 3 months',
} as const;

// ---------------------------------------------------------------------------------------------
// Hero

export const marketingHeroEyebrow = 'Book Marketing Services';

/** The page's h1 is its existing heading (content/pages.ts), so metadata and hero stay in step. */
export const marketingHero: HeroCopy = {
  title: page.heading,
  highlight: 'Book Marketing',
  lines: [page.intro, 'Audience research, launch promotion, advertising and PR in one plan, with a free consultation and a written quote before you commit to anything.'],
};

// ---------------------------------------------------------------------------------------------
// Two intro blocks (image + text, alternating)

export const introBlocks: readonly [IntroBlock, IntroBlock] = [
  {
    id: 'marketing-why',
    heading: 'A Good Book Still Has to Be Found',
    highlight: 'Be Found',
    paragraphs: [
      'Around 80% of self-published books fail to gain traction without marketing. Usually it is not the writing that holds them back: a new title lands among millions of listings with no reviews, no audience and no momentum, and readers simply never hear about it.',
      'Our marketing team changes that. We find out who your readers are, where they already spend their time and what makes them pick up a book like yours, and then build a campaign that meets them there.',
    ],
    image: sectionImages['intro-marketing-1'],
  },
  {
    id: 'marketing-approach',
    heading: 'Campaigns Built Around Your Readers',
    highlight: 'Your Readers',
    paragraphs: [
      'Each campaign combines the channels that suit your genre: optimized store listings and keywords, targeted Amazon and social media ads, reader and reviewer outreach, author-network partnerships and press. You approve the strategy before any budget is spent.',
      'With a finished, well-presented book and consistent promotion, authors can see sales grow by up to 200%. Campaigns typically show measurable results in 2 to 3 months; the outcome depends on genre, price, reviews and where the book starts, and we report honestly on what is working and what is not.',
    ],
    image: sectionImages['intro-marketing-2'],
  },
];

// ---------------------------------------------------------------------------------------------
// Featured projects carousel (docs/product.md §3 'Project slide') — SAMPLE CONTENT, see the header.

function logosNamed(...names: string[]): ProjectLogo[] {
  return names.map((name) => {
    const logo: PlatformLogo | undefined = platformLogos.find((candidate) => candidate.name === name);
    if (!logo) throw new Error(`Unknown platform logo: ${name}`);
    return { name: logo.name, src: logo.src, width: logo.width, height: logo.height };
  });
}

function cover(asset: ImageAsset | undefined, title: string): ImageAsset {
  if (!asset) throw new Error(`Missing portfolio cover for ${title}`);
  return asset;
}

export const featuredProjectsCopy = {
  eyebrow: 'Featured Projects',
  heading: 'How We Shape an Author Campaign',
  highlight: 'Author Campaign',
  intro: 'Three examples of how a campaign is built around the book, its readers and the author’s goals. No two plans are the same, because no two books are.',
  carouselLabel: 'Author campaigns',
  logosLabel: 'Channels used',
  slideLabel: '{position} of {total}',
  bulletLabel: 'Show campaign {position} of {total}',
} as const;

export const featuredProjects: readonly ProjectSlide[] = [
  {
    id: 'glass-meridian',
    subheading: 'Literary fiction · Launch campaign',
    title: 'The Glass Meridian',
    description:
      'For Corinne Vale’s debut novel we planned a six-week pre-order period, an advance reader copy program on Goodreads, Amazon ads aimed at readers of comparable literary titles, and a Times Square billboard feature during launch week.',
    bookCover: cover(portfolio.Fiction[0], 'The Glass Meridian'),
    logos: logosNamed('Amazon KDP', 'Goodreads', 'Instagram', 'Apple Books'),
  },
  {
    id: 'deliberate-hour',
    subheading: 'Nonfiction · Author platform campaign',
    title: 'The Deliberate Hour',
    description:
      'Priya Raman’s book on focus was promoted through podcast guest bookings, a short-video series drawn from its chapters, an audiobook release and Kindle price promotions timed to features on reader deal newsletters.',
    bookCover: cover(portfolio.NonFiction[0], 'The Deliberate Hour'),
    logos: logosNamed('Amazon KDP', 'Audible', 'YouTube', 'Google Play Books'),
  },
  {
    id: 'summers-on-pell-island',
    subheading: 'Memoir · Book club and regional campaign',
    title: 'Summers on Pell Island',
    description:
      'Margaret Ellison’s coastal memoir was marketed to book clubs and independent bookstores with a reading-group guide, local press and radio outreach, Facebook community ads and wide print distribution for libraries and shops.',
    bookCover: cover(portfolio.Memoir[0], 'Summers on Pell Island'),
    logos: logosNamed('IngramSpark', 'Barnes & Noble Press', 'Facebook', 'Kobo'),
  },
];

// ---------------------------------------------------------------------------------------------
// Six-step process (docs/product.md §2 and §3 'Process step': id, title, description, positionClasses, align)

export const marketingProcessCopy = {
  eyebrow: 'How It Works',
  heading: 'Our Book Marketing Process',
  highlight: 'Marketing Process',
  intro: 'Six steps from your first order to the weeks after launch, with your approval at every decision that costs money.',
} as const;

export const marketingProcessSteps: readonly LandingProcessStep[] = [
  {
    id: 'order-details',
    title: 'Order Details',
    description:
      'You tell us about your book, your goals, your budget and any marketing already done. We confirm the scope in writing, so both sides know exactly what the campaign includes.',
    positionClasses: 'lg:col-start-1 lg:row-start-1 lg:row-span-2',
    align: 'left',
    icon: icons['order-details'],
  },
  {
    id: 'research-audience',
    title: 'Research and Determining Target Audience',
    description:
      'We study comparable titles, reader reviews, store categories and search keywords to define who your readers are and which channels reach them at a sensible cost.',
    positionClasses: 'lg:col-start-2 lg:row-start-2 lg:row-span-2',
    align: 'right',
    icon: icons['research-audience'],
  },
  {
    id: 'strategy-approval',
    title: 'First Marketing Strategy Approval',
    description:
      'You receive a written strategy with channels, messages, timeline and budget. Nothing goes live until you approve it, and you can ask for changes first.',
    positionClasses: 'lg:col-start-1 lg:row-start-3 lg:row-span-2',
    align: 'left',
    icon: icons['strategy-approval'],
  },
  {
    id: 'pre-launch',
    title: 'Pre-launch Promotion',
    description:
      'We polish your store listings, set up pre-orders, send advance reader copies and line up reviewers, partner authors and press so interest is building before release day.',
    positionClasses: 'lg:col-start-2 lg:row-start-4 lg:row-span-2',
    align: 'right',
    icon: icons['pre-launch'],
  },
  {
    id: 'book-launch',
    title: 'Book Launch',
    description: 'Ads, announcements, newsletter features and outreach go live together in launch week, when store rankings respond most to early momentum.',
    positionClasses: 'lg:col-start-1 lg:row-start-5 lg:row-span-2',
    align: 'left',
    icon: icons['book-launch'],
  },
  {
    id: 'post-launch',
    title: 'Post-launch Promotion',
    description:
      'We track sales, reviews and ad spend, move budget to what works, keep visibility growing and send you plain-language reports on what the campaign is achieving.',
    positionClasses: 'lg:col-start-2 lg:row-start-6 lg:row-span-2',
    align: 'right',
    icon: icons['post-launch'],
  },
];

// ---------------------------------------------------------------------------------------------
// Services carousel (docs/product.md §3 'Landing service card': id, title, description, imageSrc)

export const marketingServicesCopy = {
  eyebrow: 'What We Do',
  heading: 'Marketing Services That Build Readership',
  highlight: 'Build Readership',
  intro: 'Three ways we put your book in front of the readers most likely to buy it, combined to suit your genre and budget.',
  carouselLabel: 'Marketing services',
  slideLabel: '{position} of {total}',
  bulletLabel: 'Show service {position} of {total}',
} as const;

export const marketingServices: readonly LandingServiceCard[] = [
  {
    id: 'author-network',
    title: 'Author Network',
    description:
      'Cross-promotion with authors in your genre: newsletter swaps, joint giveaways, bundle and anthology features and shared events that introduce your book to readers who already buy books like it.',
    image: sectionImages['landing-author-network'],
  },
  {
    id: 'advertising-marketing',
    title: 'Advertising & Marketing',
    description:
      'Amazon, Facebook and Instagram ads with tested copy and audiences, store listings and keywords optimized for discovery, and budgets moved every week toward the ads that actually sell.',
    image: sectionImages['landing-advertising-marketing'],
  },
  {
    id: 'public-relations',
    title: 'Public Relations',
    description:
      'Press releases, a media kit and pitches to book bloggers, podcasts, radio and local press, plus interview preparation, so your story reaches the journalists and hosts looking for new voices.',
    image: sectionImages['landing-public-relations'],
  },
];

/**
 * The carousel's slides: the three services, repeated twice (docs/product.md §2). Six slides give the loop
 * enough to fill three per view with one to spare on each side.
 */
export const marketingServiceSlides: readonly LandingServiceCard[] = [...marketingServices, ...marketingServices];

// ---------------------------------------------------------------------------------------------
// Call-to-action band

export const marketingCallToAction: CallToActionCopy = {
  heading: 'Ready to Put Your Book in Front of Readers?',
  highlight: 'in Front of Readers',
  text: 'Call for a free marketing consultation. We will look at your book, your goals and your budget, and tell you honestly which channels are worth your money.',
  phoneLabel: 'Call Now',
  image: sectionImages['cta-bg'],
};

// ---------------------------------------------------------------------------------------------
// FAQ (docs/product.md §2: five questions; first open; one at a time; 0.3 s animation)

export const marketingFaqCopy = {
  eyebrow: 'FAQ',
  heading: 'Book Marketing Questions, Answered',
  highlight: 'Questions',
  intro: 'What authors most often ask before starting a campaign. Anything else, ask us on the free consultation call.',
} as const;

export const marketingFaqs: readonly MarketingFaqItem[] = [
  {
    question: 'What services are included in your book marketing?',
    answer:
      'Campaigns draw on audience and keyword research, store-listing optimization, Amazon and social media advertising, author-network cross-promotion, review and reader outreach, public relations and launch planning. Your written strategy lists exactly which of these your campaign includes, so there are no surprises later.',
  },
  {
    question: 'How much does book marketing cost?',
    answer:
      'It depends on your goals, your genre and how many channels the campaign uses, so we do not sell one fixed package. The first consultation is free: we review your book and goals, then send a written quote with the scope and timeline, with no obligation to go ahead.',
  },
  {
    question: 'How long does it take to see results?',
    answer:
      'Results typically show in 2 to 3 months. Early signals such as ad clicks, new reviews and pre-orders often appear sooner, while steady sales growth comes from consistent promotion. We report progress regularly so you can see what is moving and why.',
  },
  {
    question: 'Do you market both self-published and traditionally published books?',
    answer:
      'Yes. We work with self-published and traditionally published authors alike. For traditionally published titles we coordinate with your publisher’s marketing team, so our work adds to theirs instead of repeating it.',
  },
  {
    question: `What makes ${site.brand} different?`,
    answer:
      'You get one campaign manager who knows your book, a strategy you approve before any money is spent, and honest reporting. We only recommend channels that fit your book, we never buy reviews or inflate numbers, and we tell you when a tactic is not working and what we are changing.',
  },
];

// ---------------------------------------------------------------------------------------------
// Video testimonials (react-slick; videos and their copy in content/videos.ts, sample content)

export const marketingVideosCopy = {
  eyebrow: 'Author Stories',
  heading: 'Books We Have Helped Bring to Readers',
  highlight: 'Bring to Readers',
  intro: 'Short videos about manuscripts that became finished, published and promoted books.',
  carouselLabel: 'Author videos',
  slideLabel: '{position} of {total}',
  dotLabel: 'Show video {position} of {total}',
  play: 'Play video',
  pause: 'Pause video',
  /** Shown by browsers that cannot play the embedded video (docs/product.md §8). */
  fallback: "Sorry, your browser doesn't support embedded videos.",
} as const;

// ---------------------------------------------------------------------------------------------
// Movie-adaptation promotion

export const movieAdaptation = {
  id: 'movie-adaptation',
  heading: 'Take Your Story From Page to Screen',
  highlight: 'Page to Screen',
  paragraphs: [
    'Some books are natural fits for film, television or streaming. Our script team helps you present yours to producers: a logline and synopsis, a pitch package with comparable titles, a treatment that shows how the story plays on screen, and a screenplay or pilot script adapted from your book.',
    'We are straightforward about the odds. Adaptation deals depend on producers, rights and timing, and nobody can promise one. What we can promise is professional material that gives your book a fair hearing. Call us to talk through whether your story is ready.',
  ],
  image: sectionImages['movie-adaptation'],
} as const;

// ---------------------------------------------------------------------------------------------
// Contact section

export const marketingContactCopy = {
  heading: 'Talk to a Book Marketing Specialist',
  highlight: 'Book Marketing Specialist',
  intro: 'Call, e-mail or send us your details. We reply within one business day with next steps and, when you are ready, a free written quote.',
  background: sectionImages['contact-bg'],
} as const;

// ---------------------------------------------------------------------------------------------
// The entry (content/campaigns/index.ts)

const [whyMarketing, ourApproach] = introBlocks;

export const bookMarketingOfferPage = {
  id: 'book-marketing-offer',
  path: page.path,
  metadata: { title: page.metaTitle, description: page.metaDescription, socialImage: 'landing' },
  // Indexable: it is the site's only page about book marketing as a service of its own, written
  // for readers who search for it, with copy the home page does not repeat.
  indexable: true,
  chrome: { kind: 'site' },
  thankYou: { path: '/book-marketing-offer/thank-you/', copy: bookMarketingThankYou },
  conversionLabel: '',
  blocks: [
    { type: 'hero', copy: marketingHero, background: sectionImages['marketing-hero'], eyebrow: marketingHeroEyebrow },
    { type: 'feature-banner', copy: whyMarketing },
    { type: 'feature-banner', copy: ourApproach, reverse: true, tone: 'paper' },
    { type: 'featured-projects', copy: featuredProjectsCopy, projects: featuredProjects },
    { type: 'process-steps', copy: marketingProcessCopy, steps: marketingProcessSteps },
    { type: 'services-carousel', copy: marketingServicesCopy, slides: marketingServiceSlides },
    { type: 'call-to-action', id: 'marketing-cta', copy: marketingCallToAction },
    { type: 'faq', copy: marketingFaqCopy, items: marketingFaqs },
    { type: 'testimonial-videos', copy: marketingVideosCopy, videos: landingTestimonialVideos },
    { type: 'feature-banner', copy: movieAdaptation, tone: 'navy' },
    { type: 'contact', copy: marketingContactCopy },
  ],
} as const satisfies LandingPageEntry;
