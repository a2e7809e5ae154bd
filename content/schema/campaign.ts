/**
 * The schema of a campaign file, content/campaigns/<id>.yaml (docs/landing-pages.md): one zod
 * schema per block type, `blockSchema` over all of them, `campaignSchema` for a whole file. The
 * TypeScript types of blocks and entries are inferred from these (content/campaigns/blocks.ts), so
 * the schema is the one list of block types and fields; the CMS's landing-page collection reads it
 * too.
 *
 * Rules every block follows: all of a block's fields sit at one level beside its `type` (no `copy`
 * object); images are `{ src, alt }` with `src` a path under public/ (/images/…, /uploads/…);
 * icons and platform logos are named by their registry name (content/media.ts); layout (the
 * process steps' zig-zag, the FAQ panel height, carousel looping) belongs to the components and
 * has no field. What a file says is the input (`z.input`); what a page renders is the output
 * (`z.output`): images resolved to their sizes and variants, names to their assets.
 */
import { z } from 'zod';

import { ENQUIRY_PACKAGES } from '../../lib/enquiry/packages';
import { iconNames, icons, platformLogoNames, platformLogos, type ImageAsset, type PlatformLogo } from '../media';
import { portfolioCategories, type PortfolioCategory } from '../portfolio';
import { serviceSlugs, services } from '../services';
import { resolveImage } from './images';

/** A text the page shows: a string with at least one visible character. */
const text = z.string({ error: 'expected a string' }).trim().min(1, { error: 'expected some text (it is empty)' });
const optionalText = text.optional();

/** A video file under public/. */
const mp4Path = z.string().regex(/^\/\S+\.mp4$/, { error: 'expected an .mp4 path under public/' });

/** A list of at least one `noun`; the build's message names what is missing. */
function listOf<Item extends z.ZodType>(item: Item, noun: string) {
  return z
    .array(item)
    .min(1, { error: `expected at least one ${noun}` })
    .readonly();
}

const texts = z.array(text, { error: 'expected a list of texts' }).min(1, { error: 'expected at least one entry' }).readonly();
/** An HTML id for in-page links: lower case, digits and hyphens. */
const anchorId = z.string({ error: 'expected a string' }).regex(/^[a-z][a-z0-9-]*$/, { error: 'expected an id of lower-case letters, digits and hyphens, e.g. why-us' });

/** `{ src, alt }`; alt may be empty only for decoration. Resolved to the image's sizes and variants. */
export const imageSchema = z
  .object(
    {
      src: z.string({ error: 'expected a path under public/, e.g. /uploads/cover.jpg' }).regex(/^\/[^\s]+\.(?:webp|png|jpe?g|avif|svg)$/i, {
        error: 'expected a path under public/ ending in .webp, .png, .jpg, .avif or .svg, e.g. /uploads/cover.jpg',
      }),
      alt: z.string({ error: 'expected a string (empty only for a decorative image)' }),
    },
    { error: 'expected an image: { src, alt }' },
  )
  .strict()
  .transform((ref, ctx): ImageAsset => {
    const resolved = resolveImage(ref);
    if (typeof resolved === 'string') {
      ctx.addIssue({ code: 'custom', message: resolved, path: ['src'] });
      return z.NEVER;
    }
    return resolved;
  });

/** An icon of content/media.ts by name, e.g. `order-details`. */
export const iconSchema = z.enum(iconNames, { error: `expected an icon name: one of ${iconNames.join(', ')}` }).transform((name) => icons[name]);

const logoNames = platformLogoNames.map(([, name]) => name);
/** A platform logo of content/media.ts by its name, e.g. `Amazon KDP`. */
export const logoSchema = z
  .enum(logoNames, { error: `expected a platform logo name: one of ${logoNames.join(', ')}` })
  .transform((name): PlatformLogo => platformLogos.find((logo) => logo.name === name) as PlatformLogo);

