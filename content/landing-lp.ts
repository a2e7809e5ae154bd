import type { HeroCopy } from './shared-sections';

/** The /lp advertising page's hero; the rest of the page is shared sections. */
export const lpHero: HeroCopy = {
  title: 'Publish Your Book With a Team That Has Done It Before',
  highlight: 'Publish Your Book',
  lines: [
    'Editing, cover design, formatting and distribution in one plan, with a dedicated project manager.',
    'Request a free consultation today and get a written publishing plan for your manuscript.',
  ],
};
