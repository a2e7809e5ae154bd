import type { PortfolioCategory } from './portfolio';

/** Strings of the 'Check Out Our Work' portfolio section (docs/product.md §2 'Portfolio section'). */
export const portfolioCopy = {
  heading: 'Check Out Our Work',
  highlight: 'Our Work',
  intro: 'A selection of the books we have written, edited, designed and published for authors. Browse the covers by category.',
  /** Accessible name of the category tab list (large screens). */
  tabsLabel: 'Portfolio categories',
  /** Accessible name of the carousel (small screens). */
  carouselLabel: 'Portfolio by category',
  loadMore: 'Load More',
  /** The rotation control: its accessible name says what pressing it does next. */
  pauseLabel: 'Pause portfolio carousel',
  playLabel: 'Play portfolio carousel',
  /** Visible text of the rotation control (contained in its accessible name). */
  pauseText: 'Pause',
  playText: 'Play',
  /** Accessible name of one carousel slide, e.g. 'Fiction, 1 of 6'. */
  slideLabel: (category: string, position: number, total: number) => `${category}, ${position} of ${total}`,
  /** Display names; the keys and their order are those of `portfolioCategories`. */
  categoryLabels: {
    Fiction: 'Fiction',
    NonFiction: 'Non-Fiction',
    Biography: 'Biography',
    Informative: 'Informative',
    Memoir: 'Memoir',
    Children: 'Children',
  } satisfies Record<PortfolioCategory, string>,
} as const;
