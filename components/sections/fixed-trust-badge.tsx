import { ReviewBadge } from '@/components/ui/review-badge';

/**
 * The review-site badge, pinned at the bottom left from the md breakpoint up (docs/product.md §2). Between 320
 * and 767 px a pinned badge covered links in the first screen (e.g. 'Compare packages' at 360 px),
 * so on phones it is an ordinary link, centred at the end of the page's content.
 *
 * Where it is pinned, it is `position: sticky` at the end of `main` (its wrapper is `display:
 * contents`, so `main` is the box it sticks within), not fixed: it rides at the viewport's bottom
 * left while the page's content scrolls by, and comes to rest at the end of `main` when the footer
 * arrives, so it never covers the footer (at 1280 px a fixed badge covered the footer's tagline
 * while it scrolled past). Mid-page, the site's `scroll-margin-bottom: 6rem` on focusable elements
 * (styles/globals.css) keeps a newly focused element clear of it.
 */
export function FixedTrustBadge() {
  return (
    <div className="flex justify-center px-4 py-8 md:contents" data-fixed-trust-badge>
      <ReviewBadge placement="fixed" />
    </div>
  );
}
