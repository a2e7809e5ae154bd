/**
 * Metadata and headings of the fixed routes. Service pages, blog posts and legal documents carry
 * their own in services.ts, blog.ts and legal.ts.
 */
import { paths } from '../lib/paths';

export interface PageCopy {
  path: string;
  metaTitle: string;
  metaDescription: string;
  keywords?: string[];
  heading: string;
  intro: string;
  /** Short name in breadcrumbs (structured data). */
  breadcrumb?: string;
}

export const pages = {
  home: {
    path: paths.home,
    breadcrumb: 'Home',
    metaTitle: 'Hire Best Book Publishers in USA',
    metaDescription:
      'Book publishing and writing services in the USA: editing, proofreading, cover design, formatting, ghostwriting, printing, distribution and marketing, one team.',
    keywords: ['Book Publishers In USA'],
    heading: 'Trusted Book Publishing Services in the USA',
    intro:
      'From a careful edit and a cover that stops browsers mid-scroll to print-ready files, worldwide distribution and a launch plan, our team takes your manuscript all the way to readers.',
  },
  about: {
    path: paths.about,
    metaTitle: 'About Us',
    metaDescription: 'Meet the New York publishing team behind your book: editors, designers, ghostwriters and marketers who guide authors from manuscript to market.',
    heading: 'About Us',
    intro: 'A publishing team built around authors, not around a catalogue.',
  },
  services: {
    path: paths.services,
    breadcrumb: 'Services',
    metaTitle: 'Book Writing, Editing and Publishing Services',
    metaDescription:
      'Explore 24 author services: ghostwriting, editing, proofreading, formatting, cover design, printing, ebook and audiobook publishing, author sites and marketing.',
    heading: 'Our Services',
    intro: 'Choose a single service or bring us the whole project. Every engagement starts with a free consultation and a written scope.',
  },
  portfolio: {
    path: paths.portfolio,
    metaTitle: 'Portfolio of Published Books',
    metaDescription: 'Browse book covers we designed and published across fiction, nonfiction, biography, informative titles, memoir and children’s books.',
    heading: 'Our Portfolio',
    intro: 'A look at covers and interiors across six categories, from picture books to biographies.',
  },
  contact: {
    path: paths.contact,
    metaTitle: 'Contact Us',
    metaDescription: 'Call, e-mail or send us your project details for a free publishing consultation. Our New York team replies within one business day.',
    heading: 'Contact Us',
    intro: 'Tell us where your book is today and where you want it to go. The first conversation is free.',
  },
  blogs: {
    path: paths.blogs,
    breadcrumb: 'Blogs',
    metaTitle: 'Publishing Guides for Authors',
    metaDescription: 'Practical guides for authors on choosing a publishing path, the stages of editing, formatting for print and ebook, and planning a book launch.',
    heading: 'Publishing Guides for Authors',
    intro: 'Clear, practical advice on writing, editing, publishing and marketing a book.',
  },
  lp: {
    path: '/lp/',
    metaTitle: 'Publish Your Book With Expert Help',
    metaDescription:
      'Get your book edited, designed, published and distributed by one experienced team. Request a free consultation and a clear, written publishing plan.',
    heading: 'Publish Your Book With a Team That Has Done It Before',
    intro: 'Editing, cover design, formatting and distribution in one plan, with a dedicated project manager from the first call to launch day.',
  },
  bookMarketingOffer: {
    path: '/book-marketing-offer/',
    metaTitle: 'Book Marketing Services That Reach Readers',
    metaDescription:
      'Book marketing campaigns for self-published and traditionally published authors: audience research, launch promotion, advertising, PR and author networking.',
    heading: 'Book Marketing That Puts Your Book in Front of Readers',
    intro: 'Eighty percent of self-published books fail to gain traction without marketing. A researched campaign changes the odds.',
  },
  bookPublishingSolution: {
    path: '/book-publishing-solution/',
    metaTitle: 'Book Publishing Solution',
    metaDescription:
      'A complete book publishing solution: editing, design, formatting, distribution to major stores and launch marketing, in packages that fit your goals.',
    heading: 'Book Publishing Solution',
    intro: 'Everything your book needs to reach readers, in one clear package.',
  },
  notFound: {
    path: paths.notFound,
    metaTitle: 'Page Not Found',
    metaDescription: 'The page you were looking for could not be found.',
    heading: 'We couldn’t find that page',
    intro: 'The link may be out of date, or the page may have moved. These pages are a good place to continue:',
  },
} as const satisfies Record<string, PageCopy>;
