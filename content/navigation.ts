export interface NavItem {
  label: string;
  href: string;
}

/** Header links, in the product description's (docs/product.md) order (§2 Shared header). */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about/' },
  { label: 'Services', href: '/services/' },
  { label: 'Portfolio', href: '/portfolio/' },
  { label: 'Contact', href: '/contact/' },
];

/** The mobile menu also links the blog index. */
export const mobileNav: readonly NavItem[] = [...mainNav, { label: 'Blogs', href: '/blogs/' }];

export const footerNav: readonly NavItem[] = [
  { label: 'About Us', href: '/about/' },
  { label: 'Services', href: '/services/' },
  { label: 'Contact', href: '/contact/' },
  { label: 'Blogs', href: '/blogs/' },
];

export const legalNav: readonly NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy/' },
  { label: 'Terms and Conditions', href: '/term-conditions/' },
];

export const headerCopy = {
  phoneLabel: 'Contact Us',
  menuLabel: 'Menu',
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  footerNavLabel: 'Footer',
  skipLink: 'Skip to content',
} as const;
