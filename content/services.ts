/**
 * Copy for the 24 service pages under /services/{slug}, the cards on the /services overview and
 * the six teaser tiles on the home page. Static content only: brand, phone and e-mail live in
 * ./site and are added by the page components, so none of them is typed here.
 */

export const serviceSlugs = [
  'book-publishing',
  'book-proofreading',
  'book-formatting',
  'book-marketing',
  'book-editing',
  'childrens-book-editing',
  'ebook-publishing',
  'book-writing',
  'mystery-writing',
  'historical-writing',
  'fantasy-writing',
  'sc-fi-writing',
  'non-fiction-writing',
  'memoir-writing',
  'children-book-writing',
  'seo-content-writing',
  'script-writing',
  'ghostwriting',
  'fiction-writing',
  'horror-writing',
  'book-cover-design',
  'book-printing',
  'author-website-design',
  'audiobook-narration',
] as const; // exactly this order (the order of docs/product.md)

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceStep {
  title: string;
  text: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Short name for navigation, tiles and breadcrumbs, e.g. 'Book Publishing', 'Sci-Fi Writing' (note: slug 'sc-fi-writing' is science fiction). */
  name: string;
  /** <title> without the brand (a template appends ' | Hudson Quill Publishing'); unique; at most 60 characters. */
  metaTitle: string;
  /** Unique meta description, 140-160 characters, specific to the service. */
  metaDescription: string;
  /** Card on the /services overview: heading and 20-35 words of text. */
  card: { heading: string; text: string };
  /** Page hero: the h1 `title` contains `highlight` verbatim (one word or short phrase that the design highlights); two short description lines (each 8-20 words). */
  hero: { title: string; highlight: string; lines: [string, string] };
  /** Feature section beside an image: heading (contains `highlight` verbatim) and two paragraphs of 45-80 words. */
  feature: { heading: string; highlight: string; paragraphs: [string, string] };
  /** Highlighted text block: heading and one paragraph of 40-70 words. */
  highlightBlock: { heading: string; text: string };
  /** What the service includes: 5-7 concrete deliverables, each a short phrase (3-10 words). */
  includes: string[];
  /** Who it is for: heading and a paragraph of 35-60 words. */
  audience: { heading: string; text: string };
  /** How it works: exactly 4 steps. */
  steps: [ServiceStep, ServiceStep, ServiceStep, ServiceStep];
}

