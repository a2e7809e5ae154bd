/**
 * Copy and data of the 'Book Publishing Solution' landing page (/book-publishing-solution/,
 * docs/product.md §2): hero with a rotating word, platforms strip, services grid, 'why choose us', cover
 * marquee, the Ignite / Rise / Legacy packages (no prices), author testimonials and six FAQ items.
 *
 * Plain strings and data only: the page's sections (server components) hand this to client
 * components, so nothing here may be a function. Templates use `{name}` placeholders that the
 * components fill (`fillTemplate`).
 *
 * SAMPLE CONTENT: the five author testimonials below are written for layout only. The names are
 * invented (first name and last initial) and the portraits are generated avatars; they are not real
 * clients or real reviews. They are listed in content/samples.ts and must be replaced with real,
 * permitted testimonials (or removed) before launch.
 */
import { authorPortraits, icons, platformLogos, sectionImages, serviceImages, type ImageAsset, type PlatformLogo } from '../media';
import { portfolio, type PortfolioCover } from '../portfolio';
import { pages } from '../pages';
import { paths } from '../../lib/paths';
import type { ServiceSlug } from '../services';
import type { LandingPageEntry } from './landing-page';
import type {
  PublishingHeroCopy,
  PublishingServiceCard,
  ReasonPoint,
  PublishingPackage,
  AuthorTestimonial,
  AuthorTestimonialsCopy,
  PublishingFaqItem,
  EnquirySectionCopy,
} from './blocks';
import { ENQUIRY_PACKAGE_NAMES } from '../../lib/enquiry/packages';

export const sampleNotice = {
  id: 'landing-publishing-testimonials',
  description: '5 author testimonials on /book-publishing-solution/ with invented names and generated avatars',
  replaceIn: 'content/campaigns/book-publishing-solution.ts (authorTestimonials)',
} as const;

// ---------------------------------------------------------------------------------------------
// Hero

export const publishingHero = {
  eyebrow: 'Book Publishing Solution',
  words: ['Publish', 'Market', 'Launch'],
  staticText: 'Your Book',
  headingLabel: 'Publish, Market and Launch Your Book',
  lead: 'Editing, cover design, formatting, ISBN and retailer setup, and a launch plan, handled by one New York team with a dedicated project manager from your first call to release day.',
  points: ['Your rights and royalties stay with you', 'Paperback, hardcover, ebook and audiobook editions', 'A written scope and schedule before any work begins'],
  packagesLink: 'Compare packages',
  pauseRotation: 'Pause the rotating headline word',
  playRotation: 'Play the rotating headline word',
} as const satisfies PublishingHeroCopy;

// ---------------------------------------------------------------------------------------------
// Platforms strip (12 logos, JS-driven: 1 px every 20 ms)

export const platformsStrip = {
  heading: 'Published and Promoted Where Readers Shop, Listen and Scroll',
  regionLabel: 'Stores and platforms we publish and promote books on',
  pause: 'Pause the scrolling platform logos',
  play: 'Play the scrolling platform logos',
  logos: platformLogos,
} as const satisfies {
  heading: string;
  regionLabel: string;
  pause: string;
  play: string;
  logos: readonly PlatformLogo[];
};

// ---------------------------------------------------------------------------------------------
// Services grid

const serviceCard = (slug: ServiceSlug, title: string, text: string): PublishingServiceCard => ({
  slug,
  title,
  text,
  image: serviceImages[slug],
});

