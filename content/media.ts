/**
 * Every non-portfolio image of the site, typed, with its sizes and alt text. The files are
 * generated artwork (see docs/media.md and scripts/media/); the generator writes them at exactly
 * the paths and widths declared here, and tests/unit/media.test.ts checks that they match.
 *
 * Alt text: meaningful for every illustration; empty only for pure decoration (section and hero
 * backgrounds, which sit behind text, and icons placed next to their own headings).
 */
import { portfolio, portfolioCategories } from './portfolio';
import { serviceSlugs, type ServiceSlug } from './services';
import { site } from './site';

export interface ImageAsset {
  /** The largest (or default) variant. */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Every delivered width, smallest first. */
  srcSet?: readonly { src: string; width: number }[];
}

/** Widths of full-bleed backgrounds (16:9) and of inner illustrations (4:3). */
export const backgroundWidths = [640, 1280, 1920] as const;
export const illustrationWidths = [480, 960] as const;

function responsive(base: string, widths: readonly number[], aspect: number, alt: string): ImageAsset {
  const largest = widths[widths.length - 1] ?? 0;
  return {
    src: `${base}-${largest}.webp`,
    width: largest,
    height: Math.round(largest * aspect),
    alt,
    srcSet: widths.map((width) => ({ src: `${base}-${width}.webp`, width })),
  };
}