export const services: readonly Service[] = [
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-publishing',
    name: 'Book Publishing',
    metaTitle: 'Book Publishing Services for Indie Authors',
    metaDescription:
      'Publish your book and keep your rights. We handle ISBNs, copyright filing, print and ebook setup, and distribution through Amazon KDP, IngramSpark and more.',
    card: {
      heading: 'Book Publishing',
      text: 'From ISBNs and copyright registration to print and ebook setup on Amazon KDP and IngramSpark, we take your finished manuscript to market while you keep your rights and royalties.',
    },
    hero: {
      title: 'Book Publishing Services That Put Your Name on the Shelf',
      highlight: 'Book Publishing',
      lines: [
        'We prepare, register and release your book in print and digital editions across major retailers.',
        'You keep ownership, creative approval and the royalties paid into retailer accounts in your name.',
      ],
    },
    feature: {
      heading: 'A Publishing Partner From Manuscript to Marketplace',
      highlight: 'Manuscript to Marketplace',
      paragraphs: [
        'Self-publishing gives you control, but it also hands you dozens of technical decisions: which trim size, which distribution channels, what list price, which categories and keywords. Our publishing team walks you through each one in plain language, then does the setup work itself. Your book is registered with its own ISBNs, your copyright application is filed, and your retailer accounts are created in your name so sales data and payments stay with you.',
        "We coordinate the pieces that have to line up before launch day. Interior files and cover artwork are checked against each platform's specifications, metadata is written to help readers find the book, and print proofs are ordered so you can hold a copy before it goes live. When the listing appears on Amazon, Barnes & Noble and other stores, we confirm that pricing, descriptions and formats display correctly.",
      ],
    },
    highlightBlock: {
      heading: 'Your Book, Your Rights',
      text: 'Publishing with us is not a traditional publishing contract. We do not take ownership of your work or a share of your sales. You approve every file, price and description before release, and you can update your book or move it elsewhere at any time. Our role is to do the technical work well and explain it clearly.',
    },
    includes: [
      'ISBN assignment for print and ebook editions',
      'U.S. Copyright Office registration filing',
      'Amazon KDP and IngramSpark account setup',
      'Keyword, category and book description optimization',
      'Print proof review before release',
      'Wide ebook distribution to Apple Books and Kobo',
      'Library of Congress Control Number application',
    ],
    audience: {
      heading: 'Who Our Publishing Service Is For',
      text: 'First-time authors who have a finished manuscript but no idea where to start, and experienced writers who would rather spend their hours on the next book than on upload portals. It also suits authors reclaiming a backlist title from a former publisher or relaunching a book as a fresh edition.',
    },
    steps: [
      {
        title: 'Manuscript Review',
        text: 'In a free consultation, we read your manuscript, discuss your goals and recommend the formats, trim size and sales channels that fit your book.',
      },
      {
        title: 'Production Setup',
        text: 'ISBNs, copyright filing and retailer accounts are arranged while editing, formatting and cover work are finalized.',
      },
      {
        title: 'Proof and Approval',
        text: 'You review digital and printed proofs, request changes, and sign off on the final files and listing copy.',
      },
      {
        title: 'Release and Handover',
        text: 'We publish across your chosen stores, verify each listing, and hand over a summary of accounts, files and next steps.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-proofreading',
    name: 'Book Proofreading',
    metaTitle: 'Book Proofreading: Final-Pass Error Checks',
    metaDescription:
      'Catch typos, punctuation slips and layout errors before readers do. Our proofreaders check your manuscript and final page proofs against a custom style sheet.',
    card: {
      heading: 'Book Proofreading',
      text: 'A careful last read that catches typos, missing words, inconsistent spellings and punctuation errors, plus a final check of your formatted pages before they go to print.',
    },
    hero: {
      title: 'Meticulous Book Proofreading for a Clean, Confident Release',
      highlight: 'Book Proofreading',
      lines: [
        'A trained second set of eyes on every comma, hyphen, heading and page number.',
        'We read your manuscript line by line, then check the final layout before release.',
      ],
    },
    feature: {
      heading: 'The Final Pass Every Book Deserves',
      highlight: 'Final Pass',
      paragraphs: [
        'Proofreading is not editing. By the time a book reaches this stage, its structure and style should be settled, and the job is to find the small errors that slip through many rounds of revision: doubled words, dropped quotation marks, homophones, inconsistent capitalization and numbers written two different ways. Our proofreaders follow Chicago Manual of Style conventions unless your book uses another guide, and every correction is marked in tracked changes so you decide what stays.',
        "Many errors only appear after a manuscript is typeset. A second proofreading pass on the formatted PDF looks for awkward line breaks, widows and orphans, running heads that don't match the chapter, wrong page numbers in the table of contents and images that drift away from their captions. We also build a style sheet recording your spellings, character names and stylistic choices, so any future edition stays consistent.",
      ],
    },
    highlightBlock: {
      heading: 'Consistency You Can See on the Page',
      text: "Readers may not notice a correct en dash, but they notice when a character's name is spelled two ways or a chapter heading changes style halfway through. A clean, consistent text lets them stay in the story or argument instead of tripping over mistakes, and it gives reviewers one less thing to criticize.",
    },
    includes: [
      'Line-by-line check of spelling, grammar and punctuation',
      'Tracked changes and margin queries in Word',
      'Custom style sheet for names and terms',
      'Post-layout proofread of the print-ready PDF',
      'Table of contents and page number verification',
      'Review of front and back matter',
    ],
    audience: {
      heading: 'Who Needs a Proofreader',
      text: 'Authors whose manuscript has already been developmentally edited or copyedited and is close to final. It is also the right service for a book that has been formatted and needs one more check before files go to the printer or an ebook store, and for reissues that need corrections before reprinting.',
    },
    steps: [
      {
        title: 'Sample and Scope',
        text: 'Send a chapter and we confirm the style guide, word count, timeline and whether you need a manuscript pass, a layout pass or both.',
      },
      {
        title: 'Manuscript Proofread',
        text: 'Your proofreader works through the text in tracked changes, flags anything unclear and starts your style sheet.',
      },
      {
        title: 'Author Review',
        text: 'You accept or reject each correction, answer queries and return a clean file for formatting.',
      },
      {
        title: 'Layout Check',
        text: 'After typesetting, we proofread the formatted pages and mark any remaining errors directly on the PDF for correction.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-formatting',
    name: 'Book Formatting',
    metaTitle: 'Book Formatting for Print and eBook Editions',
    metaDescription:
      'Interior formatting for paperbacks, hardcovers and ebooks: print-ready PDFs for KDP and IngramSpark plus reflowable EPUB files that pass validation checks.',
    card: {
      heading: 'Book Formatting',
      text: 'Clean, readable interiors for paperback, hardcover and ebook editions, delivered as print-ready PDFs for KDP and IngramSpark and reflowable EPUB files for every major store.',
    },
    hero: {
      title: 'Book Formatting That Looks Right in Print and on Screen',
      highlight: 'Book Formatting',
      lines: [
        'Typeset interiors built to the trim size, margins and bleed your printer requires.',
        'Reflowable ebooks that read smoothly on Kindle, Apple Books, Kobo and Nook devices.',
      ],
    },
    feature: {
      heading: 'Interior Design Built for Readers',
      highlight: 'Interior Design',
      paragraphs: [
        'A well-formatted interior is one readers never think about. We choose a body typeface and line spacing suited to your genre, set consistent chapter openings, and keep spacing even so every page looks balanced. For print, we build the layout to your trim size, whether that is a 5 x 8 inch novel, a 6 x 9 inch nonfiction title or an 8.5 x 11 inch workbook, with gutter margins that account for page count.',
        'Print files are exported as PDFs that meet Amazon KDP and IngramSpark requirements, with fonts embedded and images at print resolution. Ebooks are built as reflowable EPUB files with a linked table of contents, proper heading structure and scene breaks that survive font resizing, then checked with validation tools and device previewers. Fixed-layout ebooks are available for picture books and heavily illustrated titles.',
      ],
    },
    highlightBlock: {
      heading: 'Details That Separate Professional Books',
      text: 'Small typographic choices signal quality: drop caps or small caps at chapter openings, running heads that show the title and author, page numbers that start in the right place, and no stray single lines at the top of a page. We handle these details so your interior holds up next to books from established publishers.',
    },
    includes: [
      'Custom interior design matched to your genre',
      'Print-ready PDF for KDP and IngramSpark',
      'Reflowable EPUB with linked table of contents',
      'Trim size, margin and bleed setup',
      'Chapter openers, running heads and scene breaks',
      'Image, table and footnote placement',
      'Corrections round after your proof review',
    ],
    audience: {
      heading: 'Who We Format For',
      text: 'Self-publishing authors with an edited manuscript in Word or Google Docs who want a professional interior, and authors whose existing book needs a new trim size, a hardcover edition or a large-print version. Nonfiction writers with tables, images, footnotes or indexes benefit most from careful layout work.',
    },
    steps: [
      {
        title: 'Specs and Style',
        text: 'We confirm trim size, paper type, estimated page count and design preferences, and you share a few books whose interiors you like.',
      },
      {
        title: 'Sample Pages',
        text: 'You receive a sample chapter layout showing typefaces, chapter openings and spacing, and approve the design before full formatting.',
      },
      {
        title: 'Full Layout',
        text: 'The whole manuscript is typeset, front and back matter are added, and the EPUB is built alongside the print file.',
      },
      {
        title: 'Final Files',
        text: 'After your corrections, we deliver the print PDF, EPUB and source files, ready to upload to your chosen platforms.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-marketing',
    name: 'Book Marketing',
    metaTitle: 'Book Marketing for New and Backlist Titles',
    metaDescription:
      'Book marketing built around your readers: launch planning, Amazon ads, author branding, review outreach and social media campaigns for new and backlist titles.',
    card: {
      heading: 'Book Marketing',
      text: 'Launch plans, Amazon and social advertising, review outreach and author branding designed to put your book in front of the readers most likely to enjoy it.',
    },
    hero: {
      title: 'Book Marketing That Connects Your Story With Readers',
      highlight: 'Book Marketing',
      lines: [
        'Campaigns built on research into your genre, your competitors and your ideal reader.',
        'From pre-launch buzz to ongoing promotion, we plan, run and report on every step.',
      ],
    },
    feature: {
      heading: 'A Marketing Plan Made for Your Book',
      highlight: 'Marketing Plan',
      paragraphs: [
        'Good book marketing starts with knowing who the book is for. We study comparable titles in your category, the keywords readers type into Amazon, and the communities where your audience already spends time. From that research we build a written plan covering positioning, pricing, launch timing and the channels most likely to work for your genre, whether that means paid ads, newsletter promotions, podcast interviews or local events.',
        'Then we put the plan to work. We set up and monitor Amazon Ads and social media campaigns, coordinate advance reader copies and review outreach, prepare press materials, and refresh your book description and A+ Content. You get regular reports showing what each channel is doing, so budget moves toward what earns attention and away from what does not.',
      ],
    },
    highlightBlock: {
      heading: 'Honest Marketing, Measured Results',
      text: "No one can promise a bestseller, and we won't. What we offer is a clear strategy, careful execution and transparent reporting. You'll always know where your advertising budget is going, which campaigns are bringing readers to your book page, and what we recommend doing next based on the numbers.",
    },
    includes: [
      'Audience and competitor research report',
      'Launch timeline and pre-order strategy',
      'Amazon Ads campaign setup and management',
      'Advance reader copy and review outreach',
      'Social media content and paid campaigns',
      'Press kit and media pitching',
      'Monthly performance reports',
    ],
    audience: {
      heading: 'Authors We Help Reach Readers',
      text: 'Authors preparing a launch who want a plan before release day, self-published writers whose book is live but not selling as hoped, and traditionally published authors who want promotion beyond what their publisher provides. We market fiction and nonfiction in print, ebook and audio formats.',
    },
    steps: [
      {
        title: 'Research and Audience',
        text: 'We analyze your book, category, comparable titles and reader profile to find where your audience is and what they respond to.',
      },
      {
        title: 'Strategy Approval',
        text: 'You review a written marketing plan with channels, timeline and suggested budget, and we refine it together before anything launches.',
      },
      {
        title: 'Campaign Launch',
        text: 'Ads, outreach, social content and promotions go live on schedule, with listings and descriptions optimized beforehand.',
      },
      {
        title: 'Tracking and Adjustments',
        text: 'We monitor results, send clear reports and shift effort toward the channels that bring readers to your book.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-editing',
    name: 'Book Editing',
    metaTitle: 'Professional Book Editing Services',
    metaDescription:
      'Developmental editing, line editing and copyediting from experienced book editors who strengthen structure, pacing and prose while keeping your voice intact.',
    card: {
      heading: 'Book Editing',
      text: 'Developmental, line and copyediting from experienced editors who strengthen your structure, tighten your prose and fix errors while keeping your voice recognizably your own.',
    },
    hero: {
      title: 'Professional Book Editing That Sharpens Every Page',
      highlight: 'Book Editing',
      lines: [
        'Experienced editors who understand story, argument, pacing and the conventions of your genre.',
        'Detailed feedback and tracked changes that strengthen your manuscript without rewriting who you are.',
      ],
    },
    feature: {
      heading: 'The Right Level of Edit for Your Draft',
      highlight: 'Level of Edit',
      paragraphs: [
        'Not every manuscript needs the same kind of help. A developmental edit looks at the big picture: plot holes, character arcs, chapter order, argument and pacing, delivered as a detailed editorial letter with margin notes. A line edit works paragraph by paragraph on clarity, rhythm, word choice and tone. A copyedit corrects grammar, usage and consistency. We assess a sample of your writing and recommend the stage your book actually needs.',
        'Your editor is matched to your genre, so a thriller goes to someone who knows how tension is built and a business book goes to someone who can tighten an argument. Every change is made in tracked changes, with explanations where useful, so you learn from the edit rather than simply accepting it. After you revise, we answer follow-up questions about the notes.',
      ],
    },
    highlightBlock: {
      heading: 'Editing That Respects Your Voice',
      text: 'The best edit makes a book read more like its author at their best, not like the editor. We preserve the phrasing, humor and rhythm that make your writing distinctive, and we explain the reasoning behind suggestions so you can accept, adapt or decline them with confidence. The final decisions always belong to you.',
    },
    includes: [
      'Manuscript assessment and edit-level recommendation',
      'Developmental editorial letter with margin notes',
      'Line editing for clarity, flow and tone',
      'Copyediting for grammar, usage and consistency',
      'Tracked changes with explanatory comments',
      'Follow-up call to discuss feedback',
    ],
    audience: {
      heading: 'Writers Who Benefit From Editing',
      text: 'Novelists and nonfiction authors with a complete draft who want an objective, experienced reader before publishing or querying agents. It also helps writers who have received mixed beta-reader feedback and are unsure what to fix first, and authors revising an already published book for a new edition.',
    },
    steps: [
      {
        title: 'Sample Assessment',
        text: 'After reading a sample chapter and hearing what you want from the book, we recommend developmental, line or copyediting, or a combination.',
      },
      {
        title: 'Editor Match',
        text: 'You are paired with an editor experienced in your genre, and the schedule and deliverables are agreed in writing.',
      },
      {
        title: 'The Edit',
        text: 'Your editor works through the manuscript and returns tracked changes, comments and, for developmental edits, an editorial letter.',
      },
      {
        title: 'Revision Support',
        text: 'We discuss the feedback with you and answer questions as you revise toward a final, publication-ready draft.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'childrens-book-editing',
    name: "Children's Book Editing",
    metaTitle: "Children's Book Editing for Young Readers",
    metaDescription:
      'Editing for picture books, early readers, chapter books and middle grade: age-right vocabulary, read-aloud rhythm, page-turn pacing and text that suits the art.',
    card: {
      heading: "Children's Book Editing",
      text: 'Specialist editing for picture books, early readers, chapter books and middle grade, focused on age-appropriate language, read-aloud rhythm and stories that work with illustrations.',
    },
    hero: {
      title: "Children's Book Editing for Stories Kids Want to Hear Again",
      highlight: "Children's Book Editing",
      lines: [
        'Editors who understand age bands, reading levels and the music of a good read-aloud.',
        'Clear guidance for picture books, early readers, chapter books and middle-grade novels.',
      ],
    },
    feature: {
      heading: 'Editing Shaped Around Young Readers',
      highlight: 'Young Readers',
      paragraphs: [
        "Writing for children looks simple and is anything but. A picture book often runs only a few hundred words, so every one has to earn its place, and the text must leave room for the illustrations to tell part of the story. Our children's book editors check length against the norms for your age band, test the manuscript aloud for rhythm and rhyme, and map the text across spreads to plan page turns.",
        'For early readers and chapter books, we look at sentence length, vocabulary and decodable words for the intended reading level. For middle grade, the focus shifts to voice, pacing and characters who feel like real kids. Across all ages, we flag content that may not suit the audience and make sure the story respects young readers instead of lecturing them.',
      ],
    },
    highlightBlock: {
      heading: 'Words and Pictures Working Together',
      text: 'In an illustrated book, the text and art share the storytelling. We add art notes only where the story needs them, cut descriptions the illustrations will show, and suggest where a page turn can deliver a surprise or a punchline. The result is a manuscript an illustrator can work from and a child can follow.',
    },
    includes: [
      'Developmental edit for age band and story',
      'Read-aloud rhythm and rhyme review',
      'Spread-by-spread page-turn map for picture books',
      'Reading-level and vocabulary check',
      'Art notes and illustrator guidance',
      'Copyedit and final proofread',
    ],
    audience: {
      heading: "Who Our Children's Editors Work With",
      text: "Parents, teachers and grandparents writing their first children's book, and published children's authors working on a new series. We also help illustrators who write their own text, and educators creating books for a classroom or school library who want the language pitched at exactly the right level.",
    },
    steps: [
      {
        title: 'Age and Format Review',
        text: 'We confirm the target age, format and word count, and discuss whether the book will be illustrated and by whom.',
      },
      {
        title: 'Story Edit',
        text: 'Your editor reviews structure, character, theme and language, reading every line aloud and noting what works for young readers.',
      },
      {
        title: 'Spread Planning',
        text: 'For illustrated books, we break the text into spreads and add art notes to guide your illustrator.',
      },
      {
        title: 'Polish and Proof',
        text: 'A final copyedit and proofread prepare the text for illustration, layout and publication.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ebook-publishing',
    name: 'eBook Publishing',
    metaTitle: 'eBook Publishing on Kindle, Apple and Kobo',
    metaDescription:
      'Publish your ebook on Kindle, Apple Books, Kobo, Barnes & Noble and Google Play with validated EPUB files, strong metadata and clear pricing guidance.',
    card: {
      heading: 'eBook Publishing',
      text: 'We convert your manuscript to a validated EPUB, write store-ready metadata and publish your ebook on Kindle, Apple Books, Kobo, Nook and Google Play Books.',
    },
    hero: {
      title: 'eBook Publishing That Gets Your Book Onto Every Device',
      highlight: 'eBook Publishing',
      lines: [
        'Validated ebook files, optimized listings and distribution to the major digital stores worldwide.',
        'Readers can find and download your book on phones, tablets and e-readers.',
      ],
    },
    feature: {
      heading: 'Digital Publishing Done Properly',
      highlight: 'Digital Publishing',
      paragraphs: [
        'Ebooks are quick to publish and easy to get wrong. A file that looks fine in Word can display broken spacing, missing images or an unusable table of contents on a Kindle. We build your ebook as a clean, reflowable EPUB, test it in Kindle Previewer and in the Apple Books and Kobo reading apps, and fix problems before a reader ever sees them.',
        'We then publish it where readers buy ebooks. You can go exclusive with Kindle Direct Publishing to use Kindle Unlimited and KDP Select promotions, or publish wide across Apple Books, Kobo, Barnes & Noble Press and Google Play Books. We explain the trade-offs of each route, set up pre-orders if you want them, and help you choose a list price for your genre.',
      ],
    },
    highlightBlock: {
      heading: 'Exclusive or Wide: A Clear Choice',
      text: 'Enrolling in KDP Select means your ebook can be borrowed through Kindle Unlimited, but it must be sold only on Amazon during each 90-day term. Publishing wide reaches more stores and library platforms. We lay out what each option means for your genre and goals so you can decide with full information.',
    },
    includes: [
      'Reflowable EPUB conversion and validation',
      'Kindle Previewer and device testing',
      'KDP Select or wide distribution setup',
      'Ebook ISBN and metadata preparation',
      'Pre-order setup and release scheduling',
      'Pricing guidance by genre and market',
    ],
    audience: {
      heading: 'Who Should Publish an eBook With Us',
      text: 'Authors publishing digitally for the first time, writers adding an ebook edition to an existing paperback, and authors whose older ebook files display poorly on newer devices. Ebook-first publishing also suits serialized fiction, short nonfiction guides and authors who want to test a market before investing in print.',
    },
    steps: [
      {
        title: 'File Review',
        text: 'We check your manuscript or existing ebook, confirm images and special formatting, and discuss exclusive versus wide distribution.',
      },
      {
        title: 'Conversion and Testing',
        text: 'Your EPUB is built, validated and previewed on multiple devices and reading apps until it displays cleanly.',
      },
      {
        title: 'Listing Setup',
        text: 'We prepare the title, subtitle, description, categories, keywords and price, and set up pre-orders if requested.',
      },
      {
        title: 'Go Live',
        text: 'The ebook is published to your chosen stores, and we confirm each listing is live and linked correctly.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-writing',
    name: 'Book Writing',
    metaTitle: 'Book Writing Services From Idea to Manuscript',
    metaDescription:
      'Professional book writers who turn your idea, notes or rough draft into a complete manuscript, with outlines, chapter drafts and revisions shaped by your voice.',
    card: {
      heading: 'Book Writing',
      text: 'Experienced writers turn your idea, notes or unfinished draft into a complete, well-structured manuscript, working from a detailed outline and regular chapter reviews with you.',
    },
    hero: {
      title: 'Book Writing Services That Turn Ideas Into Manuscripts',
      highlight: 'Book Writing',
      lines: [
        'Skilled writers develop your concept, outline your chapters and draft the complete book.',
        'You shape the direction at every stage and review each chapter as it is written.',
      ],
    },
    feature: {
      heading: 'From First Idea to Final Chapter',
      highlight: 'Final Chapter',
      paragraphs: [
        'Many people have a book in them but not the time or writing experience to get it onto the page. Our book writing service starts with conversations about what you want to say and who you want to reach. From interviews, notes, recordings or a partial draft, your writer builds a chapter-by-chapter outline that you approve before any drafting begins, so the structure is settled early.',
        'Drafting then proceeds in stages. You receive chapters in batches, comment on them, and your writer revises before moving on, which keeps the book on course and your voice consistent throughout. We match writers to genres, so a business book, a novel and a family history each get someone who knows the form. The finished manuscript is yours to publish under your own name.',
      ],
    },
    highlightBlock: {
      heading: 'A Writer Who Works for Your Vision',
      text: "Your writer's job is to bring your ideas, knowledge and stories to the page in a way that sounds like you. You decide what goes in and what stays out, and you can request revisions at each milestone. Once the manuscript is complete, it can move directly into our editing, design and publishing services if you choose.",
    },
    includes: [
      'Discovery interviews and concept development',
      'Chapter-by-chapter outline for approval',
      'Full manuscript drafting in staged batches',
      'Revisions after each chapter review',
      'Genre-matched professional writer',
      'Originality check on the final manuscript',
      'Full ownership of the finished work',
    ],
    audience: {
      heading: 'Who Our Book Writers Help',
      text: 'Professionals, founders and experts who want a book to share their knowledge, storytellers with a plot they have carried for years, and writers with a stalled draft who need help finishing. No previous writing experience is required; you bring the ideas and the decisions, and we handle the craft.',
    },
    steps: [
      {
        title: 'Discovery Call',
        text: 'On a free consultation call, we talk through your idea, audience, genre, length and timeline, and match you with a suitable writer.',
      },
      {
        title: 'Outline Approval',
        text: 'Your writer interviews you and prepares a detailed outline, which you review and approve before drafting starts.',
      },
      {
        title: 'Chapter Drafting',
        text: 'Chapters are delivered in batches for your comments, with revisions made before the next batch is written.',
      },
      {
        title: 'Manuscript Delivery',
        text: 'You receive the complete, revised manuscript, ready for professional editing and the road to publication.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'mystery-writing',
    name: 'Mystery Writing',
    metaTitle: 'Mystery Writing Services and Ghostwriters',
    metaDescription:
      'Mystery writers who plot fair-play clues, red herrings and satisfying reveals, from cozy mysteries to police procedurals and psychological suspense novels.',
    card: {
      heading: 'Mystery Writing',
      text: 'Writers who plan every clue, red herring and reveal, crafting cozy mysteries, detective novels, police procedurals and psychological suspense that play fair with the reader.',
    },
    hero: {
      title: 'Mystery Writing With Clues That Keep Readers Guessing',
      highlight: 'Mystery Writing',
      lines: [
        'Carefully plotted puzzles, memorable sleuths and endings that feel both surprising and earned.',
        'From cozy village mysteries to gritty procedurals, we write to the conventions readers expect.',
      ],
    },
    feature: {
      heading: 'Plotted Backward, Read Forward',
      highlight: 'Plotted Backward',
      paragraphs: [
        'A good mystery is built from the solution outward. Before drafting, your writer works out what really happened, who knew what and when, and where each clue and misdirection will appear. That timeline becomes the backbone of the outline, ensuring that when the detective explains the crime, attentive readers can look back and see that the answer was there all along.',
        'Subgenre shapes everything from tone to body count. A cozy mystery needs an amateur sleuth, a close-knit community and violence kept offstage, while a police procedural demands believable investigative detail and a hard-boiled novel calls for a distinctive narrative voice. We match you with a writer who reads and writes in your corner of the genre and can plan a series if your detective will return.',
      ],
    },
    highlightBlock: {
      heading: 'Fair Play With the Reader',
      text: "Mystery readers want to be fooled, but fairly. That means no key evidence hidden from them, no culprit introduced in the final chapter and no solution that depends on coincidence. Our writers track every clue in a plotting document so the puzzle holds together and the final reveal rewards the reader's attention.",
    },
    includes: [
      'Crime timeline and solution planning',
      'Clue and red-herring tracking document',
      'Suspect list with motives and alibis',
      'Chapter outline with reveal points',
      'Full manuscript drafting and revisions',
      'Series bible for recurring detectives',
    ],
    audience: {
      heading: 'For Mystery Authors and Fans',
      text: 'Lifelong mystery readers ready to write their own, authors with a detective or setting in mind, and established writers who want to expand a series faster. We also work with professionals, from former police officers to lawyers and nurses, who want their expertise woven into an authentic whodunit.',
    },
    steps: [
      {
        title: 'Crime Concept',
        text: 'We discuss your sleuth, setting, subgenre and the crime at the heart of the story.',
      },
      {
        title: 'Solution and Clue Map',
        text: 'Your writer plans the true sequence of events, the suspects and where each clue and red herring will surface.',
      },
      {
        title: 'Drafting the Investigation',
        text: 'Chapters are written and shared in stages so you can review pacing, suspense and character as the case unfolds.',
      },
      {
        title: 'Reveal Review',
        text: 'We test the finished manuscript for plot holes and fair play before delivering the final draft.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'historical-writing',
    name: 'Historical Writing',
    metaTitle: 'Historical Fiction and Narrative History',
    metaDescription:
      'Well-researched historical fiction and narrative history: period detail, accurate timelines, authentic dialogue and sources checked by writers who love history.',
    card: {
      heading: 'Historical Writing',
      text: 'Well-researched historical fiction and narrative nonfiction, with authentic period detail, accurate timelines and characters whose voices feel true to their era.',
    },
    hero: {
      title: 'Historical Writing That Brings the Past Vividly to Life',
      highlight: 'Historical Writing',
      lines: [
        'Careful research and confident storytelling for historical novels, family sagas and narrative history.',
        'Period detail that immerses readers without turning the story into a textbook.',
      ],
    },
    feature: {
      heading: 'Research That Serves the Story',
      highlight: 'Research',
      paragraphs: [
        'Historical readers notice when details are wrong, from anachronistic phrases to the wrong uniform or an impossible travel time. Our writers begin with research into the era, place and events your book covers, using archives, period newspapers, memoirs and scholarly histories. They build a research file and a timeline that anchors the plot to real dates, so invented characters move believably through documented events.',
        'Research is only useful if the story stays alive. We weave period detail into action and dialogue rather than stopping for lectures, and we find a voice that suggests the era without becoming hard to read. Whether you are writing a Civil War novel, a Gilded Age New York saga or a narrative history of your hometown, the result reads like a story first and a history second.',
      ],
    },
    highlightBlock: {
      heading: 'Fact and Fiction, Clearly Balanced',
      text: "Every historical book makes choices about where to follow the record and where to imagine. We keep track of those choices and can prepare an author's note explaining what is documented and what is invented, along with a bibliography for nonfiction. Readers appreciate the transparency, and it protects your credibility.",
    },
    includes: [
      'Period research file and source list',
      'Historical timeline aligned to your plot',
      'Era-appropriate dialogue and vocabulary',
      'Full manuscript drafting with staged reviews',
      "Author's note on fact versus fiction",
      'Bibliography and citations for nonfiction',
    ],
    audience: {
      heading: 'Who Writes History With Us',
      text: "Novelists drawn to a particular era, families who want an ancestor's story told as a novel or narrative history, and local historians turning research into a readable book. It also suits academics who want to reach general readers with a livelier, story-driven version of their expertise.",
    },
    steps: [
      {
        title: 'Era and Scope',
        text: 'We define the period, setting, real events and people involved, and whether the book will be fiction or nonfiction.',
      },
      {
        title: 'Research Phase',
        text: 'Your writer gathers sources, builds a timeline and shares a research summary along with the chapter outline.',
      },
      {
        title: 'Drafting in Period Voice',
        text: 'Chapters are written in stages, with historical detail checked and your feedback folded into each revision.',
      },
      {
        title: 'Accuracy Review',
        text: 'A final pass checks dates, names and details, and we prepare notes or a bibliography as needed.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'fantasy-writing',
    name: 'Fantasy Writing',
    metaTitle: 'Fantasy Writing: Worldbuilding to Manuscript',
    metaDescription:
      'Fantasy writers who build magic systems, maps, cultures and politics, then craft epic, urban or romantic fantasy novels with consistent rules and vivid heroes.',
    card: {
      heading: 'Fantasy Writing',
      text: 'Fantasy writers who design consistent magic systems, cultures and histories, then craft epic, urban, romantic or young adult fantasy novels readers can lose themselves in.',
    },
    hero: {
      title: 'Fantasy Writing That Builds Worlds Readers Never Want to Leave',
      highlight: 'Fantasy Writing',
      lines: [
        'Original worlds with coherent magic, politics and history, and characters worth following through them.',
        'Epic quests, urban magic, romantasy and series planned from the first book onward.',
      ],
    },
    feature: {
      heading: 'Worldbuilding With Rules That Hold',
      highlight: 'Worldbuilding',
      paragraphs: [
        'Readers forgive a lot in fantasy, but not a magic system that solves problems whenever the plot needs it. Before drafting, your writer develops the foundations of your world: how magic works and what it costs, who holds power, what the cultures believe, and which historical events still shape the present. These notes become a world bible that keeps names, geography and rules consistent across the book.',
        'With the world in place, the focus turns to story. We plan character arcs and plot threads across the whole book, and across a series if you are planning one, so foreshadowing pays off and subplots close cleanly. Whether your vision is a sweeping epic with multiple points of view, a witty urban fantasy or a romantasy built on slow-burn tension, the writing matches your subgenre.',
      ],
    },
    highlightBlock: {
      heading: 'Series Planning From Book One',
      text: 'Many fantasy stories span several volumes, and decisions made in the first book limit what is possible later. We outline the larger arc early, note the threads that must carry forward, and keep the world bible updated as the story grows. That planning makes later books faster to write and easier for readers to follow.',
    },
    includes: [
      'Magic system and world rules design',
      'World bible with cultures, maps and history',
      'Character arcs and point-of-view planning',
      'Series arc outline for multi-book stories',
      'Full manuscript drafting and chapter revisions',
      'Glossary and pronunciation guide',
    ],
    audience: {
      heading: 'For Authors of Imagined Worlds',
      text: 'Writers who have sketched maps and histories for years but never finished a draft, authors with a brilliant premise and no time to write it, and published fantasy authors who need help keeping a growing series consistent. We write adult, young adult and middle-grade fantasy.',
    },
    steps: [
      {
        title: 'Vision Session',
        text: 'We explore your world, characters, subgenre and the tone you want, from grimdark to whimsical.',
      },
      {
        title: 'World Bible',
        text: 'Your writer develops the rules, cultures, places and history, and you approve them before the plot is outlined.',
      },
      {
        title: 'Quest Drafting',
        text: 'The manuscript is written in stages, each reviewed by you for story, character and consistency with the world.',
      },
      {
        title: 'Continuity Check',
        text: 'We review the finished draft against the world bible and deliver the manuscript with updated series notes.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'sc-fi-writing',
    name: 'Sci-Fi Writing',
    metaTitle: 'Science Fiction Writing for Novels and Series',
    metaDescription:
      'Science fiction writers for space opera, near-future thrillers, cyberpunk and dystopian novels, pairing plausible science with grounded, human characters.',
    card: {
      heading: 'Sci-Fi Writing',
      text: 'Science fiction writers who pair plausible science and technology with human stories, covering space opera, near-future thrillers, cyberpunk, dystopian fiction and first-contact tales.',
    },
    hero: {
      title: 'Sci-Fi Writing That Makes the Future Feel Real',
      highlight: 'Sci-Fi Writing',
      lines: [
        'Big ideas, grounded characters and speculative science that stays internally consistent.',
        'Space opera, cyberpunk, dystopias and near-future stories told with confidence and clarity.',
      ],
    },
    feature: {
      heading: 'Speculation Grounded in Plausibility',
      highlight: 'Plausibility',
      paragraphs: [
        'The best science fiction asks a clear question, such as what happens if memories can be edited or a colony loses contact with Earth, and follows the answer honestly. Your writer helps sharpen that premise, then works out how the technology, society and science of your setting function. We decide early how hard the science should be, from rigorous physics to lighter space adventure, and hold to it.',
        'Technical detail should support the story, not bury it. We introduce invented technology through what characters do with it, avoid long explanatory passages, and keep the human stakes front and center. The result is a novel in which faster-than-light travel, artificial intelligence or climate collapse matters because of what it means for people readers care about.',
      ],
    },
    highlightBlock: {
      heading: 'Consistent Tech, Coherent Worlds',
      text: 'Once a story establishes that a ship takes weeks to cross a star system or that an AI cannot lie, readers hold it to that rule. We keep a technology and setting guide alongside the manuscript so travel times, capabilities and timelines stay consistent, which matters even more when the book becomes a series.',
    },
    includes: [
      'Premise development and speculative what-ifs',
      'Technology and setting reference guide',
      'Science plausibility review',
      'Plot and character arc outline',
      'Full manuscript drafting in stages',
      'Series continuity notes',
    ],
    audience: {
      heading: 'Who Writes Science Fiction With Us',
      text: 'Engineers, scientists and technologists with a story idea drawn from their field, longtime genre readers ready to write their first novel, and indie authors building a sci-fi series who need help producing books on a steady schedule. We write for adult and young adult readers.',
    },
    steps: [
      {
        title: 'Premise Call',
        text: 'We discuss your core idea, subgenre, setting and how scientifically rigorous you want the book to be.',
      },
      {
        title: 'Setting and Tech Design',
        text: 'Your writer builds a reference guide to the technology, society and timeline, then drafts the outline.',
      },
      {
        title: 'Launch Into Drafting',
        text: 'Chapters arrive in stages for your feedback, keeping the ideas sharp and the story moving.',
      },
      {
        title: 'Systems Check',
        text: 'The final manuscript is reviewed for scientific consistency, continuity and pacing before delivery.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'non-fiction-writing',
    name: 'Non-Fiction Writing',
    metaTitle: 'Non-Fiction Book Writing Services for Experts',
    metaDescription:
      'Non-fiction writers for business books, self-help, how-to guides and thought leadership, turning your expertise into a clear, well-structured, credible book.',
    card: {
      heading: 'Non-Fiction Writing',
      text: 'Business books, self-help, how-to guides and thought leadership written from your expertise, organized into a clear structure and backed by properly cited research.',
    },
    hero: {
      title: 'Non-Fiction Writing That Turns Expertise Into Authority',
      highlight: 'Non-Fiction Writing',
      lines: [
        'Clear, credible books that teach, persuade or inspire, built from your knowledge and experience.',
        'Business, self-help, health, faith and how-to titles structured around what readers need.',
      ],
    },
    feature: {
      heading: 'A Clear Argument, Chapter by Chapter',
      highlight: 'Clear Argument',
      paragraphs: [
        'A strong non-fiction book makes one central promise to the reader and keeps it. We start by defining that promise, the reader who needs it and what they should be able to do or understand by the last page. From there, your writer builds a chapter structure in which each section moves the argument forward, using your stories, client examples and frameworks to make ideas stick.',
        'Most of our non-fiction books are built from interviews, so your ideas come through in your own words even when you are too busy to write. We also handle the research, checking the facts and figures you want to cite, adding endnotes and getting your approval on every claim. Practical books can include exercises, checklists, summaries and worksheets that make the material easy to apply.',
      ],
    },
    highlightBlock: {
      heading: 'A Book That Works for Your Career',
      text: 'For consultants, coaches, speakers and business owners, a book can become a calling card, a workshop foundation and a way to explain your method once and clearly. We plan the book with those uses in mind, so chapters can be excerpted into talks, articles and training materials long after publication.',
    },
    includes: [
      'Reader promise and positioning statement',
      'Interview-based content development',
      'Detailed chapter structure and outline',
      'Research, fact-checking and endnotes',
      'Exercises, checklists and chapter summaries',
      'Full manuscript drafting with your approval at each stage',
    ],
    audience: {
      heading: 'Experts Who Have Something to Teach',
      text: 'Consultants, coaches, physicians, therapists, executives, educators and faith leaders with hard-won knowledge to share. It suits anyone who has explained the same ideas in meetings or talks for years and wants them organized into a book that can reach people they will never meet in person.',
    },
    steps: [
      {
        title: 'Positioning Session',
        text: "We define the book's core idea, intended reader, competing titles and what makes your approach different.",
      },
      {
        title: 'Interviews and Outline',
        text: 'Recorded interviews capture your knowledge, and your writer turns them into a chapter outline for approval.',
      },
      {
        title: 'Research and Drafting',
        text: 'Chapters are drafted with supporting research and delivered in stages for your review and revision.',
      },
      {
        title: 'Final Manuscript',
        text: 'We deliver a polished manuscript with citations and back matter, ready for editing, design and publishing.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'memoir-writing',
    name: 'Memoir Writing',
    metaTitle: 'Memoir Writing Services: Tell Your Story',
    metaDescription:
      'Memoir writers who interview you with care and shape your memories into an honest, compelling life story, whether for a family keepsake or wider publication.',
    card: {
      heading: 'Memoir Writing',
      text: 'Compassionate writers who interview you, organize your memories around a central theme and shape your life story into an honest, readable memoir for family or public readers.',
    },
    hero: {
      title: 'Memoir Writing That Honors the Life You Have Lived',
      highlight: 'Memoir Writing',
      lines: [
        'Thoughtful interviews and skilled storytelling that turn memories into a meaningful, readable book.',
        'Written for your grandchildren, your community or readers you have never met.',
      ],
    },
    feature: {
      heading: 'Your Memories, Shaped Into a Story',
      highlight: 'Your Memories',
      paragraphs: [
        'A memoir is not a list of everything that happened; it is a story about what your experiences meant. Your writer begins with a series of recorded conversations, at your pace, covering the people, places and turning points that shaped you. Together you identify the thread that ties them together, whether that is immigration, recovery, a career, a loss or a long marriage.',
        'From there, your writer selects the scenes that carry that theme and writes them with real detail and dialogue, drawing on letters, photographs and journals if you have them. We handle sensitive material carefully, discuss how to write about family members who are still living, and make sure you are comfortable with every chapter before the book goes further.',
      ],
    },
    highlightBlock: {
      heading: 'Told in Your Own Voice',
      text: 'Readers of memoir want to hear you, not a polished narrator who could be anyone. Your writer listens for the expressions, humor and rhythms of how you speak and carries them onto the page. The aim is a book that sounds like you on your best day, one that the people who know you would recognize from its opening lines.',
    },
    includes: [
      'Recorded life-story interview sessions',
      'Theme and timeline development',
      'Scene-by-scene chapter outline',
      'Use of letters, photos and journals',
      'Sensitive-content and privacy guidance',
      'Private family edition or retail-ready manuscript',
    ],
    audience: {
      heading: 'Whose Stories We Help Tell',
      text: 'Retirees preserving family history for children and grandchildren, survivors and caregivers with experiences others can learn from, and veterans, entrepreneurs and public figures with a story to share. Whether you want a private edition for relatives or a memoir sold in bookstores, the process starts the same way.',
    },
    steps: [
      {
        title: 'Getting Acquainted',
        text: 'We talk about your life, your reasons for writing and who you hope will read the book.',
      },
      {
        title: 'Storytelling Sessions',
        text: 'Your writer records a series of interviews and gathers any photographs, letters or documents you want to include.',
      },
      {
        title: 'Shaping the Narrative',
        text: 'Chapters are drafted around your central theme and shared with you for corrections, additions and approval.',
      },
      {
        title: 'Keepsake or Publication',
        text: 'We deliver the final manuscript and can prepare a private family edition or a full retail release.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'children-book-writing',
    name: "Children's Book Writing",
    metaTitle: "Children's Book Writing for Every Age",
    metaDescription:
      "Children's book writers for bedtime picture books, first readers, chapter books and middle grade, crafting stories with heart, humor and room for illustrations.",
    card: {
      heading: "Children's Book Writing",
      text: 'Bedtime picture books, first readers, chapter books and middle-grade novels written with age-appropriate language, playful rhythm and lovable characters, ready for an illustrator to bring to life.',
    },
    hero: {
      title: "Children's Book Writing Full of Heart, Humor and Wonder",
      highlight: "Children's Book Writing",
      lines: [
        'Stories written for the right age, reading level and attention span, with lessons that never preach.',
        'Picture books, bedtime stories, early readers and middle-grade adventures crafted by specialist writers.',
      ],
    },
    feature: {
      heading: 'Stories Written for Small Hands and Big Imaginations',
      highlight: 'Big Imaginations',
      paragraphs: [
        'Children are honest readers; if a story bores them, they close the book. Our writers know the formats: the picture book told in a few hundred carefully chosen words, the early reader built on simple, repeatable sentences, the chapter book with short chapters and cliffhangers, and the middle-grade novel with a voice that feels like a real ten-year-old. We start by choosing the right format for your idea.',
        'Then we write with an ear for how the book will sound read aloud, using repetition, rhythm and, where it suits, rhyme that scans properly. The text leaves room for illustrations to do their share of the storytelling, and we prepare a page-by-page layout with art notes so your illustrator knows what each spread needs. If your book carries a message, we let the story deliver it.',
      ],
    },
    highlightBlock: {
      heading: 'Ready for Illustration',
      text: "A children's manuscript is only half of the finished book. We deliver your text broken into pages or spreads, with brief art notes and character descriptions, so it can go straight to an illustrator. When the art is ready, our design, formatting and printing teams can help turn it into a finished book you can hold.",
    },
    includes: [
      'Format and age-band recommendation',
      'Original story concept and characters',
      'Read-aloud tested text and rhyme',
      'Page-by-page breakdown with art notes',
      'Character descriptions for your illustrator',
      'Series concepts for recurring characters',
    ],
    audience: {
      heading: "Who We Write Children's Books For",
      text: 'Parents and grandparents with a bedtime story they have told for years, teachers and counselors who want a book that helps children through a specific experience, and organizations creating books for young readers. We also work with authors planning a series built around a favorite character.',
    },
    steps: [
      {
        title: 'Idea and Age Group',
        text: 'We discuss your story idea, the age of your readers, the format and any message you want the book to carry.',
      },
      {
        title: 'Story Concept',
        text: 'Your writer presents a short concept with characters, plot and tone for you to approve or adjust.',
      },
      {
        title: 'Writing and Read-Aloud',
        text: 'The manuscript is written, read aloud, revised with your feedback and polished until every word earns its place.',
      },
      {
        title: 'Illustration-Ready Text',
        text: 'We deliver the final text divided into pages or spreads, with art notes for your illustrator.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'seo-content-writing',
    name: 'SEO Content Writing',
    metaTitle: 'SEO Content Writing for Authors',
    metaDescription:
      'Search-optimized blog posts, book pages and author bios backed by keyword research and clean on-page structure, written to help readers find you and your books.',
    card: {
      heading: 'SEO Content Writing',
      text: 'Keyword-researched blog posts, book landing pages and author bios with clean on-page structure, written to help readers discover you through search engines and stay to read more.',
    },
    hero: {
      title: 'SEO Content Writing That Helps Readers Find Your Books',
      highlight: 'SEO Content Writing',
      lines: [
        'Keyword-driven articles and web pages written for people first and search engines second.',
        'An author blog and book pages that keep working long after your launch week.',
      ],
    },
    feature: {
      heading: 'Content Built on Real Search Demand',
      highlight: 'Real Search Demand',
      paragraphs: [
        "Every piece of SEO content starts with keyword research. We look at what your potential readers actually search for, whether that is questions your nonfiction book answers, themes and settings connected to your novel, or authors whose readers might enjoy yours. We then pick topics with realistic competition for a newer site and map each keyword to a single page so your content doesn't compete with itself.",
        'Each article is written with clear on-page structure: a focused title tag and meta description, logical H2 and H3 headings, internal links to your book pages and an obvious next step for the reader, such as joining your newsletter. For authors, we plan an author blog calendar that mixes evergreen guides with posts tied to launches and events. Every piece is original and edited before delivery.',
      ],
    },
    highlightBlock: {
      heading: 'Written for Readers, Structured for Search',
      text: 'Keyword stuffing and thin articles do not help anyone, and search engines have learned to ignore them. We write useful, readable pieces that answer real questions, then structure them so search engines can understand what each page is about. Search visibility builds gradually, so we focus on content that stays relevant for years.',
    },
    includes: [
      'Keyword research and topic map',
      'Author blog content calendar',
      'Long-form articles and how-to guides',
      'Book landing page and author bio copy',
      'Title tags, meta descriptions and headings',
      'Internal linking recommendations',
    ],
    audience: {
      heading: 'Who Benefits From SEO Content',
      text: 'Nonfiction authors whose books answer questions people search for every day, novelists building an author platform beyond social media, and coaches, consultants and small publishers who want their websites to attract steady visitors. It pairs naturally with a new or redesigned author website.',
    },
    steps: [
      {
        title: 'Site and Goals Audit',
        text: 'We review your current website, books and goals, and identify the readers you want search traffic to reach.',
      },
      {
        title: 'Keyword Strategy',
        text: 'Research produces a prioritized topic map and content calendar, which you approve before writing begins.',
      },
      {
        title: 'Writing and Optimization',
        text: 'Articles and pages are written, edited and optimized with headings, metadata and internal links.',
      },
      {
        title: 'Publishing and Review',
        text: 'We deliver ready-to-post content, or upload it for you, and review performance to plan the next batch.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'script-writing',
    name: 'Script Writing',
    metaTitle: 'Script Writing: Screenplays and Adaptations',
    metaDescription:
      'Screenplays, TV pilots and book-to-screen adaptations in industry-standard format, with loglines, treatments and pitch decks to help you present your story.',
    card: {
      heading: 'Script Writing',
      text: 'Feature screenplays, TV pilots and book-to-screen adaptations in industry-standard format, supported by a logline, treatment and pitch deck that present your story professionally.',
    },
    hero: {
      title: 'Script Writing That Takes Your Story From Page to Screen',
      highlight: 'Script Writing',
      lines: [
        'Feature films, television pilots, short films and adaptations of your published book.',
        'Properly formatted scripts with the treatment and pitch materials producers expect to see.',
      ],
    },
    feature: {
      heading: 'Screenplays Written for How Film Works',
      highlight: 'Screenplays',
      paragraphs: [
        'A screenplay is a blueprint, not a novel. It tells the story almost entirely through action and dialogue, in a strict format where one page roughly equals one minute of screen time. Our screenwriters work in industry-standard screenplay format, with proper scene headings, action lines and transitions, and structure your story so its turning points land where producers and script readers expect them.',
        "If you are adapting your own book, the challenge is deciding what to keep. A novel's inner thoughts must become visible choices, subplots may merge, and secondary characters may combine. We start with a treatment, a prose summary of the film or series, so you can approve those decisions before the script is written. We can also write a TV pilot and series bible for stories that need more room.",
      ],
    },
    highlightBlock: {
      heading: 'Materials That Help You Pitch',
      text: 'A strong script needs a strong introduction. Alongside the screenplay, we write a one-line logline, a one-page synopsis and a visual pitch deck that sets out the tone, characters, comparable titles and audience. These materials help you present your project to producers, contests and fellowships, although no writer can guarantee a sale or option.',
    },
    includes: [
      'Logline and one-page synopsis',
      'Treatment or beat sheet for approval',
      'Screenplay in industry-standard format',
      'Book-to-screen adaptation planning',
      'TV pilot script and series bible',
      'Visual pitch deck for producers',
    ],
    audience: {
      heading: 'Who Our Screenwriters Work With',
      text: 'Authors who want to see their published novel or memoir adapted for film or television, filmmakers who need a polished script for an independent production, and storytellers with an original idea better suited to the screen than the page. We also write short films and web series.',
    },
    steps: [
      {
        title: 'Story Consultation',
        text: 'We discuss your story or book, target format and where you plan to take the finished script.',
      },
      {
        title: 'Treatment and Beats',
        text: 'Your writer drafts a logline, treatment and beat sheet that map the story before screenplay pages are written.',
      },
      {
        title: 'Screenplay Draft',
        text: 'The script is written in professional format, then revised based on your notes.',
      },
      {
        title: 'Pitch Package',
        text: 'We deliver the final script with a synopsis and pitch deck prepared for producers and competitions.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ghostwriting',
    name: 'Ghostwriting',
    metaTitle: 'Confidential Ghostwriting Services for Books',
    metaDescription:
      'Confidential ghostwriters who capture your voice and write your book under your name, with an NDA, interview-based drafting and full ownership of the work.',
    card: {
      heading: 'Ghostwriting',
      text: 'Experienced ghostwriters who capture your voice through interviews and write your book under your name, with strict confidentiality and full ownership of the finished manuscript.',
    },
    hero: {
      title: 'Ghostwriting Services That Sound Exactly Like You',
      highlight: 'Ghostwriting',
      lines: [
        'Your ideas, your stories and your name on the cover, written by a professional behind the scenes.',
        'Strict confidentiality from the first conversation, with every right to the work transferred to you.',
      ],
    },
    feature: {
      heading: 'A Professional Voice That Becomes Yours',
      highlight: 'Becomes Yours',
      paragraphs: [
        'Ghostwriting is a close collaboration. Your ghostwriter spends time listening before writing a word: recorded interviews, your existing talks, articles or posts, and notes on how you explain ideas to people. From that, they learn your vocabulary, your sense of humor and the way you build an argument or tell a story, and they write a sample chapter so you can confirm the voice is right before the full draft begins.',
        'Ghostwriting covers fiction and nonfiction alike, from a business book or memoir to a novel you have plotted but never had time to write. Your ghostwriter is chosen for experience in that genre. Throughout the project you approve the outline, review chapters and request changes, so the finished book reflects your judgment, not just your ideas.',
      ],
    },
    highlightBlock: {
      heading: 'Confidential by Design',
      text: 'Your project is covered by a nondisclosure agreement before any details are shared, and we never show ghostwritten books or client names in our portfolio without written permission. When the work is complete, you own the manuscript outright and publish it under your own name, with no credit line required for the writer.',
    },
    includes: [
      'Nondisclosure agreement before project details',
      'Voice-capture interviews and research',
      'Sample chapter to confirm your voice',
      'Approved outline and staged chapter drafts',
      'Revisions at every milestone',
      'Full rights and ownership transferred to you',
    ],
    audience: {
      heading: 'Who Hires a Ghostwriter',
      text: 'Executives, founders, doctors, athletes and public speakers with a story or method to share and no time to write, as well as private individuals who know what they want to say but not how to say it on the page. Novelists with a plot in mind also hire ghostwriters to get it written.',
    },
    steps: [
      {
        title: 'Confidential Consultation',
        text: 'In a free, confidential consultation, we discuss your book, clarify goals and audience, and pair you with a ghostwriter who fits.',
      },
      {
        title: 'Voice and Outline',
        text: 'Interviews and research capture your voice, leading to a sample chapter and full outline for your approval.',
      },
      {
        title: 'Ghostwritten Draft',
        text: 'Your ghostwriter drafts the book in stages, revising each section with your input.',
      },
      {
        title: 'Ownership Transfer',
        text: 'You receive the final manuscript with all rights, ready to publish under your name.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'fiction-writing',
    name: 'Fiction Writing',
    metaTitle: 'Fiction Writing for Novels and Short Stories',
    metaDescription:
      'Fiction writers for literary novels, romance, thrillers, family drama and short story collections, developing plot, character and voice into a finished book.',
    card: {
      heading: 'Fiction Writing',
      text: 'Novels and short story collections across literary fiction, romance, thrillers, family dramas and more, with vivid characters, tight plotting and a voice that suits your story.',
    },
    hero: {
      title: 'Fiction Writing That Brings Your Characters to Life',
      highlight: 'Fiction Writing',
      lines: [
        'Novels, novellas and short story collections shaped around compelling characters and real stakes.',
        "Literary, romance, thriller, women's fiction and family saga writers who know their genres.",
      ],
    },
    feature: {
      heading: 'Characters First, Plot That Follows',
      highlight: 'Characters First',
      paragraphs: [
        'Readers remember characters long after they forget plot details. We begin fiction projects by understanding who your protagonist is, what they want, what stands in the way and how they will change by the end. Supporting characters get the same attention, with clear motivations that create conflict. From those foundations, your writer builds a scene-by-scene outline with rising stakes and a satisfying climax.',
        'Genre shapes every choice that follows. Romance readers expect the relationship at the center and a hopeful ending; thriller readers want short chapters and relentless tension; literary fiction gives more room for language and interior life. Your writer knows these expectations and works within them deliberately, choosing the point of view, tense and narrative voice that give your story its best chance of connecting with readers.',
      ],
    },
    highlightBlock: {
      heading: 'Scenes That Show, Dialogue That Sounds Real',
      text: 'Strong fiction dramatizes rather than summarizes. Our writers build chapters from scenes with a goal, an obstacle and an outcome, and they write dialogue that reveals character through what people say and avoid saying. The result is a manuscript that moves, with pacing that pulls readers from one chapter into the next.',
    },
    includes: [
      'Premise and character development',
      'Scene-by-scene novel outline',
      'Point-of-view and voice selection',
      'Staged drafting with your chapter feedback',
      'Short story and novella options',
      'Genre-matched fiction writer',
    ],
    audience: {
      heading: 'Who We Write Fiction For',
      text: 'People with a story they have imagined for years, writers who have started several novels and finished none, and published novelists who want help keeping up with reader demand for the next book. We write standalone novels, series installments, novellas and short story collections.',
    },
    steps: [
      {
        title: 'Story Discovery',
        text: 'We explore your premise, characters, genre and preferred ending, and match you with a fiction specialist.',
      },
      {
        title: 'Character and Plot Outline',
        text: 'Your writer develops character profiles and a scene outline that you approve before drafting.',
      },
      {
        title: 'Chapter-by-Chapter Drafting',
        text: 'The novel is written in stages, with your feedback guiding revisions along the way.',
      },
      {
        title: 'Complete Novel',
        text: 'You receive the finished manuscript, revised and ready for editing and publication.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'horror-writing',
    name: 'Horror Writing',
    metaTitle: 'Horror Writing Services for Chilling Novels',
    metaDescription:
      'Horror writers who build dread through atmosphere, pacing and character, crafting supernatural, psychological, gothic and folk horror novels and short fiction.',
    card: {
      heading: 'Horror Writing',
      text: 'Supernatural, psychological, gothic and folk horror written to build dread slowly, with vivid atmosphere, characters readers fear for and scares that linger after the last page.',
    },
    hero: {
      title: 'Horror Writing That Keeps Readers Up at Night',
      highlight: 'Horror Writing',
      lines: [
        'Atmosphere, tension and terror built page by page, never leaning on cheap shocks.',
        'Haunted houses, creeping cults, monsters and the darkest corners of the human mind.',
      ],
    },
    feature: {
      heading: 'Dread Built One Page at a Time',
      highlight: 'Dread',
      paragraphs: [
        'Effective horror depends less on monsters than on anticipation. Our horror writers control pacing carefully, letting unease build through small wrong details before anything openly terrifying happens. They use setting as a character, whether a decaying Southern mansion, an isolated research station or an ordinary suburban cul-de-sac, and they decide how much to show and how much to leave in the dark.',
        'Fear only works if readers care about the people in danger. Your writer gives characters real lives, relationships and flaws before the threat closes in, so every choice carries weight. We match the tone to your subgenre, whether that is the slow psychological descent of quiet horror, the rituals and landscapes of folk horror, the isolation of gothic fiction or the visceral intensity some readers seek.',
      ],
    },
    highlightBlock: {
      heading: 'Horror With Something to Say',
      text: "The genre's most memorable books use fear to explore grief, guilt, family, faith or social anxiety. We help you find the theme beneath your scares so the story resonates after the final chapter. We also discuss content warnings and the intensity level your readers expect before drafting begins.",
    },
    includes: [
      'Subgenre, tone and intensity planning',
      'Monster, curse or threat mythology',
      'Tension and scare-placement outline',
      'Atmospheric setting development',
      'Full manuscript drafting with staged feedback',
      'Content warning guidance',
    ],
    audience: {
      heading: 'For Writers Who Love the Dark',
      text: 'Horror fans ready to write the book that frightens them, authors of thrillers or dark fantasy expanding into horror, and indie writers building a catalog of novellas and short story collections. We also help screenwriters turn horror concepts into novels, and novelists turn their books into screenplays.',
    },
    steps: [
      {
        title: 'Nightmare Briefing',
        text: 'We discuss the fear at the heart of your story, your subgenre, and how graphic or restrained the book should be.',
      },
      {
        title: 'Mythology and Outline',
        text: 'Your writer defines the threat, its rules and origins, and outlines where tension rises and breaks.',
      },
      {
        title: 'Building the Dread',
        text: 'Drafts arrive in stages, letting you feel the pacing and atmosphere develop chapter by chapter.',
      },
      {
        title: 'Final Scare Check',
        text: 'We review the full manuscript for pacing, payoffs and loose ends before delivering it to you.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-cover-design',
    name: 'Book Cover Design',
    metaTitle: 'Custom Book Cover Design for Print and eBook',
    metaDescription:
      'Custom book covers designed for your genre: front cover concepts, full print wraps with spine and back copy, ebook and audiobook versions, and 3D mockups.',
    card: {
      heading: 'Book Cover Design',
      text: 'Genre-savvy cover designs that read clearly at thumbnail size, with front cover concepts, full print wraps sized to your page count, and ebook and audiobook versions.',
    },
    hero: {
      title: 'Book Cover Design That Makes Readers Stop Scrolling',
      highlight: 'Book Cover Design',
      lines: [
        'Original covers that signal your genre instantly and stand out in a crowded store listing.',
        'Print wraps, ebook covers and audiobook squares designed as one consistent package.',
      ],
    },
    feature: {
      heading: 'Covers That Speak to the Right Reader',
      highlight: 'Right Reader',
      paragraphs: [
        'Readers decide in seconds whether a book is for them, often from a thumbnail on a phone screen. Our designers study current top sellers in your category to understand the visual language readers expect, then create original concepts that fit the genre while giving your book its own identity. Typography is tested at small sizes so the title and your name remain legible in search results.',
        'Once you choose a concept, we refine it through rounds of feedback and build the full print cover: front, spine and back with your description, author photo, barcode area and publisher logo. The wrap is sized to your exact trim size, page count and paper type using KDP or IngramSpark templates. You also receive an ebook cover, an audiobook square and 3D mockups for promotion.',
      ],
    },
    highlightBlock: {
      heading: 'Original Art, Properly Licensed',
      text: 'Every cover is built from custom illustration or from fonts and stock images licensed for commercial book use, and we document the licenses for your records. You receive high-resolution files and the rights to use your cover on the book, in advertising and across your author platform, so there are no surprises later.',
    },
    includes: [
      'Genre research and competitor cover review',
      'Multiple original front cover concepts',
      'Full print wrap with spine and back cover',
      'Ebook cover and audiobook square',
      '3D mockups and social media graphics',
      'Licensed fonts and images with documentation',
    ],
    audience: {
      heading: 'Who Needs a New Cover',
      text: "Authors preparing to publish for the first time, self-published writers whose current cover doesn't reflect their genre, and series authors who want a consistent look across every book. A fresh cover is also a practical way to give an older backlist title a second launch.",
    },
    steps: [
      {
        title: 'Design Brief',
        text: 'You share your synopsis, genre, audience and covers you admire, and we confirm trim size and formats.',
      },
      {
        title: 'Concept Presentation',
        text: 'Our designer presents original front cover concepts for you to compare and choose from.',
      },
      {
        title: 'Refinement Rounds',
        text: 'The chosen design is refined with your feedback on imagery, color and typography.',
      },
      {
        title: 'Print and Digital Files',
        text: 'We deliver the full wrap, ebook cover, audiobook square and mockups in every size you need.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'book-printing',
    name: 'Book Printing',
    metaTitle: 'Book Printing: Offset and Print on Demand',
    metaDescription:
      'Book printing for authors: offset and print-on-demand options, paper stock and binding choices, printed proofs, and delivery of author copies or event stock.',
    card: {
      heading: 'Book Printing',
      text: 'Offset and print-on-demand printing for paperbacks and hardcovers, with guidance on paper stock, binding and finishes, printed proofs and delivery wherever your books need to go.',
    },
    hero: {
      title: "Book Printing That Feels Professional in Every Reader's Hands",
      highlight: 'Book Printing',
      lines: [
        'Paperbacks, hardcovers and specialty editions printed to a standard you can be proud of.',
        'Print-on-demand for flexibility or offset runs for events, bookstores and bulk orders.',
      ],
    },
    feature: {
      heading: 'Offset or Print-on-Demand: The Right Fit',
      highlight: 'Print-on-Demand',
      paragraphs: [
        'There are two main ways to print a book, and each suits different goals. Print-on-demand produces copies one at a time as orders arrive, so there is no inventory to store and no upfront print run; it is the usual choice for online retail through Amazon KDP and IngramSpark. Offset printing produces a larger run at once, with a lower cost per copy and more options for paper, color and finishes.',
        'We help you decide based on how you plan to sell: online, at speaking events, through bookstores or as gifts. Then we handle the specifications: trim size, cream or white paper stock and its weight, paperback or case-bound hardcover, matte or gloss lamination, and dust jackets or special finishes such as spot gloss and foil. Files are checked against printer requirements before production starts.',
      ],
    },
    highlightBlock: {
      heading: 'See a Proof Before the Print Run',
      text: "No printing job goes ahead on screen approval alone. We order a physical proof so you can check color, paper feel, margins and binding in your hands, and we correct anything that needs attention before the full run. Once approved, books are shipped to your home, a venue or a distributor's warehouse.",
    },
    includes: [
      'Offset versus print-on-demand recommendation',
      'Paper stock, binding and finish selection',
      'Prepress file check for printer specs',
      'Physical proof before full production',
      'Paperback, hardcover and dust jacket options',
      'Shipping to homes, events or warehouses',
    ],
    audience: {
      heading: 'Who We Print For',
      text: 'Self-published authors ordering copies for launches, signings and speaking engagements, organizations producing books for members or clients, and families printing a memoir or history for relatives. It also suits authors who want a premium hardcover edition alongside a print-on-demand paperback.',
    },
    steps: [
      {
        title: 'Print Planning',
        text: 'We discuss quantity, format, schedule and how you plan to sell or share the books.',
      },
      {
        title: 'Specifications and Quote',
        text: 'You choose paper, binding and finishes, and we confirm specifications and timeline in writing.',
      },
      {
        title: 'Proof Approval',
        text: 'A physical proof is produced and reviewed by you, with corrections made before printing.',
      },
      {
        title: 'Production and Delivery',
        text: 'Your books are printed, inspected and shipped to the addresses you specify.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'author-website-design',
    name: 'Author Website Design',
    metaTitle: 'Author Website Design With Book Pages',
    metaDescription:
      'Author websites with your own domain, book pages with retailer links, newsletter sign-up, media kit and blog, designed to look polished and be easy to update.',
    card: {
      heading: 'Author Website Design',
      text: 'Professional author websites with your own domain, book pages linked to every retailer, a newsletter sign-up, a media kit and a blog you can update yourself.',
    },
    hero: {
      title: 'Author Website Design That Gives Your Books a Home Online',
      highlight: 'Author Website Design',
      lines: [
        'A professional website where readers, reviewers and event organizers can learn about you and your work.',
        'Mobile-friendly design, fast pages and simple tools you can update without a developer.',
      ],
    },
    feature: {
      heading: 'Your Author Platform, Built to Grow',
      highlight: 'Author Platform',
      paragraphs: [
        'Social media accounts come and go, but a website is the one place online you fully control. We help you register a domain in your name, usually your author name, and set up hosting and a professional e-mail address to match. The design reflects your genre and brand, with typography and colors drawn from your covers, so readers recognize you across your books and website.',
        'Each book gets its own page with the cover, description, excerpt, reviews and buttons to Amazon, Barnes & Noble, Apple Books, Kobo and your audiobook retailers. A newsletter sign-up connects to your e-mail marketing service so you can build a reader list you own. A media kit page gives journalists, podcasters and event hosts your bio, headshots and interview topics in one place.',
      ],
    },
    highlightBlock: {
      heading: 'Easy for You to Update',
      text: 'A website is only useful if it stays current. We build on a content management system you can learn in an afternoon, then walk you through adding a new book, posting an update or changing an event date. Pages are mobile-friendly, load quickly and include basic search engine settings from launch day.',
    },
    includes: [
      'Domain registration and hosting setup',
      'Custom design matched to your brand',
      'Individual book pages with retailer links',
      'Newsletter sign-up and reader magnet setup',
      'Media kit with bio and headshots',
      'Blog and events pages',
      'Training session for self-updates',
    ],
    audience: {
      heading: 'Authors Ready for a Home Online',
      text: 'Debut authors who need a professional presence before launch, established authors whose old site is outdated or hard to manage, and speakers, coaches and experts using a book to grow their business. If readers, bookstores or journalists search for your name, this is where they should land.',
    },
    steps: [
      {
        title: 'Platform Planning',
        text: 'We review your books, goals and favorite author sites, then agree on pages, features and domain.',
      },
      {
        title: 'Design Mockup',
        text: 'You receive a homepage and book page design to review before development begins.',
      },
      {
        title: 'Build and Content',
        text: 'We develop the site, add your books, bio and media kit, and connect your newsletter service.',
      },
      {
        title: 'Launch and Training',
        text: 'After testing on phones and desktops, the site goes live and we show you how to keep it updated.',
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'audiobook-narration',
    name: 'Audiobook Narration',
    metaTitle: 'Audiobook Narration and Production Services',
    metaDescription:
      'Professional audiobook narration with voice auditions, studio recording, editing and mastering to ACX and Findaway standards, plus a retail sample file.',
    card: {
      heading: 'Audiobook Narration',
      text: 'Professional narrators, studio recording, editing and mastering to ACX and Findaway Voices standards, with narrator auditions so you hear your book before choosing a voice.',
    },
    hero: {
      title: 'Audiobook Narration That Gives Your Book a Voice',
      highlight: 'Audiobook Narration',
      lines: [
        'Skilled narrators, clean studio recording and mastering ready for Audible, Apple Books and beyond.',
        'Hear auditions first, then follow every chapter from recording to retail-ready files.',
      ],
    },
    feature: {
      heading: 'From Auditions to Retail-Ready Audio',
      highlight: 'Retail-Ready Audio',
      paragraphs: [
        'Choosing a narrator is the most important decision in audiobook production. We prepare a short audition script from your book, usually a passage with dialogue and emotional range, and collect auditions from narrators whose voice, accent and style suit your story. You listen, compare and choose. For memoirs and business books, we can also coach you to narrate your own audiobook.',
        'Recording takes place in a treated studio, with the narrator working from a pronunciation guide we build for character names, places and technical terms. Each chapter is edited to remove breaths, mouth noise and mistakes, then mastered to the technical requirements of ACX and Findaway Voices, including consistent volume levels, room tone and file format. You review every chapter and flag anything to re-record.',
      ],
    },
    highlightBlock: {
      heading: 'Files That Pass Retailer Review',
      text: 'Audiobook platforms reject files that miss their technical specifications, which can delay your release. We deliver separate chapter files, opening and closing credits and a retail sample, all checked against ACX and Findaway requirements before upload, and we can help you distribute through Audible, Apple Books, Google Play, Spotify and library services.',
    },
    includes: [
      'Narrator auditions from your manuscript',
      'Pronunciation guide for names and terms',
      'Studio recording, editing and mastering',
      'ACX and Findaway-compatible chapter files',
      'Opening and closing credits',
      'Retail sample for store listings',
      'Square audiobook cover coordination',
    ],
    audience: {
      heading: 'Authors Ready to Be Heard',
      text: 'Authors with published print or ebook titles who want to reach listeners, nonfiction authors whose readers commute or exercise with earbuds, and memoirists who want their story told in their own voice. Fiction with strong dialogue and distinct characters is especially well suited to a skilled narrator.',
    },
    steps: [
      {
        title: 'Casting and Auditions',
        text: 'We prepare an audition script and share narrator samples so you can choose the right voice.',
      },
      {
        title: 'Pronunciation Prep',
        text: 'Character names, places and specialist terms are documented so the narrator gets them right the first time.',
      },
      {
        title: 'Recording and Mastering',
        text: 'Chapters are recorded, edited and mastered, then sent to you for review and any pickups.',
      },
      {
        title: 'Delivery and Distribution',
        text: 'Final files, credits and retail sample are delivered and uploaded to your chosen audiobook platforms.',
      },
    ],
  },
];

const servicesBySlug: ReadonlyMap<string, Service> = new Map(services.map((service) => [service.slug, service]));

/** The service for a route slug, or undefined for an unknown slug (the page should 404). */
export function getServiceBySlug(slug: string): Service | undefined {
  return servicesBySlug.get(slug);
}

/** The services of `slugs`, in that order; unknown slugs are left out. */
export function getServicesBySlugs(slugs: readonly string[]): Service[] {
  return slugs.flatMap((slug) => {
    const service = servicesBySlug.get(slug);
    return service ? [service] : [];
  });
}

/** Every service slug in the documented order (docs/product.md), e.g. for `generateStaticParams` and the sitemap. */
export function getAllServiceSlugs(): ServiceSlug[] {
  return [...serviceSlugs];
}

/** Type guard for a route parameter. */
export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

/** The six teaser services of the home page, in this order: book-publishing, book-proofreading, book-formatting, book-marketing, book-editing, childrens-book-editing. */
export const teaserServiceSlugs: readonly ServiceSlug[] = [
  'book-publishing',
  'book-proofreading',
  'book-formatting',
  'book-marketing',
  'book-editing',
  'childrens-book-editing',
];
