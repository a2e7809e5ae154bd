import { site } from '@/content/site';

/**
 * The company number as text. It never wraps inside itself (at its space or hyphen): a number
 * split over two lines is misread and mistyped. `data-phone-number` lets the e2e tests find it.
 */
export function PhoneNumber({ className = '' }: { className?: string }) {
  return (
    <span className={`whitespace-nowrap ${className}`} data-phone-number="">
      {site.phone.display}
    </span>
  );
}