const serviceSlug = z.enum(serviceSlugs, { error: `expected a service: one of ${serviceSlugs.join(', ')}` });
const tone = z.enum(['white', 'paper', 'navy'], { error: 'expected a tone: white, paper or navy' });

/** The heading most sections open with. */
const sectionHeading = { eyebrow: text, heading: text, highlight: text, intro: text };

/** What each block shows, for the docs (docs/landing-pages.md) and the CMS. */
export const blockDescriptions: Record<string, string> = {};

const block = <Type extends string, Shape extends z.ZodRawShape>(type: Type, description: string, shape: Shape) => {
  blockDescriptions[type] = description;
  return z.object({ type: z.literal(type), ...shape }).strict();
};

// ---------------------------------------------------------------------------------------------
// One schema per block type. A block marked "shared" shows the site's section when the file gives
// only its type (content/page-blocks.ts, sharedBlocks); fields the file gives replace the shared ones.

export const heroBlock = block('hero', 'The first section: a heading with a highlighted phrase, two lines, and the enquiry form beside it, over a background image.', {
  eyebrow: optionalText,
  title: text,
  highlight: text,
  lines: z.tuple([text, text], { error: 'expected two lines of text' }).readonly(),
  background: imageSchema,
});

export const rotatingHeadlineHeroBlock = block(
  'rotating-headline-hero',
  'A first section whose first word rotates every few seconds (with a pause button), trust points and a link to the packages.',
  {
    eyebrow: text,
    words: z.tuple([text, text, text], { error: 'expected three words' }).readonly(),
    staticText: text,
    headingLabel: text,
    lead: text,
    points: texts,
    packagesLink: text,
    packagesId: anchorId,
    pauseRotation: text,
    playRotation: text,
    background: imageSchema,
  },
);

export const featureBannerBlock = block('feature-banner', 'An image beside a heading, paragraphs, the phone link and Get Started.', {
  id: anchorId,
  heading: text,
  highlight: optionalText,
  paragraphs: texts,
  image: imageSchema,
  reverse: z.boolean({ error: 'expected true or false' }).optional(),
  tone: tone.optional(),
});

export const bestsellerBlock = block('bestseller', "'Want to Become a Best-seller?': text beside an inner image, over a background image.", {
  heading: text,
  highlight: text,
  paragraphs: texts,
  background: imageSchema,
  image: imageSchema,
});

export const stepsWithImagesBlock = block('steps-with-images', 'Numbered steps, each with an image.', {
  id: anchorId,
  heading: text,
  highlight: optionalText,
  intro: optionalText,
  steps: listOf(z.object({ image: imageSchema, heading: text, text }).strict(), 'step'),
  tone: tone.optional(),
});

export const highlightBlock = block('highlight', 'One message on a navy band.', { id: anchorId, heading: text, highlight: optionalText, text });

export const serviceDetailsBlock = block('service-details', "What a service includes, who it is for and how it works (from the service's own page).", {
  service: serviceSlug.transform((slug) => services.find((service) => service.slug === slug) as (typeof services)[number]),
});

/** Shared. */
export const servicesTeaserBlock = block('services-teaser', 'Shared. Six service tiles, See All, and the scrolling platform logos.', {
  ...sectionHeading,
  seeAll: text,
  logoStripLabel: text,
  pauseLogos: text,
  playLogos: text,
  services: listOf(z.object({ slug: serviceSlug, name: text, image: imageSchema }).strict(), 'service'),
  logos: listOf(logoSchema, 'logo'),
});

export const featuredProjectsBlock = block('featured-projects', "A carousel of author campaigns: book cover, title, text and the channels' logos.", {
  ...sectionHeading,
  carouselLabel: text,
  slideLabel: text,
  bulletLabel: text,
  logosLabel: text,
  projects: listOf(
    z
      .object({
        id: anchorId,
        subheading: text,
        title: text,
        description: text,
        bookCover: imageSchema,
        logos: listOf(logoSchema, 'logo'),
      })
      .strict(),
    'project',
  ),
});

