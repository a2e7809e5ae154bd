'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
 *
 * Until the page's scripts run (or when they never do) it is a `<details>` disclosure drawn the
 * same way, which the browser opens and closes by itself. The enhanced menu takes over before its
 * first paint, open if the visitor opened the disclosure meanwhile, with focus kept on the toggle.
 */
export function MobileMenu({ items, label, navLabel }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [enhanced, setEnhanced] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const focusToggleOnEnhance = useRef(false);

  // Before the first paint after hydration: take over from the disclosure, as the visitor left it.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    focusToggleOnEnhance.current = details !== null && details.contains(document.activeElement);
    setIsOpen(details?.open ?? false);
    setEnhanced(true);
  }, []);

  // The shade's own element at the end of <body>. React listens for every event type on a portal's
  // container: with <body> as the container, its listeners also ran for each of the two dozen
  // events of every tap anywhere on the page (finding the target's component and returning, as the
  // page is not in the portal). On an element of its own, only taps on the shade reach them.
  const [shadeHost, setShadeHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const host = document.createElement('div');
    document.body.append(host);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the element exists only on the client, once mounted; the render that follows portals into it
    setShadeHost(host);
    return () => host.remove();
  }, []);

  useEffect(() => {
    if (enhanced && focusToggleOnEnhance.current) {
      focusToggleOnEnhance.current = false;
      toggleRef.current?.focus();
    }
  }, [enhanced]);

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

  const toggleClass = 'inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50';
  const panelClass = 'absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-navy-100 bg-white shadow-card';
  const links = (onNavigate?: () => void) => (
    <ul className="mx-auto flex max-w-content flex-col px-4 py-3 sm:px-6">
      {items.map((item) => (
        <li key={item.href}>
          <NavLink
            href={item.href}
            onNavigate={onNavigate}
            className="block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:text-gold-700"
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  if (!enhanced) {
    return (
      <div className="lg:hidden">
        <details ref={detailsRef} className="group">
          <summary className={`${toggleClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            <span className="sr-only">{label}</span>
            <Icon name="menu" className="size-6 group-open:hidden" />
            <Icon name="close" className="hidden size-6 group-open:block" />
          </summary>
          <nav aria-label={navLabel} className={panelClass}>
            {links()}
          </nav>
        </details>
      </div>
    );
  }

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setIsOpen((open) => !open)}
        className={toggleClass}
      >
        <Icon name={isOpen ? 'close' : 'menu'} className="size-6" />
      </button>
      {/* The shade over the page takes a tap outside the menu, so it closes the menu without also
          activating what lies under it. It sits at the end of <body> (shadeHost): the header's
          backdrop filter would otherwise confine a fixed element to the header. Keyboard users close with Escape.
          Shade and panel stay rendered while closed, only invisible (`visibility: hidden` keeps
          them out of sight, the tab order, the accessibility tree and hit testing, but keeps their
          boxes), so opening the menu restyles two elements instead of building and laying out a
          subtree on a slow phone's CPU. */}
      {shadeHost
        ? createPortal(
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see comment above
            <div
              className="fixed inset-0 z-30 bg-navy-950/40 lg:hidden"
              data-testid="mobile-menu-shade"
              style={isOpen ? undefined : { visibility: 'hidden' }}
              onClick={closeAndReturnFocus}
            />,
            shadeHost,
          )
        : null}
      <nav ref={panelRef} id={panelId} aria-label={navLabel} style={isOpen ? undefined : { visibility: 'hidden' }} className={panelClass} data-lenis-prevent>
        {links(() => setIsOpen(false))}
      </nav>
    </div>
  );
}
