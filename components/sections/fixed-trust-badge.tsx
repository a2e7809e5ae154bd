import { ReviewBadge } from '@/components/ui/review-badge';

/**
 * The fixed review-site badge at the bottom left (spec §2), kept from covering anything focusable:
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
    <div className="[main:has(&)~footer]:pb-20" data-fixed-trust-badge>
      <ReviewBadge placement="fixed" />
    </div>
  );
}
