import { SiteLink } from '@/components/ui/site-link';
import type { NavItem } from '@/content/navigation';
import { footerLinkClass } from './footer-styles';

/** A list of footer links (company pages, legal pages). */
export function FooterLinkList({ items, className }: { items: readonly NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className={footerLinkClass}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
