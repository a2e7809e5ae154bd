'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import { NavLink } from './nav-link';

interface MobileMenuProps {
  items: readonly NavItem[];
  label: string;
  navLabel: string;
}

/**
 * Hamburger toggle and panel for small screens. While open it behaves like the enquiry popup: the
 * page behind does not scroll, a tap outside (on the shade over the page) or Escape closes it and
 * returns focus to the toggle, and Tab cycles through the toggle and the menu's links only. It
 * also closes on navigation.
 */
export function MobileMenu({ items, label, navLabel }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  function closeAndReturnFocus() {
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  // Close when the route changes (state adjusted during render rather than in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    if (isOpen) setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return undefined;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const toggle = toggleRef.current;
      const links = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);
      const last = links[links.length - 1];
      if (!toggle || !last) return;
      const active = document.activeElement;
      const inside = active === toggle || links.some((link) => link === active);
      if (event.shiftKey && (!inside || active === toggle)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        toggle.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [isOpen]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <Icon name={isOpen ? 'close' : 'menu'} className="size-6" />
      </button>
      {/* The shade over the page takes a tap outside the menu, so it closes the menu without also
          activating what lies under it. It sits in <body>: the header's backdrop filter would
          otherwise confine a fixed element to the header. Keyboard users close with Escape. */}
      {isOpen
        ? createPortal(
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see comment above
            <div className="fixed inset-0 z-30 bg-navy-950/40 lg:hidden" data-testid="mobile-menu-shade" onClick={closeAndReturnFocus} />,
            document.body,
          )
        : null}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={navLabel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-navy-100 bg-white shadow-card"
        data-lenis-prevent
      >
        <ul className="mx-auto flex max-w-content flex-col px-4 py-3 sm:px-6">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                onNavigate={() => setIsOpen(false)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:text-gold-700"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