export const processStepsBlock = block('process-steps', 'A numbered timeline; on wide screens the steps zig-zag left and right by themselves.', {
  ...sectionHeading,
  steps: listOf(z.object({ id: anchorId, title: text, description: text, icon: iconSchema }).strict(), 'step'),
});

/** Shared. */
export const workProcessBlock = block('work-process', 'Shared. Three steps from the first call to a finished book, on navy.', {
  heading: text,
  highlight: text,
  intro: text,
  steps: listOf(z.object({ icon: iconSchema, heading: text, text }).strict(), 'step'),
});

/** Shared. */
export const trustCardsBlock = block('trust-cards', 'Shared. Four reasons authors choose the company.', {
  heading: text,
  highlight: text,
  intro: text,
  cards: listOf(z.object({ icon: iconSchema, title: text, text }).strict(), 'card'),
});

export const servicesCarouselBlock = block('services-carousel', 'Service cards in a looping carousel (list each card once; the carousel repeats them to loop).', {
  ...sectionHeading,
  carouselLabel: text,
  slideLabel: text,
  bulletLabel: text,
  cards: listOf(z.object({ id: anchorId, title: text, description: text, image: imageSchema }).strict(), 'card'),
});

export const servicesGridBlock = block('services-grid', 'Service cards in a grid, each linking to its service page.', {
  id: anchorId,
  ...sectionHeading,
  cards: listOf(z.object({ slug: serviceSlug, title: text, text, image: imageSchema }).strict(), 'card'),
});

export const packagesBlock = block('packages', 'The publishing packages side by side, each with its Get Started.', {
  id: anchorId,
  ...sectionHeading,
  featuresLabel: text,
  getStartedSuffix: text,
  note: text,
  packages: listOf(
    z
      .object({
        id: z.enum(ENQUIRY_PACKAGES, { error: `expected a package the receiver knows: one of ${ENQUIRY_PACKAGES.join(', ')}` }),
        name: text,
        tagline: text,
        icon: iconSchema,
        features: texts,
      })
      .strict(),
    'package',
  ),
});

export const authorTestimonialsBlock = block('author-testimonials', "A carousel of quotes with the author's portrait.", {
  id: anchorId,
  ...sectionHeading,
  previous: text,
  next: text,
  pause: text,
  play: text,
  slideLabel: text,
  announcement: text,
  testimonials: listOf(
    z.object({ quote: text, name: text, designation: z.string({ error: 'expected a string (may be empty)' }), portrait: imageSchema }).strict(),
    'testimonial',
  ),
});

