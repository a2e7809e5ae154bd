'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A path on this site ('/about/', '/services/x/#faq'), not a fragment of this page, a protocol or another origin. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link between the site's pages, moved without a reload by the App Router (its soft navigation,
 * as next/link does), in a small fraction of next/link's code (about 3 KB of gzip on every page,
 * against the initial-JavaScript budget, tests/e2e/budgets.spec.ts). What a plain link does stays
 * the browser's: a modified or middle click, another target, a download, a fragment of this page,
 * another origin. The next page's data is fetched when a pointer, a touch or the focus comes to the
 * link, not for every link that scrolls into view (next/link's default), which on a phone's slow
 * connection would compete with the page itself. Before the scripts run it is a plain link.
 */
export function SiteLink({ href, children, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: SiteLinkProps) {
  const router = useRouter();
  const soft = isSitePath(href) && (props.target === undefined || props.target === '_self') && props.download === undefined;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!soft || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(href);
  }

  function prefetch() {
    if (soft) router.prefetch(href);
  }

  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
