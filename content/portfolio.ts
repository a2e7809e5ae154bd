/**
 * SAMPLE CONTENT. The portfolio covers are generated artwork (scripts/media/covers.ts) with
 * invented titles and invented author names; none of them is a real book or a real client.
 * Replace the entries below and the files in public/images/portfolio/ with real client covers
 * (same paths and sizes, or update the paths here) before launch.
 *
 * The generator reads the titles and authors from this file, so editing a title here and running
 * `npm run media` redraws its cover.
 */
import type { ImageAsset } from './media';

export const sampleNotice = {
  id: 'portfolio',
  description: '54 portfolio covers with invented titles and author names (generated artwork)',
  replaceIn: 'content/portfolio.ts and public/images/portfolio/',
} as const;

export const portfolioCategories = ['Fiction', 'NonFiction', 'Biography', 'Informative', 'Memoir', 'Children'] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

export interface PortfolioCover extends ImageAsset {
  title: string;
  author: string;
}

/** Delivered widths of every cover (2:3). */
export const coverWidths = [300, 600] as const;
export const coverAspect = 3 / 2;

/** Folder under public/images/portfolio/ for each category. */
export const portfolioFolders: Record<PortfolioCategory, string> = {
  Fiction: 'fiction',
  NonFiction: 'nonfiction',
  Biography: 'biography',
  Informative: 'informative',
  Memoir: 'memoir',
  Children: 'children',
};

/** How the category reads inside a sentence of alt text. */
const categoryPhrase: Record<PortfolioCategory, string> = {
  Fiction: 'a fiction title',
  NonFiction: 'a nonfiction title',
  Biography: 'a biography',
  Informative: 'an informative title',
  Memoir: 'a memoir',
  Children: "a children's book",
};

type Entry = readonly [title: string, author: string];

const entries: Record<PortfolioCategory, readonly Entry[]> = {
  Fiction: [
    ['The Glass Meridian', 'Corinne Vale'],
    ['Night Ferry to Halloway', 'Tobias Wrenfield'],
    ['Lanterns Over Marrow Bay', 'Ines Calloway'],
    ['The Orchard at Vesper Hill', 'Marcus Idowu'],
    ['A City of Paper Birds', 'Lena Okonkwo-Hart'],
    ['The Last Tide Clock', 'Harlan Pryce'],
  ],
  NonFiction: [
    ['The Deliberate Hour', 'Priya Raman'],
    ['Small Rooms, Big Ideas', 'Daniel Osei'],
    ['The Compound Habit', 'Rachel Kim-Lowry'],
    ['Quiet Leverage', 'Jonah Pierce'],
    ['Owning Monday', 'Alicia Moreno'],
    ['The Frugal Founder', 'Samuel Adeyemi'],
    ['Think in Seasons', 'Grace Whitfield'],
    ['The Trust Ledger', 'Victor Halvorsen'],
    ['Margins of Calm', 'Noor Haddad'],
    ['Build the Bridge First', 'Ethan Caldwell'],
  ],
  Biography: [
    ['Harriet Vance: Against the Current', 'Eleanor Brightwater'],
    ['The Long Road of Elias Brandt', 'Miguel Santoro'],
    ['Margot Quinlan and the Open Sky', 'Judith Aronsen'],
    ['Samuel Okoro: Builder of Bridges', 'Chidi Nwankwo'],
    ['The Quiet Genius of Ada Whitcombe', 'Fiona Lister'],
    ['Theo Lindqvist: Notes from the Podium', 'Henrik Dahl'],
    ['Rosa Delgado: A Kitchen Revolution', 'Camila Ortega'],
    ['Benjamin Achterberg: Maps and Mountains', 'Paul Devereux'],
    ['The Many Lives of Clara Fenwick', 'Simone Beaumont'],
  ],
  Informative: [
    ['The Home Energy Handbook', 'Kevin Marsh-Patel'],
    ['Gardening by the Numbers', 'Helen Ashby'],
    ['A Field Guide to Family Finance', 'Robert Tanaka'],
    ['How Sleep Works: A Practical Primer', 'Amara Nwosu'],
    ['The Small-Business Tax Primer', 'Lisa Brennan'],
    ["Backyard Skies: A Stargazer's Workbook", 'Oliver Stanton'],
    ['The Curious Kitchen: Food Science at Home', 'Mei Lin Chao'],
    ['Retirement Planning, Step by Step', 'George Whitaker'],
    ["The Weekend Woodworker's Manual", 'Walt Henning'],
    ['Clean Water, Clear Facts', 'Sofia Marquez'],
  ],
  Memoir: [
    ['Summers on Pell Island', 'Margaret Ellison'],
    ['Letters from the Ridge Road', 'Thomas Greer'],
    ['Where the Wheat Bends', 'Anna Kowalczyk'],
    ['A Year of Borrowed Kitchens', 'Jasmine Patel-Reyes'],
    ["My Father's Harbor", 'Luis Carvalho'],
    ['Salt, Smoke and Home', 'Deborah Lyle'],
    ['Learning the Quiet', 'Kenji Morrow'],
    ['The Mornings We Kept', 'Ruth Abernathy'],
    ['Under the Olive Light', 'Elena Vassilakis'],
  ],
  Children: [
    ['Pip the Polka-Dot Fox', 'Molly Tamsin'],
    ["Olive Owl Can't Sleep", 'Hannah Reyes'],
    ['Walter the Whale Who Hummed', 'Ben Ashworth'],
    ['Milo Makes a Moon', 'Zara Ibrahim'],
    ["Bruno Bear's Big Umbrella", 'Carla Fontaine'],
    ['Rosie Rabbit Counts to Ten', 'Amy Lindgren'],
    ["Leo's Loudest Roar", 'Jamal Carter'],
    ['Tilly Turtle Takes the Train', 'Nora Whitby'],
    ['Ellie and the Enormous Puddle', 'Priya Sandhu'],
    ["Percy Penguin's Picnic", 'Gus Harrow'],
  ],
};

/** Path of cover `index` (0-based) of `category` at `width`. */
export function coverPath(category: PortfolioCategory, index: number, width: number): string {
  return `/images/portfolio/${portfolioFolders[category]}/${String(index + 1).padStart(2, '0')}-${width}.webp`;
}

function cover(category: PortfolioCategory, index: number, [title, author]: Entry): PortfolioCover {
  const largest = coverWidths[coverWidths.length - 1] ?? 600;
  return {
    title,
    author,
    src: coverPath(category, index, largest),
    width: largest,
    height: Math.round(largest * coverAspect),
    alt: `Cover of "${title}" by ${author}, ${categoryPhrase[category]}`,
    srcSet: coverWidths.map((width) => ({ src: coverPath(category, index, width), width })),
  };
}

/**
 * Every category's covers. The key order is the display order, that of `portfolioCategories`
 * (Fiction first): the portfolio section shows its tabs and slides in this order.
 */
export type PortfolioCovers = Readonly<Record<PortfolioCategory, readonly PortfolioCover[]>>;

export const portfolio: PortfolioCovers = {
  Fiction: entries.Fiction.map((e, i) => cover('Fiction', i, e)),
  NonFiction: entries.NonFiction.map((e, i) => cover('NonFiction', i, e)),
  Biography: entries.Biography.map((e, i) => cover('Biography', i, e)),
  Informative: entries.Informative.map((e, i) => cover('Informative', i, e)),
  Memoir: entries.Memoir.map((e, i) => cover('Memoir', i, e)),
  Children: entries.Children.map((e, i) => cover('Children', i, e)),
};
