'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type PointerEvent } from 'react';
import { useRouter } from 'next/navigation';
import { enquiryCopy } from '@/content/enquiry';
import { site } from '@/content/site';
import { lastEnquirySentAt } from '@/lib/enquiry-sent-record';
import { isPopupEntry } from '@/lib/enquiry-popup-history';
import { buttonClassName } from '@/components/ui/button-styles';
import { useChosenPackage } from './enquiry-modal-provider';
import { DRAFT_FIELDS, EnquiryFormView, type EnquiryDraftValues, type EnquiryFormPlacement } from './enquiry-form-view';

export type { EnquiryDraftValues } from './enquiry-form-view';

/** The send code (./submit-enquiry.ts), fetched once: when a visitor first types in a form, at the latest on send. */
let submitModule: ReturnType<typeof importSubmit> | null = null;
const importSubmit = () => import('./submit-enquiry');
function loadSubmit(): ReturnType<typeof importSubmit> {
  submitModule ??= importSubmit().catch((error: unknown) => {
    // A failed fetch (a dropped connection) may be tried again by the next focus or send.
    submitModule = null;
    throw error;
  });
  return submitModule;
}

/** Where a form keeps what was typed between two mounts (the popup's). */
export interface EnquiryDraft {
  read: () => EnquiryDraftValues;
  save: (values: EnquiryDraftValues) => void;
}

