'use client';

import type { ReactNode } from 'react';
import { enquiryCopy } from '@/content/enquiry';
import { useEnquiryModal } from './enquiry-modal-provider';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';

interface GetStartedButtonProps {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A small client leaf that any server component can place to open the 'Get Started' popup. */
export function GetStartedButton({ children, variant = 'primary', size = 'md', className = '' }: GetStartedButtonProps) {
  const { openEnquiry } = useEnquiryModal();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => openEnquiry(event.currentTarget)}
      className={buttonClassName(variant, size, className)}
    >
      {children ?? enquiryCopy.getStarted}
    </button>
  );
}
