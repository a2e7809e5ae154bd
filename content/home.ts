/** Copy of the home page's own sections (docs/product.md §2 'Home page sections, in order'). */
import type { SectionImageName } from './media';

export const homeHero = {
  title: 'Trusted Book Publishing Services in the USA',
  highlight: 'Publishing Services',
  lines: [
    'Professional editing, custom cover design and print-ready formatting, handled by one experienced New York team.',
    'Then worldwide print and ebook distribution and a marketing plan that gets your book in front of readers.',
  ],
} as const;

/** 'Want to Become a Best-seller?': the text beside the inner image (the page passes both images). */
export interface BestsellerCopy {
  heading: string;
  highlight: string;
  paragraphs: readonly string[];
}

export const bestsellerSection = {
  heading: 'Want to Become a Best-seller?',
  highlight: 'Best-seller',
  paragraphs: [
    'No one can promise a bestseller, but every book that becomes one shares the same foundations: a manuscript edited until it reads effortlessly, a cover that signals its genre at thumbnail size, clean formatting in print and ebook, and a launch that reaches the right readers.',
    'We build those foundations with you. Our ghostwriters help you finish the draft, our editors and proofreaders polish it, our designers give it a professional cover and interior, and our marketers plan a launch around your audience rather than a template.',
  ],
  background: 'bestseller-bg',
  image: 'bestseller-inner',
} as const satisfies BestsellerCopy & { background: SectionImageName; image: SectionImageName };

export interface FeatureCopy {
  heading: string;
  highlight?: string;
  paragraphs: readonly string[];
  image: SectionImageName;
}

export const publishingJourney: FeatureCopy = {
  heading: 'Your Publishing Journey Starts Here',
  highlight: 'Publishing Journey',
  paragraphs: [
    'Publishing a book involves dozens of decisions: trim size, paper, ISBNs, pricing, categories, retailers, launch timing. We explain each one in plain language and make the technical ones for you, so you stay focused on the writing.',
    'You keep your rights and your royalties. We prepare the files, set up your retail listings under your own accounts and stay with you through launch day.',
  ],
  image: 'feature-publishing',
};

export const professionallyPublished: FeatureCopy = {
  heading: 'Your Story, Professionally Published',
  highlight: 'Professionally Published',
  paragraphs: [
    'Readers judge a book in seconds: by its cover, its first page and its layout. A professionally published book earns that second look, whether it is a family memoir, a business book or a middle-grade adventure.',
    'Our team has produced titles across fiction, nonfiction, biography, memoir, informative and children’s books, and every one went through the same careful editorial, design and production checks.',
  ],
  image: 'about-team',
};

export const publishingProcess = {
  heading: 'The Book Publishing Process',
  highlight: 'Publishing Process',
  intro: 'How a manuscript becomes a finished, published book with us.',
  steps: [
    {
      image: 'process-manuscript-submission',
      heading: 'Manuscript Submission',
      text: 'Share your draft, outline or idea through a private workspace. We assess its length, genre and condition and recommend a plan.',
    },
    {
      image: 'process-editing-proofreading',
      heading: 'Editing and Proofreading',
      text: 'Developmental, line and copy editing as your draft needs, then a final proofread that catches what every earlier pass missed.',
    },
    {
      image: 'process-design-formatting',
      heading: 'Design and Formatting',
      text: 'A custom cover and a professionally typeset interior, delivered as print-ready PDFs and a reflowable EPUB for every major store.',
    },
  ],
} as const satisfies {
  heading: string;
  highlight: string;
  intro: string;
  steps: readonly { image: SectionImageName; heading: string; text: string }[];
};
