'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

interface NavLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

function normalise(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** A link that marks itself as the current page (aria-current) for sighted and screen-reader users. */
export function NavLink({ href, children, className = '', onNavigate }: NavLinkProps) {
  const pathname = usePathname();
  const target = normalise(href);
  const current = normalise(pathname);
  const isCurrent = target === '/' ? current === '/' : current.startsWith(target);
  return (
    <SiteLink href={href} aria-current={isCurrent ? 'page' : undefined} className={className} onClick={onNavigate}>
      {children}
    </SiteLink>
  );
}
