import { headerCopy, mainNav, mobileNav } from '@/content/navigation';
import { site } from '@/content/site';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { PhoneNumber } from '@/components/ui/phone-number';

/** Shared header (docs/product.md §2): logo, five links, the 'Contact Us' phone block, and a mobile menu. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="relative flex h-18 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={headerCopy.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} className="rounded-lg px-3 py-2 text-sm font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:text-gold-700">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={site.phone.href} className="hidden items-center gap-3 rounded-lg px-2 py-1 text-navy-900 hover:bg-navy-50 sm:inline-flex">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 text-gold-300">
              <Icon name="phone" className="size-4" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-xs font-medium uppercase tracking-wide text-muted">{headerCopy.phoneLabel}</span>
              <PhoneNumber className="text-sm font-semibold" />
            </span>
          </a>
          <MobileMenu items={mobileNav} label={headerCopy.menuLabel} navLabel={headerCopy.mobileNavLabel} />
        </div>
      </Container>
    </header>
  );
}
