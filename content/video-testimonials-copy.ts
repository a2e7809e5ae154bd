/**
 * Copy of the home page's video testimonial carousel (docs/product.md §2 item 10, §4 'Home video carousel',
 * §8 'Browser cannot play embedded video').
 *
 * Everything here is plain strings because the section (a server component) hands it to client
 * components: functions cannot cross that boundary. Templates use `{position}`, `{total}` and
 * `{title}` placeholders, filled by `fillTemplate` (lib/fill-template.ts).
 */
export interface VideoTestimonialsCopy {
  heading: string;
  /** A phrase of `heading` shown in the accent colour. */
  highlight: string;
  intro: string;
  previous: string;
  next: string;
  /** The single control that pauses or plays every visible video (WCAG 2.2.2). */
  pause: string;
  play: string;
  /** Shown by browsers that cannot play the embedded video (docs/product.md §8). */
  fallback: string;
  /** Accessible name of each slide group, e.g. '1 of 4'. */
  slideLabel: string;
  /** Announced politely after Previous / Next, e.g. 'Showing video 2 of 4: …'. */
  announcement: string;
}

export const videoTestimonialsCopy = {
  heading: 'Hear From Our Authors',
  highlight: 'Our Authors',
  intro: 'Short films from authors we have published and promoted: book introductions, publication stories and Times Square billboard campaigns.',
  previous: 'Previous videos',
  next: 'Next videos',
  pause: 'Pause videos',
  play: 'Play videos',
  fallback: "Sorry, your browser doesn't support embedded videos.",
  slideLabel: '{position} of {total}',
  announcement: 'Showing video {position} of {total}: {title}',
} as const satisfies VideoTestimonialsCopy;