const videoFields = {
  poster: z.string().regex(/^\/\S+\.(?:webp|jpe?g|png)$/, { error: 'expected a poster image path under public/' }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
};

/** Shared. */
export const videoTestimonialsBlock = block('video-testimonials', "Shared. The home page's carousel of portrait videos.", {
  heading: text,
  highlight: text,
  intro: text,
  previous: text,
  next: text,
  pause: text,
  play: text,
  fallback: text,
  slideLabel: text,
  announcement: text,
  videos: listOf(
    z
      .object({
        id: z.enum(['1', '2', '3', '4']),
        title: text,
        description: text,
        videoUrl: mp4Path,
        ...videoFields,
      })
      .strict(),
    'video',
  ),
});

/** Its `videos` default to the site's landing testimonial videos (content/videos.ts). */
export const testimonialVideosBlock = block(
  'testimonial-videos',
  "Landscape testimonial videos in a slider; only the visible one plays. Leave out `videos` for the site's.",
  {
    ...sectionHeading,
    carouselLabel: text,
    slideLabel: text,
    dotLabel: text,
    play: text,
    pause: text,
    fallback: text,
    videos: listOf(
      z
        .object({
          heading: text,
          highlightedText: text,
          description: text,
          videoSrc: mp4Path,
          ...videoFields,
        })
        .strict(),
      'video',
    ),
  },
);

/** Its `logos` default to every platform logo. */
export const platformsStripBlock = block('platforms-strip', 'Scrolling store and platform logos. Leave out `logos` for all of them.', {
  heading: text,
  regionLabel: text,
  pause: text,
  play: text,
  logos: listOf(logoSchema, 'logo'),
});

export const whyChooseUsBlock = block('why-choose-us', 'An image beside reasons to choose the company.', {
  id: anchorId,
  ...sectionHeading,
  image: imageSchema,
  points: listOf(z.object({ title: text, text }).strict(), 'point'),
});

/** Its `covers` default to two covers of each portfolio category. */
export const coverMarqueeBlock = block('cover-marquee', 'Book covers drifting sideways. Leave out `covers` for two from each portfolio category.', {
  id: anchorId,
  ...sectionHeading,
  regionLabel: text,
  pause: text,
  play: text,
  covers: listOf(imageSchema, 'cover'),
});

/** Shared. The covers are the portfolio's (content/portfolio.ts). */
export const portfolioBlock = block('portfolio', "Shared. The portfolio's category tabs and cover carousel.", {
  heading: text,
  highlight: text,
  intro: text,
  tabsLabel: text,
  carouselLabel: text,
  loadMore: text,
  pauseLabel: text,
  playLabel: text,
  pauseText: text,
  playText: text,
  slideLabel: text,
  categoryLabels: z.object(Object.fromEntries(portfolioCategories.map((category) => [category, text])) as Record<PortfolioCategory, typeof text>).strict(),
});

const faqItems = listOf(z.object({ question: text, answer: text }).strict(), 'question');

export const faqBlock = block('faq', 'Questions under a heading with an intro; the first starts open.', { ...sectionHeading, items: faqItems });

export const faqCardsBlock = block('faq-cards', 'Questions under a heading only, all closed.', {
  id: anchorId,
  eyebrow: text,
  heading: text,
  highlight: text,
  items: faqItems,
});

/** Shared: `id: banner-cta` shows the site's banner call to action, any other id its closing one. */
export const callToActionBlock = block(
  'call-to-action',
  "Shared. A band with the phone number and Get Started. `id: banner-cta` is the site's banner, any other id without text the site's closing one.",
  { id: anchorId, heading: text, highlight: optionalText, text, phoneLabel: text, image: imageSchema.optional() },
);

export const enquiryBlock = block(
  'enquiry',
  "The enquiry form with a Package choice, beside a few reassurances; a page's Get Started links lead here before scripts run.",
  { id: anchorId, ...sectionHeading, points: texts },
);

export const contactBlock = block('contact', 'Contact tiles (phone, e-mail) and the enquiry form over a background image.', {
  heading: text,
  highlight: text,
  intro: text,
  background: imageSchema,
});

/** Every block type, complete (what a page renders). */
export const fullBlockSchemas = [
  heroBlock,
  rotatingHeadlineHeroBlock,
  featureBannerBlock,
  bestsellerBlock,
  stepsWithImagesBlock,
  highlightBlock,
  serviceDetailsBlock,
  servicesTeaserBlock,
  featuredProjectsBlock,
  processStepsBlock,
  workProcessBlock,
  trustCardsBlock,
  servicesCarouselBlock,
  servicesGridBlock,
  packagesBlock,
  authorTestimonialsBlock,
  videoTestimonialsBlock,
  testimonialVideosBlock,
  platformsStripBlock,
  whyChooseUsBlock,
  coverMarqueeBlock,
  portfolioBlock,
  faqBlock,
  faqCardsBlock,
  callToActionBlock,
  enquiryBlock,
  contactBlock,
] as const;

/** Block types whose every field has a site default: the file may give the type alone. */
export const sharedBlockTypes = ['services-teaser', 'work-process', 'trust-cards', 'video-testimonials', 'portfolio', 'call-to-action'] as const;

/** Known block types, in the order of the docs. */
export const blockTypes = fullBlockSchemas.map((schema) => schema.shape.type.value);

/** One block of a campaign file: shared blocks may give their type alone, defaulted fields may be left out. */
export const blockSchema = z.discriminatedUnion(
  'type',
  [
    heroBlock,
    rotatingHeadlineHeroBlock,
    featureBannerBlock,
    bestsellerBlock,
    stepsWithImagesBlock,
    highlightBlock,
    serviceDetailsBlock,
    servicesTeaserBlock.partial().required({ type: true }),
    featuredProjectsBlock,
    processStepsBlock,
    workProcessBlock.partial().required({ type: true }),
    trustCardsBlock.partial().required({ type: true }),
    servicesCarouselBlock,
    servicesGridBlock,
    packagesBlock,
    authorTestimonialsBlock,
    videoTestimonialsBlock.partial().required({ type: true }),
    testimonialVideosBlock.partial({ videos: true }),
    platformsStripBlock.partial({ logos: true }),
    whyChooseUsBlock,
    coverMarqueeBlock.partial({ covers: true }),
    portfolioBlock.partial().required({ type: true }),
    faqBlock,
    faqCardsBlock,
    callToActionBlock.partial().required({ type: true }),
    enquiryBlock,
    contactBlock,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? `unknown block type; the known types are: ${blockTypes.join(', ')}` : undefined) },
);

