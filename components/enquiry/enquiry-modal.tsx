'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import { enquiryCopy } from '@/content/enquiry';
import { Icon } from '@/components/ui/icon';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { EnquiryPackage } from '@/lib/enquiry/packages';
import { EnquiryForm, type EnquiryDraft } from './enquiry-form';

/** Hidden inputs (the form's page_url) and the honeypot (tabindex -1) take no focus. */
const FIELD = 'input:not([type="hidden"]):not([tabindex="-1"])';
const FOCUSABLE = `a[href], button:not([disabled]), ${FIELD}:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])`;

export interface EnquiryModalProps {
  /** Closed, it stays mounted and laid out, only invisible (see the root element below). */
  open: boolean;
  onClose: () => void;
  /** Keeps what was typed when the popup closes, for the next time it opens. */
  draft?: EnquiryDraft;
  /** The package whose Get Started opened the popup: shown, and sent with the enquiry. */
  chosenPackage?: EnquiryPackage;
}

/** WAI-ARIA modal dialog: focus moves in, Tab is kept inside, Escape and the backdrop close it. */
export function EnquiryModal({ open, onClose, draft, chosenPackage }: EnquiryModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Opening and closing change only the frame's visibility: the form (the bulk of the popup) is not
  // rendered again for it, which keeps that work out of a Get Started tap on a slow phone. (A
  // package's Get Started changes the package the form shows, so that one renders it.)
  const form = useMemo(() => <EnquiryForm idPrefix="modal" className="mt-6" draft={draft} chosenPackage={chosenPackage} />, [draft, chosenPackage]);

  useEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    // Focus moves in just after the popup's first frame: focusing a field makes the browser work
    // out styles, layout and the caret there and then, which would hold that frame on a slow phone.
    // A key pressed before then moves it in at once (below), so nothing typed goes to the page.
    let focusPending = true;
    function focusIn() {
      if (!focusPending) return;
      focusPending = false;
      // The visitor may have tapped a field of it already.
      if (dialog?.contains(document.activeElement)) return;
      const first = dialog?.querySelector<HTMLElement>(FIELD);
      (first ?? dialog)?.focus();
    }
    const cancelFocus = afterNextPaint(focusIn);

    // Listening on the document (not the dialog) also catches keys when focus sits on the dialog itself.
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      focusIn();
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const firstFocusable = focusable[0];
      const lastFocusable = focusable[focusable.length - 1];
      if (!firstFocusable || !lastFocusable) return;
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (outside || active === firstFocusable || active === dialog)) {
        event.preventDefault();
        lastFocusable.focus();
      } else if (!event.shiftKey && (outside || active === lastFocusable)) {
        event.preventDefault();
        firstFocusable.focus();
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [open, onClose]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
      data-lenis-prevent
      // Closed: `visibility: hidden` keeps the popup out of sight, the tab order, the accessibility
      // tree and hit testing, but keeps its boxes, so opening it lays nothing out again (not
      // `hidden`, whose display: none would). Inline, so it holds before any stylesheet.
      style={open ? undefined : { visibility: 'hidden' }}
    >
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see comment above */}
      <div className="absolute inset-0 bg-navy-950/75" data-testid="enquiry-backdrop" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-modal sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={enquiryCopy.closeLabel}
          className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
        >
          <Icon name="close" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-semibold sm:text-3xl">
          {enquiryCopy.modalTitle}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted">
          {enquiryCopy.modalIntro}
        </p>
        {form}
      </div>
    </div>
  );
}
