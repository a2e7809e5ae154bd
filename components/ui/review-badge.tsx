import { site } from '@/content/site';
import { Icon } from './icon';

interface ReviewBadgeProps {
  /**
   * 'fixed' pins it to the bottom-left corner of the viewport from the md breakpoint up (landing
   * pages; sticky within `main`, see FixedTrustBadge); on a phone a fixed badge would sit over the first screen's links, so there it stays in
   * the flow where it is rendered. 'inline' always sits in the flow.
   */
  placement?: 'inline' | 'fixed';
  tone?: 'light' | 'dark';
}

/** The link to the external review site; opens in a new tab without giving it access to this page. */
export function ReviewBadge({ placement = 'inline', tone = 'light' }: ReviewBadgeProps) {
  // Sticky at the end of `main` (FixedTrustBadge), so it pins to the viewport but stops above the footer.
  const position = placement === 'fixed' ? 'shadow-card md:sticky md:bottom-4 md:z-30 md:mb-4 md:ml-4 md:flex md:w-fit' : '';
  const colours = tone === 'dark' ? 'bg-navy-800 text-white border-white/20' : 'bg-white text-navy-900 border-navy-100';
  return (
    <a
      href={site.review.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${colours} ${position}`}
    >
      <span className="flex text-gold-500" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((star) => (
          <Icon key={star} name="star" className="size-4 fill-current" />
        ))}
      </span>
      {site.review.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