/** Another tab's send changes sessionStorage only for that tab, so only this tab's own sends matter. */
function subscribeToSends(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

interface EnquiryFormProps extends EnquiryFormPlacement {
  /** Overrides the page's thank-you route (see components/enquiry/page-route.ts). */
  successPath?: string;
  draft?: EnquiryDraft;
  /** What the visitor did to the server's form before this one took its place (PageEnquiryForm). */
  start?: EnquiryFormStart;
}

/** What a visitor typed into the server's form, and where they were, when the live form takes over. */
export interface EnquiryFormStart {
  values: EnquiryDraftValues;
  /** The package picked in the form's Package choice, if it has one. */
  packageValue: string | null;
  /** The field with the focus, and its caret or selection. */
  focused: { name: string; selectionStart: number | null; selectionEnd: number | null } | null;
}

/** Reads, from the server's form under `root`, what the live form carries on from. */
export function readStart(root: HTMLElement): EnquiryFormStart {
  const form = root.querySelector('form');
  const values: EnquiryDraftValues = {};
  if (form) {
    const data = new FormData(form);
    for (const name of DRAFT_FIELDS) {
      const value = data.get(name);
      if (typeof value === 'string' && value !== '') values[name] = value;
    }
  }
  const select = form?.querySelector('select');
  const active = root.ownerDocument.activeElement;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement ? active : null;
  const focused =
    field && form?.contains(field)
      ? {
          name: field.name,
          selectionStart: field instanceof HTMLSelectElement ? null : field.selectionStart,
          selectionEnd: field instanceof HTMLSelectElement ? null : field.selectionEnd,
        }
      : null;
  return { values, packageValue: select ? select.value : null, focused };
}

/**
 * The free-consultation form: native browser validation only; once scripts run, a JSON POST, an
 * alert on failure ('Failed to send form: ' and the error) with every typed value kept, and the
 * page's thank-you route on success.
 *
 * It is also a real form (method post, action the receiver), so it works before the scripts run
 * or when they never do: the browser then posts it url-encoded, nothing typed ever lands in a URL,
 * and the receiver answers with a redirect to the same thank-you route or an error page.
 *
 * Once this tab has sent an enquiry, the form starts as a note saying so, with a button to send
 * another (lib/enquiry-sent-record.ts); a conversion is marked only for an enquiry not sent before.
 */
export function EnquiryForm({ successPath, draft, start, ...placement }: EnquiryFormProps) {
  const { className = '', tone = 'light' } = placement;
  const router = useRouter();
  const [isSending, setIsSending] = useState(false);
  const pageUrlRef = useRef<HTMLInputElement>(null);
  // A ref, not state, blocks a second submit that arrives before React re-renders the disabled button.
  const sendingRef = useRef(false);
  const [initialValues] = useState<EnquiryDraftValues>(() => start?.values ?? draft?.read() ?? {});
  // The server HTML (and hydration) always has the form; the note follows from this tab's storage.
  const sentAt = useSyncExternalStore(subscribeToSends, lastEnquirySentAt, () => null);
  const [sendingAnother, setSendingAnother] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const showSentNote = sentAt !== null && !sendingAnother && !isSending;

  useEffect(() => {
    if (sendingAnother) nameRef.current?.focus();
  }, [sendingAnother]);

  // A package's Get Started also preselects it here, should the visitor close the popup and use this form.
  const selectedElsewhere = useChosenPackage();
  const packageSelectRef = useRef<HTMLSelectElement>(null);

  // Taking over from the server's form before the browser paints: the package picked there, and
  // the focus and caret of the field the visitor was in.
  useLayoutEffect(() => {
    if (!start) return;
    if (start.packageValue !== null && packageSelectRef.current) packageSelectRef.current.value = start.packageValue;
    const { focused } = start;
    const field = focused ? nameRef.current?.form?.elements.namedItem(focused.name) : null;
    if (!focused || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    field.focus();
    if (!(field instanceof HTMLSelectElement) && focused.selectionStart !== null)
      field.setSelectionRange(focused.selectionStart, focused.selectionEnd ?? focused.selectionStart);
    // `start` is set once, by the commit that swapped the forms.
  }, [start]);

  useEffect(() => {
    if (selectedElsewhere && packageSelectRef.current) packageSelectRef.current.value = selectedElsewhere;
  }, [selectedElsewhere]);

  function saveDraft(form: HTMLFormElement) {
    if (!draft) return;
    const data = new FormData(form);
    const values: EnquiryDraftValues = {};
    for (const name of DRAFT_FIELDS) {
      const value = data.get(name);
      if (typeof value === 'string') values[name] = value;
    }
    draft.save(values);
  }

  // The server HTML carries the canonical URL; once the send code is here (fetched as the visitor
  // starts typing), the address actually in use, with only its UTM fields (a plain post, should the
  // script's own send not run).
  function prepareSend() {
    void loadSubmit().then(
      ({ currentPageUrl }) => {
        if (pageUrlRef.current) pageUrlRef.current.value = currentPageUrl();
      },
      () => undefined,
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setIsSending(true);
    const form = event.currentTarget;
    const data = new FormData(form);

    let send: Awaited<ReturnType<typeof loadSubmit>>;
    try {
      send = await loadSubmit();
    } catch {
      // The send code did not arrive (a dropped connection, a newer deploy): the browser posts the
      // form itself, as it does without scripts, and the receiver answers with the thank-you page.
      form.submit();
      return;
    }
    try {
      const { thankYouPath } = await send.submitEnquiry(data, site.apiHost);
      draft?.save({});
      // Stays 'sending' until the thank-you page replaces this one, so nothing can be sent twice.
      // From the popup, the thank-you page takes the popup's history entry, so Back leads to the page.
      const target = successPath ?? thankYouPath;
      if (isPopupEntry(window.history.state)) router.replace(target);
      else router.push(target);
    } catch (error) {
      window.alert(send.enquiryFailureText(error));
      sendingRef.current = false;
      setIsSending(false);
    }
  }

  if (showSentNote) {
    const textClass = tone === 'dark' ? 'text-white' : 'text-navy-900';
    return (
      <div role="status" className={`grid gap-3 ${className}`} data-testid="enquiry-sent-note">
        <p className={`text-lg font-semibold ${textClass}`}>{enquiryCopy.sent.heading}</p>
        <p className={tone === 'dark' ? 'text-navy-100' : 'text-muted'}>{enquiryCopy.sent.text}</p>
        <button type="button" onClick={() => setSendingAnother(true)} className={buttonClassName('secondary', 'md', 'justify-self-start')}>
          {enquiryCopy.sent.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <EnquiryFormView
      {...placement}
      initialValues={initialValues}
      isSending={isSending}
      onSubmit={handleSubmit}
      onInput={(event) => {
        saveDraft(event.currentTarget);
        prepareSend();
      }}
      messageHandlers={MESSAGE_HANDLERS}
      live
      nameRef={nameRef}
      packageSelectRef={packageSelectRef}
      pageUrlRef={pageUrlRef}
    />
  );
}

/**
 * A textarea taking focus is scrolled to its caret, not its box, and without its scroll-margin (in
 * Chromium): reached with Shift+Tab from below, it could end under the fixed header, or with only its
 * last line on screen. Once the browser has placed it, a box whose top or bottom edge is covered
 * or off screen is brought in whole, 6rem clear (styles/globals.css). Left alone: a press
 * (the visitor pointed at what they see), focus from nowhere (the window regaining it, the live form
 * taking over: no scroll the visitor did not ask for; also Shift+Tab right after a click on the
 * page's text), and the popup, whose page behind must not scroll.
 */
function keepFieldClear(event: FocusEvent<HTMLTextAreaElement>) {
  const field = event.currentTarget;
  const byPress = pressed.delete(field);
  // (No elementFromPoint without layout: jsdom.)
  if (byPress || event.relatedTarget === null || field.closest('[role="dialog"]') || typeof document.elementFromPoint !== 'function') return;
  requestAnimationFrame(() => {
    if (document.activeElement !== field) return;
    const box = field.getBoundingClientRect();
    const x = box.left + box.width / 2;
    // Off screen, elementFromPoint gives null.
    if ([box.top + 1, box.bottom - 1].some((y) => document.elementFromPoint(x, y) !== field)) field.scrollIntoView({ block: 'nearest' });
  });
}

/** Message boxes pressed while not focused: the focus that follows is the press's. */
const pressed = new WeakSet<HTMLTextAreaElement>();

const MESSAGE_HANDLERS = {
  onPointerDown: (event: PointerEvent<HTMLTextAreaElement>) => {
    if (document.activeElement !== event.currentTarget) pressed.add(event.currentTarget);
  },
  // A swipe that starts on the box gives it no focus.
  onPointerCancel: (event: PointerEvent<HTMLTextAreaElement>) => {
    pressed.delete(event.currentTarget);
  },
  onFocus: keepFieldClear,
};

/** The live form as a deferred leaf's module exports it (components/ui/deferred-leaf.tsx): PageEnquiryForm loads it. */
export default function LiveEnquiryForm(props: EnquiryFormPlacement & { start: EnquiryFormStart }) {
  return <EnquiryForm {...props} />;
}
