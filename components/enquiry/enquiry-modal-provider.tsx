'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isPopupEntry, leavePopupEntry, pushPopupEntry, unmarkPopupEntry } from '@/lib/enquiry-popup-history';
import type { EnquiryPackage } from '@/lib/enquiry/packages';
import { EnquiryModal } from './enquiry-modal';
import type { EnquiryDraft, EnquiryDraftValues } from './enquiry-form';

interface EnquiryModalContextValue {
  /**
   * Opens the popup; focus returns to `opener` when it closes. `chosenPackage` (a package's Get
   * Started) is shown in the popup and sent with the enquiry; without it, the popup names none.
   */
  openEnquiry: (opener?: HTMLElement | null, chosenPackage?: EnquiryPackage) => void;
  isOpen: boolean;
  /** The package of the last Get Started that named one; an on-page Package choice follows it. */
  chosenPackage: EnquiryPackage | null;
}

const EnquiryModalContext = createContext<EnquiryModalContextValue | null>(null);

export function useEnquiryModal(): EnquiryModalContextValue {
  const value = useContext(EnquiryModalContext);
  if (!value) throw new Error('useEnquiryModal must be used inside <EnquiryModalProvider>');
  return value;
}

/** The package a Get Started chose, or null (also outside the provider, e.g. a form on its own). */
export function useChosenPackage(): EnquiryPackage | null {
  return useContext(EnquiryModalContext)?.chosenPackage ?? null;
}

/**
 * One popup for the whole app. While it is open the page behind is `inert` (no focus, no clicks,
 * hidden from assistive technology) and the document does not scroll. It has its own history
 * entry (lib/enquiry-popup-history.ts): Back closes it. What was typed survives closing, until a
 * send succeeds.
 */
export function EnquiryModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [chosenPackage, setChosenPackage] = useState<EnquiryPackage | null>(null);
  /** What this opening of the popup names: a generic Get Started names none, even after a package's. */
  const [popupPackage, setPopupPackage] = useState<EnquiryPackage | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpenRef = useRef(false);
  const pathname = usePathname();

  const draftRef = useRef<EnquiryDraftValues>({});
  const draft = useMemo<EnquiryDraft>(
    () => ({
      read: () => draftRef.current,
      save: (values) => {
        draftRef.current = values;
      },
    }),
    [],
  );

  const openEnquiry = useCallback((opener?: HTMLElement | null, chosen?: EnquiryPackage) => {
    openerRef.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setPopupPackage(chosen ?? null);
    if (chosen) setChosenPackage(chosen);
    pushPopupEntry();
    setIsOpen(true);
  }, []);

  // The close button, Escape and the backdrop: the popup's history entry goes too.
  const closeEnquiry = useCallback(() => {
    setIsOpen(false);
    leavePopupEntry();
  }, []);

  useEffect(() => {
    unmarkPopupEntry();
    // Back (or any move to an entry that is not the popup's) closes it.
    function handlePopState(event: PopStateEvent) {
      if (!isPopupEntry(event.state)) setIsOpen(false);
    }
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, []);

  // A successful send navigates away: the popup must not follow the visitor to the next page.
  // (State adjusted during render, React's pattern for resetting state when an input changes.)
  const [openedOnPath, setOpenedOnPath] = useState(pathname);
  if (openedOnPath !== pathname) {
    setOpenedOnPath(pathname);
    if (isOpen) setIsOpen(false);
  }

  useEffect(() => {
    const root = document.documentElement;
    if (isOpen) {
      wasOpenRef.current = true;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
      };
    }
    if (wasOpenRef.current) {
      wasOpenRef.current = false;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
    return undefined;
  }, [isOpen]);

  const value = useMemo(() => ({ openEnquiry, isOpen, chosenPackage }), [openEnquiry, isOpen, chosenPackage]);

  return (
    <EnquiryModalContext.Provider value={value}>
      <div inert={isOpen} className="flex min-h-dvh flex-col">
        {children}
      </div>
      {isOpen ? <EnquiryModal onClose={closeEnquiry} draft={draft} chosenPackage={popupPackage ?? undefined} /> : null}
    </EnquiryModalContext.Provider>
  );
}
