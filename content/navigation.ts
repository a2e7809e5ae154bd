import { paths } from '../lib/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Header links, in the product description's (docs/product.md) order (§2 Shared header). */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.about },
  { label: 'Services', href: paths.services },
  { label: 'Portfolio', href: paths.portfolio },
  { label: 'Contact', href: paths.contact },
];

/** The mobile menu also links the blog index. */
export const mobileNav: readonly NavItem[] = [...mainNav, { label: 'Blogs', href: paths.blogs }];

/** Every main page but Home (the footer's logo links home): the navigation that works with no script. */
export const footerNav: readonly NavItem[] = [
  { label: 'About Us', href: paths.about },
  { label: 'Services', href: paths.services },
  { label: 'Portfolio', href: paths.portfolio },
  { label: 'Contact', href: paths.contact },
  { label: 'Blogs', href: paths.blogs },
];

export const legalNav: readonly NavItem[] = [
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Terms and Conditions', href: paths.termsAndConditions },
];

export const headerCopy = {
  phoneLabel: 'Contact Us',
  menuLabel: 'Menu',
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  footerNavLabel: 'Footer',
  skipLink: 'Skip to content',
} as const;
