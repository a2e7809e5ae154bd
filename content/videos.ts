/**
 * SAMPLE CONTENT. The videos are generated animations (scripts/media/videos.ts) about invented
 * authors and books (the same invented titles as the sample portfolio). Replace the copy below
 * and the files in public/images/videos/ and public/videos/landing/ with real client videos
 * before launch.
 */

export const sampleNotice = {
  id: 'videos',
  description: '4 home video testimonials and 4 landing testimonial videos about invented authors and books (generated animations)',
  replaceIn: 'content/videos.ts and public/images/videos/, public/videos/',
} as const;

/** Every generated video is 640x360 (16:9), muted H.264 with a WebP poster of its first frame. */
export const videoWidth = 640;
export const videoHeight = 360;

export interface VideoTestimonial {
  id: '1' | '2' | '3' | '4';
  title: string;
  /** Defined for every entry but not displayed by the carousel (docs/product.md §3). */
  description: string;
  videoUrl: string;
  poster: string;
  width: number;
  height: number;
}

const home = (name: string): Pick<VideoTestimonial, 'videoUrl' | 'poster' | 'width' | 'height'> => ({
  videoUrl: `/images/videos/${name}.mp4`,
  poster: `/images/videos/${name}-poster.webp`,
  width: videoWidth,
  height: videoHeight,
});

/** Home page carousel, in the product description's (docs/product.md) order. */
export const homeVideoTestimonials: readonly VideoTestimonial[] = [
  {
    id: '1',
    title: 'The Savvy Cart: Book Intro',
    description:
      "Intro video for Dana Whitlock's grocery-saving guide, The Savvy Cart, pairing the animated cover with a receipt, a shopping cart and the book's promise of smaller bills.",
    ...home('grocery-book-intro'),
  },
  {
    id: '2',
    title: 'Publication Day: The Salt Road Letters',
    description: "Launch announcement for Evelyn Hart's debut novel: the finished book rises from the print run with a Now Available reveal for print and ebook.",
    ...home('book-publication'),
  },
  {
    id: '3',
    title: 'Times Square Billboard: The Glass Meridian',
    description: "Billboard campaign for Corinne Vale's novel on a Times Square city block, with chasing marquee lights and a scrolling ticker.",
    ...home('times-square-billboard-1'),
  },
  {
    id: '4',
    title: 'Times Square Billboard: The Deliberate Hour',
    description: "Corner-tower screen campaign for Priya Raman's book on focus, alternating the cover with its tagline above evening traffic.",
    ...home('times-square-billboard-2'),
  },
];

export interface LandingTestimonialVideo {
  heading: string;
  /** Words after `heading` that the design highlights. */
  highlightedText: string;
  description: string;
  videoSrc: string;
  poster: string;
  /** The video's intrinsic size, for the <video> box before it loads. */
  width: number;
  height: number;
}

const landing = (n: number): Pick<LandingTestimonialVideo, 'videoSrc' | 'poster' | 'width' | 'height'> => ({
  videoSrc: `/videos/landing/testimonial-${n}.mp4`,
  poster: `/videos/landing/testimonial-${n}-poster.webp`,
  width: videoWidth,
  height: videoHeight,
});

/** Marketing landing page testimonial slides. */
export const landingTestimonialVideos: readonly LandingTestimonialVideo[] = [
  {
    heading: 'From Finished Draft to',
    highlightedText: 'Published Novel',
    description:
      'A first-time novelist brought a completed manuscript to our editors and designers, and left with an edited, professionally designed book on sale in print and ebook.',
    ...landing(1),
  },
  {
    heading: 'A Family Memoir,',
    highlightedText: 'Finally in Print',
    description: 'A retired teacher turned decades of letters and notebooks into a memoir for her family, with a ghostwriter shaping the chapters in her own voice.',
    ...landing(2),
  },
  {
    heading: 'Turning Expertise into',
    highlightedText: 'a Practical Guide',
    description:
      'A small-business consultant worked with our nonfiction team to organise her methods into a clear guide, then launched it to her clients and newsletter readers.',
    ...landing(3),
  },
  {
    heading: 'A Picture Book',
    highlightedText: 'Kids Ask for Again',
    description:
      "A grandfather's bedtime stories became an illustrated children's book, edited for read-aloud rhythm and launched with a campaign aimed at parents and teachers.",
    ...landing(4),
  },
];
