/**
 * Copy of the sections that several pages share (docs/product.md §2 'Other reusable sections').
 * Entries hold their images and icons (from content/media.ts), so a section only displays them.
 */
import { icons, sectionImages, serviceImages, type IconAsset, type ImageAsset } from './media';
import { getServicesBySlugs, teaserServiceSlugs, type ServiceSlug } from './services';

export interface HeroCopy {
  title: string;
  highlight: string;
  lines: readonly [string, string];
}

/** The reusable hero banner's defaults (docs/product.md §2 'Hero banner'). */
export const defaultHero: HeroCopy = {
  title: 'WE ARE CREATIVE BOOK PUBLISHING',
  highlight: 'CREATIVE',
  lines: [
    'Editors, designers and publishing specialists who treat your manuscript like the only one on the desk.',
    'Tell us about your book and get a free consultation with a clear, written publishing plan.',
  ],
};

export interface ServicesTeaserCopy {
  eyebrow: string;
  heading: string;
  highlight: string;
  intro: string;
  seeAll: string;
  /** The scrolling logo strip under the tiles: its region's name and its pause/play control. */
  logoStripLabel: string;
  pauseLogos: string;
  playLogos: string;
}

/** One hexagon tile of the services teaser: the service's name, its page and its image. */
export interface ServiceTile {
  slug: ServiceSlug;
  name: string;
  image: ImageAsset;
}

/** The teaser's six tiles, in the order of `teaserServiceSlugs` (content/services.ts). */
export const teaserServices: readonly ServiceTile[] = getServicesBySlugs(teaserServiceSlugs).map((service) => ({
  slug: service.slug,
  name: service.name,
  image: serviceImages[service.slug],
}));

export interface SectionIntroCopy {
  heading: string;
  highlight: string;
  intro: string;
}

export const servicesTeaserCopy = {
  eyebrow: 'What we do',
  heading: 'Publishing Services for Every Kind of Author',
  highlight: 'Every Kind of Author',
  intro:
    'Start with the service your manuscript needs most today. Every engagement is run by one project manager who keeps the editor, designer and marketer on the same page.',
  seeAll: 'See All',
  logoStripLabel: 'Stores and platforms where our authors publish and promote their books',
  pauseLogos: 'Pause scrolling logos',
  playLogos: 'Play scrolling logos',
} as const satisfies ServicesTeaserCopy;

export interface TrustCard {
  icon: IconAsset;
  title: string;
  text: string;
}

export const trustCards: readonly TrustCard[] = [
  {
    icon: icons['trusted-expertise'],
    title: 'Trusted Expertise',
    text: 'Editors, designers and marketers who have worked across trade, independent and self-publishing, matched to your genre.',
  },
  {
    icon: icons['global-recognition'],
    title: 'Global Recognition',
    text: 'Print and ebook distribution through the major online retailers and wholesale catalogs readers and libraries buy from.',
  },
  {
    icon: icons['skilled-native-writers'],
    title: 'Skilled Native Writers',
    text: 'US-based, native English writers and editors who know American readers, style conventions and market expectations.',
  },
  {
    icon: icons['extensive-catalog'],
    title: 'Extensive Catalog',
    text: 'Fiction, nonfiction, memoir, biography, children’s and informative titles, so there is precedent for the book you are writing.',
  },
];

export const trustCardsCopy = {
  heading: 'Why Authors Choose Us',
  highlight: 'Choose Us',
  intro: 'Four reasons authors bring their books to a team rather than a marketplace of freelancers.',
} as const;

export interface CallToActionCopy {
  heading: string;
  highlight?: string;
  text: string;
  phoneLabel: string;
  /** The band's background (decorative). */
  image?: ImageAsset;
}

export const bannerCallToAction: CallToActionCopy = {
  heading: 'Ready to See Your Name on the Cover?',
  highlight: 'Your Name',
  text: 'Call for a free strategy session. We will review where your manuscript stands and map the steps to a finished, published book.',
  phoneLabel: 'Call Now',
  image: sectionImages['cta-bg'],
};

export const closingCallToAction: CallToActionCopy = {
  heading: 'Your Book Deserves a Professional Launch',
  highlight: 'Professional Launch',
  text: 'Whether you have a rough draft or a finished manuscript, talk to a publishing consultant today. The first conversation costs nothing.',
  phoneLabel: 'Talk to a Consultant',
};

export interface ProcessStep {
  imgSrc: string;
  heading: string;
  text: string;
}

export interface WorkProcessStep {
  icon: IconAsset;
  heading: string;
  text: string;
}

export const workProcessCopy = {
  heading: 'Book Publishing Work Process',
  highlight: 'Work Process',
  intro: 'Three steps from the first call to a book you can hold.',
} as const;

export const workProcessSteps: readonly WorkProcessStep[] = [
  {
    icon: icons['schedule-call'],
    heading: 'Schedule A Free Strategy Call',
    text: 'Tell us about your book, your readers and your goals. We listen first, then recommend only the services your manuscript needs.',
  },
  {
    icon: icons['get-onboard'],
    heading: 'Get Onboard with Us',
    text: 'Approve a written scope, timeline and quote. You meet your project manager and share your manuscript through a private workspace.',
  },
  {
    icon: icons['work-done'],
    heading: 'Getting Work Done',
    text: 'Editing, design and production move in milestones you review and approve, with unlimited revisions within the agreed scope.',
  },
];
