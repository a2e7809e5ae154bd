import type { PortfolioCategory } from './portfolio';

/**
 * Strings of the 'Check Out Our Work' portfolio section (docs/product.md §2 'Portfolio section').
 *
 * Plain strings only: the section (a server component) hands them to its client leaves, and
 * functions cannot cross that boundary. Templates use `{category}`, `{position}` and `{total}`
 * placeholders, filled by `fillTemplate` (lib/fill-template.ts).
 */
export interface PortfolioCopy {
  heading: string;
  /** A phrase of `heading` shown in the accent colour. */
  highlight: string;
  intro: string;
  /** Accessible name of the category tab list (large screens). */
  tabsLabel: string;
  /** Accessible name of the carousel (small screens). */
  carouselLabel: string;
  loadMore: string;
  /** The rotation control: its accessible name says what pressing it does next. */
  pauseLabel: string;
  playLabel: string;
  /** Visible text of the rotation control (contained in its accessible name). */
  pauseText: string;
  playText: string;
  /** Accessible name of one carousel slide, e.g. 'Fiction, 1 of 6'. */
  slideLabel: string;
  /** Display names; the keys and their order are those of `portfolioCategories`. */
  categoryLabels: Readonly<Record<PortfolioCategory, string>>;
}

export const portfolioCopy = {
  heading: 'Check Out Our Work',
  highlight: 'Our Work',
  intro: 'A selection of the books we have written, edited, designed and published for authors. Browse the covers by category.',
  tabsLabel: 'Portfolio categories',
  carouselLabel: 'Portfolio by category',
  loadMore: 'Load More',
  pauseLabel: 'Pause portfolio carousel',
  playLabel: 'Play portfolio carousel',
  pauseText: 'Pause',
  playText: 'Play',
  slideLabel: '{category}, {position} of {total}',
  categoryLabels: {
    Fiction: 'Fiction',
    NonFiction: 'Non-Fiction',
    Biography: 'Biography',
    Informative: 'Informative',
    Memoir: 'Memoir',
    Children: 'Children',
  },
} as const satisfies PortfolioCopy;
