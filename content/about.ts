/**
 * Copy for the About Us page (/about). No statistics, awards, years in business, testimonials or
 * named staff: the page describes how the company works, not claims it cannot support.
 */
import { site } from './site';

export interface SkillBar {
  label: string;
  percent: number;
}

/** docs/product.md §2 "About page": the Core Skills bars, in this order. */
export const coreSkills: readonly SkillBar[] = [
  { label: 'Creativity', percent: 95 },
  { label: 'Timely Delivery', percent: 85 },
  { label: 'Unique Content', percent: 90 },
  { label: 'Secrecy', percent: 100 },
  { label: 'Customer Satisfaction', percent: 95 },
];

export const aboutPage: {
  metaTitle: string;
  metaDescription: string;
  hero: { title: string; highlight: string; lines: [string, string] };
  story: { heading: string; highlight: string; paragraphs: string[] };
  mission: { heading: string; text: string };
  values: { title: string; text: string }[];
  skillsHeading: string;
  /** The word of the heading drawn in the accent colour. */
  skillsHighlight: string;
  skillsIntro: string;
} = {
  metaTitle: `About Us | ${site.brand}`,
  metaDescription: `Meet ${site.brand}, a ${site.address.locality} team of writers, editors, designers and marketers helping authors write, publish and promote their books.`,
  hero: {
    title: 'Your Partner for Every Stage of Your Book',
    highlight: 'Every Stage',
    lines: [
      'Writers, editors, designers and marketers working together under one roof.',
      'From the first outline to launch day, you keep your voice, your rights and your royalties.',
    ],
  },
  story: {
    heading: `The Story Behind ${site.brandShort}`,
    highlight: site.brandShort,
    paragraphs: [
      `${site.brand} was founded in ${site.address.locality} on a simple idea: every author deserves the same professional care a major publishing house gives its lead titles, without giving up control of their book. Too many writers with a story worth telling stall at the same point, unsure who to trust with their manuscript, how to turn it into a finished book or how to reach readers once it exists.`,
      'We built one team to answer all three questions. Ghostwriters and editors help you shape the words; designers create covers and interiors that look at home on any bookstore shelf; publishing specialists prepare your files for print, ebook and audiobook and guide you through platforms such as Amazon KDP, IngramSpark and Apple Books; and marketers plan a launch that puts your book in front of the right readers.',
      'Whether you are writing your first memoir, a children’s picture book, a business book that supports your work or the next volume in a series, we start with a conversation about your goals and build the plan around them. You always know what happens next, who is working on your book and what you are paying for.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: 'To help authors turn ideas and manuscripts into professionally crafted books, published on their terms and introduced to the readers who are looking for them, with honest advice at every step.',
  },
  values: [
    {
      title: 'Craft First',
      text: 'Every book receives careful editing, thoughtful design and clean formatting, because readers notice quality long before they notice anything else.',
    },
    {
      title: 'Your Book, Your Rights',
      text: 'You own your content. Once your project is paid in full, all rights in the work we create for you are yours, and we never take a share of your royalties.',
    },
    {
      title: 'Complete Confidentiality',
      text: 'Your manuscript, ideas and personal stories stay private. Ghostwriting clients publish under their own names, and we never reveal our role without permission.',
    },
    {
      title: 'Clear Communication',
      text: 'Plain-language quotes, a schedule you can follow and a team that answers your questions, so there are no surprises between the first call and launch day.',
    },
  ],
  skillsHeading: 'Core Skills',
  skillsHighlight: 'Skills',
  skillsIntro:
    'The qualities we hold ourselves to on every project, whether we are ghostwriting a full manuscript, proofreading final pages or planning a marketing campaign.',
};
