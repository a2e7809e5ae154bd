/**
 * Blog index (/blogs) and articles for prospective authors. Copy only: every article is written by
 * the editorial team, never attributed to a named person, and contains no invented statistics or
 * quotes. `relatedServiceSlugs` point at service pages under /services/.
 */
import { site } from './site';

export interface BlogSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface BlogPost {
  slug: string;
  /** The article's heading. */
  title: string;
  /** The search-result title: with the ' | Brand' suffix, 60 characters at most. */
  metaTitle: string;
  /** 140 to 160 characters. */
  metaDescription: string;
  /** 25 to 40 words. */
  excerpt: string;
  /** ISO date, 'YYYY-MM-DD'. */
  publishedAt: string;
  /** ISO date of the last revision, 'YYYY-MM-DD'; the publication date when never revised. */
  updatedAt: string;
  readingMinutes: number;
  author: string;
  sections: BlogSection[];
  relatedServiceSlugs: string[];
}

const AUTHOR = `${site.brandShort} Editorial Team`;

export const blogPosts: readonly BlogPost[] = [
  {
    slug: 'self-publishing-vs-traditional-publishing',
    title: 'Self-Publishing vs. Traditional Publishing: How to Choose the Right Path',
    metaTitle: 'Self-Publishing vs. Traditional Publishing',
    metaDescription:
      'Compare self-publishing and traditional publishing on control, cost, speed, rights, royalties and distribution, and find the right path for your book.',
    excerpt:
      'Traditional and self-publishing are two different business models, not a prestige ladder. Compare control, cost, speed, rights and distribution, learn to spot hybrid red flags, and use our questions to choose your path.',
    publishedAt: '2025-02-11',
    updatedAt: '2025-02-11',
    readingMinutes: 6,
    author: AUTHOR,
    relatedServiceSlugs: ['book-publishing', 'ebook-publishing', 'book-marketing'],
    sections: [
      {
        heading: 'Two business models, not a ladder',
        paragraphs: [
          'Many first-time authors think of publishing as a ladder: self-publish if you must, traditionally publish if you can. In practice the two paths are different business models, each with its own trade-offs. Both can produce a professional, successful book, and both can go badly when an author chooses without understanding what they are signing up for.',
          'The right choice depends on your goals for the book, your genre, your budget, how much control you want and how patient you can be. This guide walks through how each path works, where they differ and the questions that usually settle the decision.',
        ],
      },
      {
        heading: 'How traditional publishing works',
        paragraphs: [
          'In traditional publishing, a publishing house buys the right to publish your book. It pays for editing, cover design, typesetting, printing and distribution, and it pays you an advance against royalties. You earn further royalties only after your share of sales has covered (earned out) that advance.',
          'Most large publishers accept submissions only through literary agents, so the usual first step is querying agents with a query letter and sample pages. Fiction, especially a debut, is generally submitted as a complete, polished manuscript; nonfiction is often sold on a book proposal with an outline and sample chapters, and publishers weigh the author’s platform and expertise heavily. Many smaller independent presses accept submissions directly from authors.',
          'The process is selective and slow. Finding an agent can take months, the agent then submits to editors, and once a contract is signed, publication is commonly a year or more away. In exchange you get a professional team at no upfront cost to you, access to bookstore and library sales channels, and the credibility some readers, reviewers and media associate with an established imprint.',
        ],
      },
      {
        heading: 'How self-publishing works',
        paragraphs: [
          'When you self-publish, you are the publisher. You decide when the book comes out, what it costs, what the cover looks like and which formats and markets it reaches. You also pay for, or do yourself, everything a publishing house would normally handle: editing, proofreading, cover design, interior formatting, ISBNs, printing and marketing.',
          'Independent authors typically publish through platforms such as Amazon KDP, IngramSpark, Apple Books, Kobo Writing Life and Barnes & Noble Press. These platforms pay royalties directly to you, and each sets its own rates and rules. Amazon KDP, for example, offers a 70% or 35% ebook royalty option depending on list price and territory, while print royalties depend on the list price minus the cost of printing each copy. Check each platform’s current terms before you set prices, because they change.',
          'A self-published book can be ready in weeks or months rather than years, and you keep all of your rights. The trade-off is that the quality and the reach of the book depend entirely on the decisions you make and the professionals you hire.',
        ],
      },
      {
        heading: 'Comparing the two side by side',
        paragraphs: ['The differences that matter most to authors usually fall into these areas:'],
        list: [
          'Control: a traditional publisher has the final say on title, cover, price and publication date, usually after consulting you. Self-publishing gives you the final say on all of them.',
          'Upfront cost: traditional publishing costs you nothing upfront, and you should never pay a traditional publisher or a reputable agent to read or accept your work. Self-publishing requires you to invest in editing, design and marketing before you earn anything.',
          'Speed: self-publishing can move as fast as your production schedule. Traditional publishing runs on the publisher’s calendar.',
          'Income: traditional authors receive an advance and a smaller share of each sale. Self-published authors receive no advance but a larger share of each sale, and they are paid on their own sales from the first copy.',
          'Distribution: traditional publishers have sales teams that place books in bookstores and libraries. Self-published print books can be listed in wholesale catalogs through services such as IngramSpark, which lets stores order them, but physical shelf space usually has to be earned through local relationships and reader demand.',
          'Rights: a publishing contract licenses certain rights to the publisher, sometimes including audio, translation and foreign rights, for a defined term. Self-published authors keep every right and can license them separately.',
          'Marketing: in both models, authors are expected to promote their books. Publishers’ marketing support varies widely from title to title, so do not assume a contract means a campaign.',
        ],
      },
      {
        heading: 'What about hybrid publishing and author services?',
        paragraphs: [
          'Between the two main paths sits a range of companies. Hybrid publishers typically charge the author for part or all of production in exchange for a higher royalty share and some of the services of a traditional house. Author-services companies, like ours, are paid for specific services such as editing, design, publishing support and marketing, while the author remains the publisher and keeps full rights and royalties.',
          'Both can be excellent choices, and both attract operators who overpromise. Read contracts carefully and be cautious of any company that guarantees bestseller status or a set number of sales, takes rights to your book for a long or open-ended term, claims a share of your royalties without a clear reason, pressures you to sign quickly or cannot tell you exactly what you will receive for your money.',
        ],
      },
      {
        heading: 'Questions that help you decide',
        paragraphs: ['Answer these honestly before you query agents or hire a production team:'],
        list: [
          'What does success look like for this book: wide bookstore presence, income, a credential for your business, a legacy for your family, or simply a finished book in readers’ hands?',
          'How important is it to you to control the cover, title, price and timing?',
          'Is there a deadline, such as a speaking event, a product launch or an anniversary, that a traditional schedule would miss?',
          'Can you budget for professional editing, design and marketing now, in exchange for keeping a larger share of each sale?',
          'Is your genre one where readers buy readily from independent authors? Genre fiction such as romance, thrillers, fantasy and science fiction, especially in series, has a strong independent market; some literary fiction and narrative nonfiction still rely more on bookstore and review coverage.',
          'Do you already have an audience, such as an e-mail list, clients, a following on social media or a speaking platform, that you can reach directly?',
        ],
      },
      {
        heading: 'A practical way forward',
        paragraphs: [
          'You do not have to choose one path for your whole career. Many authors publish some books traditionally and others independently, choosing the model that fits each project. Some query agents for a set period and then self-publish if the book has not found a home. If you do that, decide in advance how long you will query, because agents and publishers are generally looking for books that have not already been published.',
          'Whichever route you take, the fundamentals are the same: a well-edited manuscript, a cover that signals the right genre, clean formatting, accurate metadata and a realistic marketing plan. If you would like to talk through your options, our team offers a free consultation to review your goals and explain what each path would involve for your book.',
        ],
      },
    ],
  },
  {
    slug: 'stages-of-book-editing',
    title: 'The Four Stages of Book Editing and When You Need Each',
    metaTitle: 'The Four Stages of Book Editing',
    metaDescription:
      'Developmental editing, line editing, copyediting and proofreading explained: what each stage fixes, the right order, and how to tell which your book needs.',
    excerpt:
      'Developmental editing, line editing, copyediting and proofreading solve different problems at different times. Learn what each stage covers, why the order matters and how to tell which one your manuscript needs next.',
    publishedAt: '2025-03-18',
    updatedAt: '2025-03-18',
    readingMinutes: 6,
    author: AUTHOR,
    relatedServiceSlugs: ['book-editing', 'book-proofreading', 'ghostwriting'],
    sections: [
      {
        heading: 'Why “editing” means four different jobs',
        paragraphs: [
          'Ask five authors what editing means and you may get five answers. Some picture red ink on commas; others picture a sweeping critique of plot and structure. Both are editing, but they are different services done at different points in a book’s life. Booking the wrong one, or booking the right ones in the wrong order, is one of the most common ways authors waste time and money.',
          'Professional book editing is usually divided into four stages: developmental editing, line editing, copyediting and proofreading. They move from the big picture to the smallest detail. Here is what each involves and how to tell which one your manuscript needs now.',
        ],
      },
      {
        heading: 'Stage 1: Developmental editing',
        paragraphs: [
          'Developmental editing, sometimes called structural or substantive editing, looks at the book as a whole. For fiction, the editor examines plot, pacing, point of view, character arcs, stakes, world-building and whether the opening and ending deliver on the book’s promise. For nonfiction, the focus is the argument, the organization of chapters, the balance of story and information, and whether the book serves its intended reader.',
          'You usually receive an editorial letter that explains the main strengths and problems and suggests ways to fix them, along with comments in the manuscript. The developmental editor does not rewrite the book; you do the revision, guided by their notes. A lighter and less expensive alternative is a manuscript assessment or critique, which delivers the editorial letter without detailed margin comments.',
          'You need developmental editing when you have a complete draft that you have already revised on your own and you are not sure the story or structure works, or when beta readers give you feedback you cannot quite diagnose.',
        ],
      },
      {
        heading: 'Stage 2: Line editing',
        paragraphs: [
          'Once the structure is sound, line editing works paragraph by paragraph and sentence by sentence on the quality of the prose. A line editor looks at voice, clarity, rhythm, word choice, repetition, dialogue, transitions and tone, and suggests rewrites where a passage drags, confuses or falls flat.',
          'Line editing is about style rather than correctness. A good line editor makes your writing sound more like you at your best, not like the editor. You need it when the story works but the writing feels flat, wordy or uneven, or when readers say the book is good but slow.',
        ],
      },
      {
        heading: 'Stage 3: Copyediting',
        paragraphs: [
          'Copyediting is about correctness and consistency. The copyeditor fixes grammar, spelling, punctuation and usage, and checks that names, timelines, capitalization, numbers and hyphenation are consistent from the first page to the last. Most US book publishers follow The Chicago Manual of Style and a standard dictionary such as Merriam-Webster, and the copyeditor builds a style sheet that records every decision made for your book.',
          'A copyeditor will also flag factual statements that look doubtful, contradictions and possible permission issues, although full fact-checking is usually a separate service. Some editors combine line editing and copyediting in one pass; that can work well for manuscripts whose prose is already strong. Copyediting happens after developmental and line editing, because there is little point perfecting sentences that may be cut.',
        ],
      },
      {
        heading: 'Stage 4: Proofreading',
        paragraphs: [
          'Proofreading is the final quality check, done after the book has been typeset, on the formatted pages rather than on the manuscript. The proofreader catches the typos and small errors that slipped through earlier rounds, along with problems that only appear in layout: awkward line and page breaks, widows and orphans, incorrect running heads, page numbers that do not match the table of contents, missing text and inconsistent spacing.',
          'Proofreading is not a substitute for copyediting. A proofreader corrects errors; they do not restructure sentences, and large changes at this stage are costly because they can ripple through the layout. Ebooks deserve a proofreading pass too, since conversion can introduce its own problems with links, images and special characters.',
        ],
      },
      {
        heading: 'Why the order matters',
        paragraphs: [
          'Each stage assumes that the earlier ones are finished. Polishing sentences before a developmental edit means paying to perfect scenes that may be cut or rewritten. Proofreading before the text is final means the new passages added later go unchecked. The sensible sequence is: revise on your own, gather feedback, developmental edit, revise, line edit, copyedit, typeset, proofread, then publish.',
          'Not every book needs all four stages. An experienced author with a structurally strong draft may start at line editing or copyediting. But almost every book that will be sold to readers benefits from a copyedit and a proofread by someone other than the author.',
        ],
      },
      {
        heading: 'How to tell which stage you need',
        paragraphs: ['Use these signs as a starting point:'],
        list: [
          'Readers lose interest, get confused about what is happening or feel the ending does not pay off: developmental editing.',
          'The story works, but the prose feels flat, repetitive or overwritten: line editing.',
          'The writing is strong, and you want it clean, correct and consistent before layout: copyediting.',
          'The book has been copyedited and typeset, and you are reviewing print proofs or ebook files: proofreading.',
          'You are not sure: ask for a sample edit of a few pages or a short manuscript assessment. A good editor will tell you honestly which stage you need, even if it is not the one you asked for.',
        ],
      },
      {
        heading: 'Special cases worth knowing',
        paragraphs: [
          'Memoir and nonfiction about real people raise questions of accuracy, privacy and defamation; an editor can flag passages of concern, but legal review is the job of an attorney. Picture books for children need editing for read-aloud rhythm, age-appropriate vocabulary and page turns, and the text should be finalized before illustration begins. For a series, the style sheet from the first book should travel with every later volume so that names, spellings and conventions stay consistent.',
        ],
      },
      {
        heading: 'Preparing your manuscript for an editor',
        paragraphs: ['You will get more value from any stage of editing if you send a manuscript that is ready for it:'],
        list: [
          'Finish the draft and complete at least one full revision yourself before booking a developmental edit.',
          'Send one clean file in a standard format: a legible 12-point font, double spacing, consistent chapter headings and numbered pages.',
          'Tell the editor who the book is for, what you are worried about and what kind of feedback you want.',
          'Ask how the edit will be delivered, usually tracked changes and comments, and how many rounds of questions are included.',
          'Remember that you have the final say: an editor proposes, and you decide.',
        ],
      },
    ],
  },
  {
    slug: 'preparing-manuscript-for-print-and-ebook-formatting',
    title: 'How to Prepare Your Manuscript for Print and Ebook Formatting',
    metaTitle: 'Preparing a Manuscript for Print and Ebook',
    metaDescription:
      'Prepare your manuscript for print and ebook formatting: trim size, margins, fonts, front and back matter, EPUB vs. print PDF, and ISBNs explained clearly.',
    excerpt:
      'Formatting turns a finished manuscript into a book readers can hold or download. This guide covers trim sizes, margins and bleed, fonts, front and back matter, EPUB versus print PDF, ISBNs and a pre-formatting checklist.',
    publishedAt: '2025-04-22',
    updatedAt: '2025-04-22',
    readingMinutes: 7,
    author: AUTHOR,
    relatedServiceSlugs: ['book-formatting', 'ebook-publishing', 'book-cover-design', 'book-publishing'],
    sections: [
      {
        heading: 'Lock the text before you format',
        paragraphs: [
          'Formatting, or typesetting, is the step that turns a finished manuscript into a print-ready interior and a reader-friendly ebook. It should begin only when the text is final: edited, copyedited and approved. Every change made after layout can move lines and pages, shift the table of contents and index and introduce new errors, so the more settled your text is, the smoother and cheaper this stage will be.',
          'Before you hand the file to a designer, or start formatting it yourself, clean it up. Accept or reject all tracked changes and delete comments. Use your word processor’s styles for chapter titles and headings instead of manual bold and font sizes. Indent paragraphs with the paragraph settings rather than tabs or spaces, and use page breaks rather than repeated returns to start new chapters. Mark scene breaks the same way every time, and make quotation marks, apostrophes and dashes consistent.',
        ],
      },
      {
        heading: 'Choose a trim size',
        paragraphs: [
          'Trim size is the finished size of the printed page. It affects page count, printing cost, spine width and how the book feels in a reader’s hands, and it should match what readers expect in your genre. Look at comparable books on a bookstore shelf. Common US trim sizes include:',
        ],
        list: [
          '5 x 8 inches and 5.25 x 8 inches: popular for novels and shorter nonfiction.',
          '5.5 x 8.5 inches: a versatile size for fiction, memoir and general nonfiction.',
          '6 x 9 inches: a common choice for nonfiction, business books and longer novels.',
          '8.5 x 11 inches: workbooks, journals and manuals.',
          'Square and landscape formats, such as 8.5 x 8.5 inches or 10 x 8 inches: frequently used for children’s picture books.',
        ],
      },
      {
        heading: 'Margins, gutter and bleed',
        paragraphs: [
          'Print books need generous margins so that text is comfortable to read and does not disappear into the binding. The inside margin, called the gutter, has to grow with page count because thicker books curve more at the spine. Amazon KDP and IngramSpark publish minimum margins in their file-preparation guides; treat those as the floor, not the target, and check the current guides for your page count.',
          'If any image or background color runs to the edge of the page, the file needs bleed: artwork that extends beyond the trim line (typically 0.125 inch on each outside edge) so that no white sliver appears after trimming. Keep text and important details safely inside the margins.',
        ],
      },
      {
        heading: 'Fonts and typography',
        paragraphs: [
          'Most print books set body text in a serif typeface designed for long reading, such as Garamond, Caslon, Minion or Palatino, usually between 10 and 12 points with line spacing a little larger than the type size. Sans-serif fonts often appear in headings, children’s books and some nonfiction. Whatever you choose, make sure the font license allows embedding in PDFs and ebooks, and embed all fonts in the print file.',
          'Good typesetting also means consistent first-line indents (with no indent on the first paragraph of a chapter or after a scene break), chapters that open on a fresh page, running heads and page numbers that follow convention, and careful control of widows, orphans and loose lines.',
        ],
      },
      {
        heading: 'Front matter and back matter',
        paragraphs: [
          'Front matter comes before the main text and back matter after it. Not every book needs every element, but the order is fairly standard. Typical front matter includes a half title, title page, copyright page, dedication, epigraph, table of contents and, where relevant, a foreword, preface or introduction. In nonfiction print books, front matter pages are often numbered with lowercase Roman numerals.',
          'Back matter can include acknowledgments, an afterword, appendices, notes, a bibliography, a glossary, an index, an About the Author page, a list of other books by the author and a discussion guide. In ebooks, consider moving long acknowledgments and other non-essential material to the back, so the free preview shown on retail pages reaches your opening chapter quickly.',
        ],
      },
      {
        heading: 'EPUB versus print PDF',
        paragraphs: [
          'A print interior is a fixed layout: every line sits exactly where the designer placed it, and the file is delivered as a high-resolution PDF that meets the printer’s specifications. IngramSpark, for example, recommends the PDF/X-1a standard. Images for print should generally be at least 300 dpi at the size they are printed.',
          'An ebook is usually a reflowable EPUB. Readers can change the font, text size and margins, so there are no fixed pages or page numbers; the table of contents must be a linked navigation menu, and layout effects that depend on a page, such as drop caps tied to a specific line or text wrapped tightly around images, need a simpler approach. Images should carry descriptive alternative text for accessibility. Picture books and heavily illustrated titles may use fixed-layout EPUB instead. Amazon KDP accepts EPUB files for Kindle books and converts them to its own format.',
          'The cover differs too. A print cover is a single wraparound file containing back cover, spine and front cover, and its spine width depends on the final page count and paper type, so it is completed after the interior. An ebook cover is the front image alone, sized to the platform’s guidelines and legible as a small thumbnail.',
        ],
      },
      {
        heading: 'ISBNs, barcodes and the copyright page',
        paragraphs: [
          'An ISBN identifies one specific edition and format of a book, so the paperback, hardcover, ebook and audiobook each need their own. In the United States, ISBNs are issued by Bowker, the official US ISBN agency. Some platforms offer free ISBNs, but a free platform ISBN may list that platform as the publisher and may only be usable on that platform. Buying your own lets you name your own imprint as publisher. Kindle ebooks do not require an ISBN; Amazon assigns its own identifier.',
          'Print books carry the ISBN as a barcode on the back cover; some platforms add one automatically if you leave space. The copyright page usually includes the copyright notice, the ISBNs for each edition, the edition statement, the publisher’s name, credits for cover design and editing, and any required disclaimers. If you want a Library of Congress Control Number, apply before publication, since the number is assigned to forthcoming titles.',
        ],
      },
      {
        heading: 'A pre-formatting checklist',
        paragraphs: ['Before formatting begins, make sure you have:'],
        list: [
          'A final, copyedited manuscript with tracked changes accepted and comments removed.',
          'Your chosen trim size, paper color and binding for each print edition.',
          'All front and back matter written and approved, including the copyright page and author bio.',
          'High-resolution images, with permission to use each one, and alt text for the ebook.',
          'An ISBN for every format you plan to publish.',
          'Your retail and distribution accounts set up in your own name, so you control your files and royalties.',
        ],
      },
    ],
  },
  {
    slug: 'book-launch-90-day-marketing-timeline',
    title: 'Planning a Book Launch: A 90-Day Marketing Timeline',
    metaTitle: 'A 90-Day Book Launch Marketing Timeline',
    metaDescription:
      'A practical 90-day book launch plan: set up metadata and pre-orders, recruit early readers, line up reviews and media, and keep sales going after launch.',
    excerpt:
      'A strong launch starts months before release day. Follow this 90-day timeline to prepare metadata and pre-orders, recruit early readers, line up reviews and media, run a focused launch week and keep momentum afterward.',
    publishedAt: '2025-05-20',
    updatedAt: '2025-05-20',
    readingMinutes: 6,
    author: AUTHOR,
    relatedServiceSlugs: ['book-marketing', 'book-publishing', 'book-cover-design', 'audiobook-narration'],
    sections: [
      {
        heading: 'Why 90 days?',
        paragraphs: [
          'A book launch is not a single day. Readers need to hear about a book several times before they buy it, reviewers need time to read, and retail pages need to be complete before you send anyone to them. Ninety days gives you time to build that foundation without losing momentum. If you are aiming for trade reviews or major media, start even earlier: many trade review outlets ask for advance copies several months ahead of publication.',
          'The timeline below counts down to your publication date and then continues for a month afterward. Adjust it to your genre, budget and audience, but try to keep the order: foundations first, early readers next, promotion last.',
        ],
      },
      {
        heading: 'Before the countdown starts',
        paragraphs: [
          'Day 90 is not the time to finish writing. Before the clock starts, your manuscript should be edited, your cover designed, your publication date chosen and your formats decided: print, ebook and, if you plan one, audiobook. You should also know who the book is for and which books readers would compare it to, because those comparable titles will shape your categories, keywords, advertising targets and pitches.',
          'Set two more things before you begin: a budget and a goal. Decide how much you can spend on advance copies, advertising, events and outside help, and keep some of it in reserve for after launch, when you will know what works. Then decide what a successful launch means for this book, whether that is a number of reviews, e-mail subscribers gained, bookstore events booked or steady monthly sales, so that you can judge each activity against it instead of trying to do everything at once.',
        ],
      },
      {
        heading: 'Days 90 to 61: Build the foundation',
        paragraphs: ['Use the first month to put everything in place that later steps depend on:'],
        list: [
          'Write your book description, a short author bio and a one-sentence pitch you can reuse everywhere.',
          'Choose your retail categories and keywords based on where your comparable titles are listed.',
          'Set up your retail listings and consider opening pre-orders for the ebook and, where your platform allows it, the print edition.',
          'Create or refresh your author website with a page for the book and a way for readers to join your e-mail list.',
          'Claim your author profiles on retail and reader sites, such as Amazon Author Central and Goodreads.',
          'Prepare advance reader copies (ARCs) in ebook format, and print copies if you plan to send them to media or local bookstores.',
          'List the people and places that can help: your network, professional associations, local bookstores and libraries, podcasts, newsletters and publications your readers follow.',
        ],
      },
      {
        heading: 'Days 60 to 31: Recruit early readers and build interest',
        paragraphs: ['This month is about getting the book into the hands of people who will talk about it:'],
        list: [
          'Recruit a launch team of readers who agree to read the ARC and post an honest review in launch week.',
          'Send ARCs to reviewers, bloggers and book influencers who cover your genre, with a short personal note.',
          'Reveal your cover to your e-mail list and on social media, linked to the pre-order page.',
          'Pitch podcasts, local media and publications with story angles connected to your book’s subject rather than a general request for coverage.',
          'Contact local bookstores and libraries about stocking the book or hosting an event.',
          'Plan your content calendar: excerpts, behind-the-scenes posts, short videos and articles you can share between now and launch.',
        ],
      },
      {
        heading: 'Days 30 to 1: Prepare launch week',
        paragraphs: ['In the final month, turn interest into a coordinated launch:'],
        list: [
          'Confirm dates for interviews, guest posts, events and any price promotions.',
          'Set up advertising campaigns on the platforms where your readers buy books, with modest budgets you can adjust after you see results.',
          'Write your launch e-mails in advance: an announcement, a reminder and a thank-you.',
          'Send launch-team members a simple guide with the publication date, review links and a friendly reminder to post honestly.',
          'Order your own author copies for events, giveaways and local media.',
          'Check every retail page: description, categories, price, cover, look inside and author profile.',
        ],
      },
      {
        heading: 'Launch week',
        paragraphs: [
          'On publication day, send your announcement e-mail, share the news on every channel you use and thank the people who helped. Ask your launch team to post their reviews once the book is available. Keep your schedule of interviews, posts and events spread across the week rather than all on day one, and check your advertising daily, pausing what is not working and adding budget to what is.',
          'Keep a record of what happened: which e-mails were opened, which posts drew attention, which ads produced sales. That record is the most valuable thing you will take into your next launch.',
        ],
      },
      {
        heading: 'After launch: the next 30 days',
        paragraphs: [
          'Most books sell over months and years, not days. After launch week, keep going: share reviews and reader photos, pitch podcasts and publications with your book now available, refine your keywords and advertising, and look for seasonal or topical moments to feature the book. Consider expanding formats, for example an audiobook or a hardcover edition, and plan a price promotion for a later date to bring in new readers.',
          'If your book is part of a series or you plan another, mention it in your e-mails and in the back matter of your book, and invite readers to join your list so you can tell them when the next one is ready.',
        ],
      },
      {
        heading: 'Stay within the rules',
        paragraphs: [
          'Reviews and advertising are governed by platform rules and consumer-protection guidance. Never pay for reviews, offer rewards for positive ones or ask friends and family to review in ways a retailer prohibits. Readers who receive a free advance copy should disclose it in their review, in line with FTC guidance on endorsements. Read each retailer’s current review and advertising policies before launch, because breaking them can lead to removed reviews or restrictions on your account.',
          'A launch plan does not have to be elaborate to work. A clear timeline, an honest message about who the book is for and steady follow-through will do more than any single tactic. If you would like help building a plan for your book, our marketing team offers a free consultation.',
        ],
      },
    ],
  },
];

export function getBlogPostBySlug(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
