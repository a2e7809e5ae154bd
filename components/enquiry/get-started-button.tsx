'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { getStartedLabel, heroFormAnchor } from '@/content/get-started';
import type { EnquiryPackage } from '@/lib/enquiry/packages';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useOpenEnquiry } from './enquiry-modal-provider';
import { useHeroFormOnPage } from './hero-form-scope';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';

interface GetStartedButtonProps {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** A package's Get Started: the popup shows the package and sends it with the enquiry. */
  chosenPackage?: EnquiryPackage;
}

/**
 * 'Get Started', placeable by any server component. Until scripts run it is a plain link to a form
 * (the one beside this page's hero, see HeroFormScope, or the contact page's), so it works without JavaScript; then
 * it becomes a button that opens the popup (a modified click still follows the link).
 */
export function GetStartedButton({ children, variant = 'primary', size = 'md', className = '', chosenPackage }: GetStartedButtonProps) {
  const openEnquiry = useOpenEnquiry();
  const heroForm = useHeroFormOnPage();
  const scripted = useHydrated();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openEnquiry(event.currentTarget, chosenPackage);
  }

  // A button also answers Space; Enter already clicks a link.
  function handleKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== ' ') return;
    event.preventDefault();
    openEnquiry(event.currentTarget, chosenPackage);
  }

  return (
    <a
      href={heroForm ? `#${heroFormAnchor}` : paths.contact}
      role={scripted ? 'button' : undefined}
      aria-haspopup={scripted ? 'dialog' : undefined}
      onClick={handleClick}
      onKeyDown={scripted ? handleKeyDown : undefined}
      className={buttonClassName(variant, size, className)}
    >
      {children ?? getStartedLabel}
    </a>
  );
}
