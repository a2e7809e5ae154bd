import { SiteLink } from './site-link';
import type { ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Navigation that looks like a button (e.g. 'See All', 'Back to Home'). Internal links move without a reload (SiteLink). */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className = '' }: ButtonLinkProps) {
  const classes = buttonClassName(variant, size, className);
  if (/^(tel:|mailto:|https?:)/.test(href)) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={href} className={classes}>
      {children}
    </SiteLink>
  );
}