export const publishingServices = {
  id: 'services',
  eyebrow: 'What we handle',
  heading: 'Everything Your Book Needs, Under One Roof',
  highlight: 'Under One Roof',
  intro:
    'Choose the services your manuscript needs today or hand us the whole project. Each stage is done by a specialist and coordinated by your project manager, so nothing waits on an email chain.',
  cards: [
    serviceCard(
      'book-editing',
      'Book Editing',
      'Developmental and line editing that tightens structure, pacing and voice, with tracked changes and margin notes that explain every suggestion.',
    ),
    serviceCard(
      'book-proofreading',
      'Proofreading',
      'A final pass for typos, punctuation, consistency and formatting slips, done on your edited manuscript and again on the typeset proofs.',
    ),
    serviceCard(
      'book-cover-design',
      'Book Cover Design',
      'Genre-aware front covers and full print wraps with spine and back-cover copy, sized to each printer’s template and tested as a thumbnail.',
    ),
    serviceCard(
      'book-formatting',
      'Book Formatting',
      'Print-ready interiors and reflowable ebook files with clean typography, running heads, and a linked table of contents that passes retailer checks.',
    ),
    serviceCard(
      'book-publishing',
      'Book Publishing',
      'ISBNs, copyright registration, metadata and category research, and setup on Amazon KDP, IngramSpark and other retailers under your own accounts.',
    ),
    serviceCard(
      'book-marketing',
      'Book Marketing',
      'A launch plan, optimized retailer pages, advertising and reader outreach aimed at the audience most likely to buy your book.',
    ),
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Why choose us

export const whyChooseUs = {
  id: 'why-choose-us',
  eyebrow: 'Why authors work with us',
  heading: 'A Publishing Partner That Explains Every Step',
  highlight: 'Explains Every Step',
  intro:
    'Publishing a book means dozens of decisions, from trim size to keywords. We make each one with you, lay out the trade-offs in plain language and put the plan in writing.',
  image: sectionImages['why-choose-us'],
  points: [
    {
      title: 'You keep ownership',
      text: 'Your content, your rights and your retailer accounts stay in your name, and royalties are paid to you directly.',
    },
    {
      title: 'One point of contact',
      text: 'A dedicated project manager schedules every stage, gathers your feedback and keeps editors and designers working from the same brief.',
    },
    {
      title: 'Specialists for your genre',
      text: 'Editors, designers and marketers who work on books every day, matched to your category, audience and goals.',
    },
    {
      title: 'Clear scope, no surprises',
      text: 'Every project starts with a written scope and timeline, includes unlimited revisions within that scope, and original writing comes with a plagiarism report.',
    },
  ] satisfies readonly ReasonPoint[],
} as const;

// ---------------------------------------------------------------------------------------------
// Cover marquee (portfolio covers; the covers themselves are sample content, see portfolio.ts)

/** Two covers from each portfolio category, interleaved so neighbouring covers differ in genre. */
function showcaseCovers(): PortfolioCover[] {
  const categories = Object.values(portfolio);
  const picked: PortfolioCover[] = [];
  for (const position of [0, 1]) {
    for (const covers of categories) {
      const cover = covers[position];
      if (cover) picked.push(cover);
    }
  }
  return picked;
}

export const coverMarquee = {
  id: 'covers',
  eyebrow: 'From our design studio',
  heading: 'Covers Designed for the Shelf They Compete On',
  highlight: 'the Shelf They Compete On',
  intro: 'Fiction, memoir, biography, practical nonfiction and picture books, each designed to read clearly as a thumbnail and stand out in its category.',
  regionLabel: 'Book covers from our design studio',
  pause: 'Pause the scrolling book covers',
  play: 'Play the scrolling book covers',
  covers: showcaseCovers(),
} as const;

// ---------------------------------------------------------------------------------------------
// Packages (no prices: every project is quoted after the free consultation)

export const publishingPackages = {
  id: 'packages',
  eyebrow: 'Publishing packages',
  heading: 'Three Ways to Bring Your Book to Market',
  highlight: 'Bring Your Book to Market',
  intro:
    'Each package is a starting point that we tailor after a free consultation. Tell us about your manuscript and we will recommend the one that fits, with a written quote.',
  featuresLabel: 'Included',
  /** Appended to each package's Get Started for screen readers: 'Get Started with the Ignite package'. */
  getStartedSuffix: 'with the {name} package',
  note: 'Pricing depends on your manuscript’s length and condition and on the services you choose. Consultations and quotes are free, with no obligation.',
  packages: [
    {
      id: 'ignite',
      name: ENQUIRY_PACKAGE_NAMES.ignite,
      tagline: 'For a finished manuscript that needs a professional launch pad.',
      icon: icons['package-ignite'],
      features: [
        'Manuscript assessment and a full proofread',
        'Custom front cover and print-ready wrap',
        'Paperback and ebook interior formatting',
        'ISBN and copyright registration support',
        'Publishing on Amazon KDP in print and ebook',
        'A dedicated project manager',
      ],
    },
    {
      id: 'rise',
      name: ENQUIRY_PACKAGE_NAMES.rise,
      tagline: 'For authors who want wider distribution and a stronger launch.',
      icon: icons['package-rise'],
      features: [
        'Everything in Ignite',
        'Line editing and a second proofreading pass',
        'IngramSpark distribution to bookstores and libraries',
        'Ebooks on Apple Books, Kobo, Google Play Books and Barnes & Noble Press',
        'Book description and Amazon author page copywriting',
        'A four-week launch marketing plan',
      ],
    },
    {
      id: 'legacy',
      name: ENQUIRY_PACKAGE_NAMES.legacy,
      tagline: 'For a complete publishing and marketing program built to last.',
      icon: icons['package-legacy'],
      features: [
        'Everything in Rise',
        'Developmental editing with a written structural report',
        'Hardcover, paperback, ebook and audiobook editions',
        'Professional audiobook narration and production',
        'An author website with a book page and newsletter sign-up',
        'A three-month marketing campaign with monthly reporting',
      ],
    },
  ] satisfies readonly PublishingPackage[],
} as const;

// ---------------------------------------------------------------------------------------------
// The on-page enquiry form, right after the packages: their Get Started links lead here before
// scripts run (and without them), and the visitor picks the package in the form.

export const publishingEnquiry = {
  id: 'enquiry',
  eyebrow: 'Free consultation',
  heading: 'Tell Us About Your Book',
  highlight: 'Your Book',
  intro: 'Send a few details and a publishing consultant will recommend the package that fits, with a written quote.',
  points: ['A reply within one business day', 'A free written quote, with no obligation', 'Not sure which package fits? Choose “Not sure yet” and we will advise'],
} as const satisfies EnquirySectionCopy;

// ---------------------------------------------------------------------------------------------
// Author testimonials (SAMPLE CONTENT, see the note at the top of this file)

function portrait(index: number): ImageAsset {
  const asset = authorPortraits[index];
  if (!asset) throw new Error(`content/campaigns/book-publishing-solution.ts: author portrait ${index + 1} is missing`);
  return asset;
}

export const authorTestimonials: readonly AuthorTestimonial[] = [
  {
    quote:
      'I arrived with a finished draft and no idea what an ISBN was. My project manager walked me through every step, and the proof copy looked exactly like the mock-up we had approved.',
    name: 'Dana R.',
    designation: '',
    src: portrait(0),
  },
  {
    quote:
      'The line edit was thorough without flattening my voice. Every change came with a short note explaining why, and I learned more about my own writing than in any workshop.',
    name: 'Walter H.',
    designation: '',
    src: portrait(1),
  },
  {
    quote: 'We went through three cover concepts before it felt right for the genre, and nobody ever made me feel I was asking for too much.',
    name: 'Mei L.',
    designation: '',
    src: portrait(2),
  },
  {
    quote: 'Setting up the paperback on IngramSpark and the ebook on four stores would have taken me months. The team had everything live on the date in our schedule.',
    name: 'Marcus T.',
    designation: '',
    src: portrait(3),
  },
  {
    quote: 'What I valued most was the honesty. They told me which marketing ideas were worth the money for a debut memoir and which ones were not.',
    name: 'Amira K.',
    designation: '',
    src: portrait(4),
  },
];

export const authorTestimonialsCopy = {
  id: 'testimonials',
  eyebrow: 'In their words',
  heading: 'Authors on Working With Our Team',
  highlight: 'Working With Our Team',
  intro: 'What the publishing process feels like from the author’s side of the table.',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  slideLabel: '{position} of {total}',
  announcement: 'Testimonial {position} of {total}, from {name}: {quote}',
} as const satisfies AuthorTestimonialsCopy;

// ---------------------------------------------------------------------------------------------
// FAQ (six items; one open at a time; open panel capped at 500px, docs/product.md §9)

export const publishingFaq = {
  id: 'faq',
  eyebrow: 'Questions authors ask',
  heading: 'Frequently Asked Questions',
  highlight: 'Questions',
  maxPanelHeight: '500px',
  items: [
    {
      question: 'What does a book publishing solution include?',
      answer:
        'It covers the work between a finished manuscript and a book readers can buy: editing and proofreading, cover design, interior formatting, ISBN and copyright support, setup on the major retailers and a launch plan. Each package lists exactly which of these it includes.',
    },
    {
      question: 'How much does it cost to publish my book?',
      answer:
        'Cost depends on your manuscript’s length and condition and on the services you choose, so every project is quoted individually. The consultation and the written quote are free, and there is no obligation to go ahead.',
    },
    {
      question: 'Do I keep the rights and royalties to my book?',
      answer:
        'Yes. You own your content, and your book is published under retailer accounts in your name, so royalties are paid to you directly. We are paid for our services, not from your sales.',
    },
    {
      question: 'How long does it take to publish a book?',
      answer:
        'It depends on how much editing the manuscript needs, which editions you want and how quickly you review each stage. Your project manager sets out a stage-by-stage schedule in the written scope, so you know the target publication date before work begins.',
    },
    {
      question: 'Where will my book be available?',
      answer:
        'In print and ebook on Amazon, and depending on your package, through IngramSpark’s network of bookstores and libraries and on Apple Books, Kobo, Google Play Books and Barnes & Noble Press. Audiobook editions can be distributed to Audible and other audio retailers.',
    },
    {
      question: 'Can I add services or choose just one?',
      answer:
        'Yes. Packages are starting points: you can add audiobook narration, an author website or extra marketing to any of them, or hire us for a single service such as proofreading or cover design.',
    },
  ] satisfies readonly PublishingFaqItem[],
} as const;

// ---------------------------------------------------------------------------------------------
// The entry (content/campaigns/index.ts)

const page = pages.bookPublishingSolution;

export const bookPublishingSolutionPage = {
  id: 'book-publishing-solution',
  path: page.path,
  metadata: { title: page.metaTitle, description: page.metaDescription, socialImage: 'landing' },
  // Indexable: the site's only page that sets out the three publishing packages side by side,
  // which is what people searching for a 'book publishing package' want to compare.
  indexable: true,
  chrome: { kind: 'landing', fixedHeader: true, showGetStarted: false },
  thankYou: { path: paths.thankYou },
  conversionLabel: '',
  extras: { fixedReviewBadge: true, smoothScroll: true, liveChat: true },
  blocks: [
    { type: 'rotating-headline-hero', copy: publishingHero, background: sectionImages['publishing-hero'], packagesId: publishingPackages.id },
    { type: 'platforms-strip', copy: platformsStrip },
    { type: 'services-grid', copy: publishingServices },
    { type: 'why-choose-us', copy: whyChooseUs },
    { type: 'cover-marquee', copy: coverMarquee },
    { type: 'packages', copy: publishingPackages },
    { type: 'enquiry', copy: publishingEnquiry },
    { type: 'author-testimonials', copy: authorTestimonialsCopy, testimonials: authorTestimonials },
    { type: 'faq-cards', copy: publishingFaq },
  ],
} as const satisfies LandingPageEntry;
