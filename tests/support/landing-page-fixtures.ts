import type { LandingPageEntry } from '@/content/campaigns/landing-page';
import { sectionImages, serviceImages } from '@/content/media';
import { closingCallToAction } from '@/content/section-copy';

/**
 * Two campaigns that are not in the registry, for the tests that add one (the worked example of
 * docs/landing-pages.md is the first). They exercise both chromes, both ways of choosing a
 * thank-you page, and both sides of `indexable`.
 */
export const childrensBooksPage = {
  id: 'childrens-books',
  path: '/childrens-books/',
  metadata: {
    title: "Publish Your Children's Picture Book",
    description: 'Illustration, layout and print-ready files for picture books, with a free consultation and a written plan for your story.',
    socialImage: 'landing',
  },
  indexable: true,
  chrome: { kind: 'landing' },
  thankYou: {
    path: '/childrens-books/thank-you/',
    copy: {
      metaTitle: 'Thank You',
      metaDescription: 'Your picture-book enquiry has been received. A children’s book consultant will contact you soon.',
      heading: 'Thank You!',
      text: 'Your picture-book enquiry is with our children’s team. We will call or e-mail within one business day.',
      backLabel: 'Back to Page',
      backHref: '/childrens-books/',
    },
  },
  conversionLabel: 'kids-picture-books',
  blocks: [
    {
      type: 'hero',
      copy: {
        title: 'Turn Your Story Into a Picture Book Children Ask For Again',
        highlight: 'Picture Book',
        lines: [
          'Illustration, page layout and print-ready files from a team that has laid out picture books for ages three to eight.',
          'Send us your manuscript for a free consultation and a written plan with page count, art style and schedule.',
        ],
      },
      background: sectionImages['lp-hero'],
      eyebrow: "Children's Book Publishing",
    },
    {
      type: 'feature-banner',
      copy: {
        id: 'picture-book-art',
        heading: 'Art That Carries the Story',
        highlight: 'Carries the Story',
        paragraphs: [
          'Picture books are read aloud, so the pictures tell half the story. We match your text with an illustrator whose style fits its age group and tone, and plan every spread before any art is drawn.',
        ],
        image: serviceImages['children-book-writing'],
      },
    },
    { type: 'call-to-action', id: 'childrens-books-cta', copy: closingCallToAction },
  ],
} as const satisfies LandingPageEntry;

export const springMemoirPage = {
  id: 'spring-memoir-offer',
  path: '/spring-memoir-offer/',
  metadata: {
    title: 'Write and Publish Your Memoir',
    description: 'A ghostwriter, an editor and a designer for your life story, with a free consultation and a written plan.',
    socialImage: 'landing',
  },
  indexable: false,
  chrome: { kind: 'site' },
  thankYou: { path: '/thankyou/' },
  conversionLabel: '',
  blocks: [
    {
      type: 'hero',
      copy: {
        title: 'Your Life Story, Written and Published With Care',
        highlight: 'Life Story',
        lines: [
          'Interviews with a ghostwriter who listens, then editing, design and publishing in one plan.',
          'Book a free consultation and receive a written plan for your memoir.',
        ],
      },
      background: sectionImages['lp-hero'],
    },
  ],
} as const satisfies LandingPageEntry;