/** A rendered block: every field present (the file's, or the site's shared ones). */
export const renderedBlockSchema = z.discriminatedUnion('type', fullBlockSchemas);

const sitePath = z
  .string({ error: 'expected a path' })
  .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)+$/, { error: "expected a path like '/some-page/' (lower case, digits and hyphens, both slashes)" });

export const thankYouCopySchema = z
  .object({ metaTitle: text, metaDescription: text, heading: text, text, backLabel: text, backHref: sitePath, absoluteTitle: z.boolean().optional() })
  .strict();

export const sampleSchema = z.object({ description: text, replace: text }).strict();

/** A whole campaign file. */
export const campaignSchema = z
  .object({
    id: z
      .string({ error: 'expected a string' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected an id of lower-case letters, digits and hyphens, e.g. childrens-books' }),
    path: sitePath,
    metadata: z
      .object({
        title: text,
        description: text,
        socialImage: z.enum(['default', 'service', 'blog', 'landing'], { error: 'expected a social image: default, service, blog or landing' }),
      })
      .strict(),
    indexable: z.boolean({ error: 'expected true or false' }),
    chrome: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('landing'), fixedHeader: z.boolean().optional(), showGetStarted: z.boolean().optional() }).strict(),
        z.object({ kind: z.literal('site') }).strict(),
      ],
      { error: 'expected chrome kind: landing or site' },
    ),
    thankYou: z.object({ path: sitePath, copy: thankYouCopySchema.optional() }).strict(),
    conversionLabel: z
      .string({ error: 'expected a string' })
      .regex(/^[\w-]*$/, { error: 'expected a Google Ads conversion label (letters, digits, - and _) or nothing' })
      .default(''),
    extras: z.object({ fixedReviewBadge: z.boolean().optional(), smoothScroll: z.boolean().optional(), liveChat: z.boolean().optional() }).strict().optional(),
    samples: z.array(sampleSchema).optional(),
    blocks: z.array(blockSchema, { error: 'expected a list of blocks' }).min(1, { error: 'a page needs at least one block' }),
  })
  .strict();

export type CampaignFile = z.input<typeof campaignSchema>;
export type ParsedCampaign = z.output<typeof campaignSchema>;
export type RenderedBlock = z.output<typeof renderedBlockSchema>;
export type BlockType = RenderedBlock['type'];
