'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import { NavLink } from './nav-link';

interface MobileMenuProps {
  items: readonly NavItem[];
  label: string;
  navLabel: string;
}

/** Hamburger toggle and panel for small screens; closes on navigation and on Escape. */
export function MobileMenu({ items, label, navLabel }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Close when the route changes (state adjusted during render rather than in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    if (isOpen) setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
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
      <nav
        id={panelId}
        aria-label={navLabel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-t border-navy-100 bg-white shadow-card"
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
