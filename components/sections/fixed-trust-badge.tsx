import { ReviewBadge } from '@/components/ui/review-badge';

/**
 * The review-site badge, fixed at the bottom left from the md breakpoint up (docs/product.md §2). Between 320
 * and 767 px a fixed badge covered links in the first screen (e.g. 'Compare packages' at 360 px),
 * so on phones it is an ordinary link, centred at the end of the page's content. Where it is fixed,
 * it is kept from covering anything focusable:
 *
 * - Mid-page, the site's `scroll-margin-bottom: 6rem` on focusable elements (styles/globals.css)
 *   makes the browser scroll a newly focused element at least 96 px above the viewport's bottom
 *   edge, clear of the badge (16 px offset + 44 px height).
 * - At the very bottom the page cannot scroll any further, so the landing footer (the `footer`
 *   sibling of the `main` this badge is rendered in) gets 5rem of extra bottom padding: its last
 *   row of links then ends above the badge on every screen size. The rule is scoped by `:has()` to
 *   pages that render this component, so LandingChrome stays untouched for other landing pages.
 */
export function FixedTrustBadge() {
  return (
    <div className="flex justify-center px-4 py-8 md:block md:p-0 md:[main:has(&)~footer]:pb-20" data-fixed-trust-badge>
      <ReviewBadge placement="fixed" />
    </div>
  );
}