/** Writes `sizes`-ready srcset text, e.g. for a plain <img>. */
export function srcSetAttribute(asset: ImageAsset): string | undefined {
  return asset.srcSet?.map((s) => `${s.src} ${s.width}w`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Home hero

/** Home hero background (decorative: the heading sits on it). */
export const homeHero: ImageAsset = responsive('/images/home-hero', backgroundWidths, 9 / 16, '');

/** The documented default (docs/product.md) hero background path, /images/home-hero.png (1280 wide PNG). */
export const homeHeroFallback: ImageAsset = { src: '/images/home-hero.png', width: 1280, height: 720, alt: '' };

// ---------------------------------------------------------------------------------------------
// Section backgrounds and inner illustrations

export const sectionBackgroundNames = ['bestseller-bg', 'cta-bg', 'marketing-hero', 'publishing-hero', 'lp-hero', 'contact-bg'] as const;
export type SectionBackgroundName = (typeof sectionBackgroundNames)[number];

export const sectionIllustrationAlt = {
  'bestseller-inner': 'Illustration of a book on a pedestal with a gold bestseller ribbon and stars',
  'feature-publishing': 'Illustration of newly published books standing upright beside a laptop showing a store listing',
  'about-team': "Illustration of an editor's desk with stacked books, manuscripts, a desk lamp and a coffee mug",
  'movie-adaptation': 'Illustration of a film reel and a strip of film unspooling from an open book',
  'why-choose-us': 'Illustration of a shield with a check mark beside a book and a five-star rating',
  'intro-marketing-1': 'Illustration of a smartphone showing a book promotion post with likes and comments',
  'intro-marketing-2': 'Illustration of a marketing dashboard with sales charts and a book cover',
  'process-manuscript-submission': 'Illustration of a manuscript going into an envelope with an upload arrow',
  'process-editing-proofreading': 'Illustration of a manuscript page with edits, a red pencil and a magnifying glass',
  'process-design-formatting': 'Illustration of a book cover draft beside a page layout with alignment guides',
  'landing-author-network': 'Illustration of a network of connected authors and books around a central book',
  'landing-advertising-marketing': 'Illustration of a billboard advertising a book, with a megaphone and a target',
  'landing-public-relations': 'Illustration of a press microphone, a newspaper featuring a book and a speech bubble',
} as const;
export type SectionIllustrationName = keyof typeof sectionIllustrationAlt;
export const sectionIllustrationNames = Object.keys(sectionIllustrationAlt) as SectionIllustrationName[];

export type SectionImageName = SectionBackgroundName | SectionIllustrationName;

function buildSectionImages(): Record<SectionImageName, ImageAsset> {
  const out = {} as Record<SectionImageName, ImageAsset>;
  for (const name of sectionBackgroundNames) out[name] = responsive(`/images/sections/${name}`, backgroundWidths, 9 / 16, '');
  for (const name of sectionIllustrationNames) {
    out[name] = responsive(`/images/sections/${name}`, illustrationWidths, 3 / 4, sectionIllustrationAlt[name]);
  }
  return out;
}

/** Backgrounds (16:9, decorative) and inner illustrations (4:3), by name. */
export const sectionImages: Record<SectionImageName, ImageAsset> = buildSectionImages();

// ---------------------------------------------------------------------------------------------
// Service illustrations (4:3)

const serviceAlt: Record<ServiceSlug, string> = {
  'book-publishing': 'Illustration of a finished book with an ISBN barcode standing beside a stack of printed copies',
  'book-proofreading': 'Illustration of a manuscript page with proofreading marks under a magnifying glass',
  'book-formatting': 'Illustration of an open two-page book layout with margin guides, a ruler and alignment controls',
  'book-marketing': 'Illustration of a megaphone, a book and a rising sales chart',
  'book-editing': 'Illustration of a manuscript with tracked edits and a red editing pencil',
  'childrens-book-editing': 'Illustration of an open picture book showing a sun, hills and a kite, beside crayons',
  'ebook-publishing': 'Illustration of an e-reader showing a book page, with a cloud and a download arrow',
  'book-writing': 'Illustration of an open notebook, a fountain pen and a cup of coffee on a desk',
  'mystery-writing': 'Illustration of a magnifying glass over footprints beside a closed book and a keyhole',
  'historical-writing': 'Illustration of a parchment scroll, an hourglass and a classical column',
  'fantasy-writing': 'Illustration of a castle under a crescent moon rising out of an open book',
  'sc-fi-writing': 'Illustration of a ringed planet, a rocket and stars above an open book',
  'non-fiction-writing': 'Illustration of a book surrounded by index cards, a light bulb and a bar chart',
  'memoir-writing': 'Illustration of a journal with pinned landscape snapshots, a pen and a pressed leaf',
  'children-book-writing': 'Illustration of an open book with a balloon, a paper boat, stars and a kite floating out of it',
  'seo-content-writing': 'Illustration of a browser window with a search bar, article lines and a rising traffic graph',
  'script-writing': 'Illustration of a film clapperboard resting on screenplay pages',
  ghostwriting: 'Illustration of a fountain pen writing on a manuscript, with a faint quill outline behind it',
  'fiction-writing': 'Illustration of an open book with a moonlit mountain landscape rising from its pages',
  'horror-writing': 'Illustration of a dark house on a hill under a full moon, with bats and a lit candle',
  'book-cover-design': 'Illustration of a book cover design on an easel with colour swatches and a brush',
  'book-printing': 'Illustration of a printing press with printed sheets and a stack of finished books',
  'author-website-design': 'Illustration of a browser window showing an author website with a featured book and a buy button',
  'audiobook-narration': 'Illustration of a studio microphone, headphones and an audio waveform',
};

/**
 * Service card images add a 720 px width: the /services/ cards are full width on phones (about
 * 360 px, 720 px at 2x), where 960 would be a third more bytes than needed for the first screen.
 */
export const serviceImageWidths = [480, 720, 960] as const;

function buildServiceImages(): Record<ServiceSlug, ImageAsset> {
  const out = {} as Record<ServiceSlug, ImageAsset>;
  for (const slug of serviceSlugs) out[slug] = responsive(`/images/services/${slug}`, serviceImageWidths, 3 / 4, serviceAlt[slug]);
  return out;
}

export const serviceImages: Record<ServiceSlug, ImageAsset> = buildServiceImages();

// ---------------------------------------------------------------------------------------------
// Icons (48x48 SVG, decorative next to their headings)

export const iconNames = [
  'trusted-expertise',
  'global-recognition',
  'skilled-native-writers',
  'extensive-catalog',
  'schedule-call',
  'get-onboard',
  'work-done',
  'order-details',
  'research-audience',
  'strategy-approval',
  'pre-launch',
  'book-launch',
  'post-launch',
  'package-ignite',
  'package-rise',
  'package-legacy',
] as const;
export type IconName = (typeof iconNames)[number];

export interface IconAsset {
  src: string;
  width: 48;
  height: 48;
  alt: '';
}

function buildIcons(): Record<IconName, IconAsset> {
  const out = {} as Record<IconName, IconAsset>;
  for (const name of iconNames) out[name] = { src: `/images/icons/${name}.svg`, width: 48, height: 48, alt: '' };
  return out;
}

export const icons: Record<IconName, IconAsset> = buildIcons();

// ---------------------------------------------------------------------------------------------
// Author portraits (illustrated avatars, square)

export const portraitWidths = [160, 320] as const;

const portraitAlt = [
  'Illustrated avatar of an author with curly black hair and gold earrings',
  'Illustrated avatar of an author with grey hair, a grey beard and round glasses',
  'Illustrated avatar of an author with a black bob haircut and a coral top',
  'Illustrated avatar of an author with short black hair and a trimmed beard',
  'Illustrated avatar of an author wearing a navy headscarf',
] as const;

export const authorPortraits: readonly ImageAsset[] = portraitAlt.map((alt, i) => responsive(`/images/authors/author-${i + 1}`, portraitWidths, 1, alt));

// ---------------------------------------------------------------------------------------------
// Platform and partner logos (original wordmarks, navy, for light logo strips)

export interface PlatformLogo {
  name: string;
  src: string;
  width: number;
  height: number;
}

export const platformLogoNames = [
  ['amazon-kdp', 'Amazon KDP'],
  ['ingramspark', 'IngramSpark'],
  ['barnes-noble-press', 'Barnes & Noble Press'],
  ['apple-books', 'Apple Books'],
  ['kobo', 'Kobo'],
  ['google-play-books', 'Google Play Books'],
  ['audible', 'Audible'],
  ['goodreads', 'Goodreads'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
] as const;

export const platformLogos: readonly PlatformLogo[] = platformLogoNames.map(([file, name]) => ({
  name,
  src: `/images/logos/${file}.svg`,
  width: 160,
  height: 48,
}));

// ---------------------------------------------------------------------------------------------
// Open Graph images (1200x630 JPEG: what social sites expect)

export const ogTaglines = {
  default: 'Book publishing, ghostwriting and author services from New York',
  service: 'Expert help at every stage of your book',
  blog: 'Practical advice on writing, publishing and marketing books',
  landing: 'Publish and promote your book with a dedicated team',
} as const;
export type OgImageName = keyof typeof ogTaglines;

function buildOgImages(): Record<OgImageName, ImageAsset> {
  const out = {} as Record<OgImageName, ImageAsset>;
  for (const name of Object.keys(ogTaglines) as OgImageName[]) {
    out[name] = { src: `/images/og/${name}.jpg`, width: 1200, height: 630, alt: `${site.brand}: ${ogTaglines[name]}` };
  }
  return out;
}

export const ogImages: Record<OgImageName, ImageAsset> = buildOgImages();

// ---------------------------------------------------------------------------------------------

/** Every image asset the site references, portfolio covers included (for tests and checks). */
export function allImageAssets(): ImageAsset[] {
  return [
    homeHero,
    homeHeroFallback,
    ...Object.values(sectionImages),
    ...Object.values(serviceImages),
    ...Object.values(icons),
    ...authorPortraits,
    ...platformLogos.map((logo) => ({ ...logo, alt: `${logo.name} logo` })),
    ...Object.values(ogImages),
    ...portfolioCategories.flatMap((category) => portfolio[category]),
  ];
}
