'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { enquiryCopy } from '@/content/enquiry';
import { site } from '@/content/site';
import { EMAIL_HTML_PATTERN, ENQUIRY_ENDPOINT, ENQUIRY_HONEYPOT_FIELD, ENQUIRY_LIMITS, NON_BLANK_HTML_PATTERN, PHONE_HTML_PATTERN } from '@/lib/enquiry/limits';
import { canonicalPageUrl } from '@/lib/enquiry-links';
import { lastEnquirySentAt } from '@/lib/enquiry-sent-record';
import { isPopupEntry } from '@/lib/enquiry-popup-history';
import { buttonClassName } from '@/components/ui/button-styles';
import { fillTemplate } from '@/lib/fill-template';
import { ENQUIRY_PACKAGE_FIELD, ENQUIRY_PACKAGE_NAMES, ENQUIRY_PACKAGES, type EnquiryPackage } from '@/lib/enquiry/packages';
import { useChosenPackage } from './enquiry-modal-provider';

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

const DRAFT_FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** The one-line fields, in order: what differs between them is data, so they render from this list. */
const TEXT_INPUTS = [
  { name: 'name', type: 'text', required: true, autoComplete: 'name', pattern: NON_BLANK_HTML_PATTERN },
  { name: 'email', type: 'email', required: true, autoComplete: 'email', pattern: EMAIL_HTML_PATTERN },
  { name: 'phone', type: 'tel', required: false, autoComplete: 'tel', pattern: PHONE_HTML_PATTERN },
] as const;
export type EnquiryDraftValues = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

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

interface EnquiryFormProps {
  /** Keeps ids unique when the form appears twice on a page (hero and popup). */
  idPrefix: string;
  className?: string;
  /** Overrides the page's thank-you route (see components/enquiry/page-route.ts). */
  successPath?: string;
  /** 'dark' for forms placed on navy backgrounds. */
  tone?: 'light' | 'dark';
  draft?: EnquiryDraft;
  /** The package a Get Started chose (the popup): shown as 'You chose: Rise' and sent as a field. */
  chosenPackage?: EnquiryPackage;
  /**
   * A Package choice (Not sure yet, Ignite, Rise, Legacy), for the on-page form of a page that
   * sets out the packages: it follows the package of the last Get Started once scripts run.
   */
  packageChoice?: boolean;
}

const inputClass = 'mt-1 block w-full rounded-lg border border-navy-200 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-navy-700';

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
export function EnquiryForm({ idPrefix, className = '', successPath, tone = 'light', draft, chosenPackage, packageChoice = false }: EnquiryFormProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [isSending, setIsSending] = useState(false);
  const pageUrlRef = useRef<HTMLInputElement>(null);
  // A ref, not state, blocks a second submit that arrives before React re-renders the disabled button.
  const sendingRef = useRef(false);
  const { fields } = enquiryCopy;
  const labelClass = tone === 'dark' ? 'text-sm font-medium text-white' : 'text-sm font-medium text-navy-900';
  const [initialValues] = useState<EnquiryDraftValues>(() => draft?.read() ?? {});
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

  const id = (name: string) => `${idPrefix}-enquiry-${name}`;

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
    <form
      method="post"
      action={`${site.apiHost}${ENQUIRY_ENDPOINT}`}
      onSubmit={handleSubmit}
      onInput={(event) => {
        saveDraft(event.currentTarget);
        prepareSend();
      }}
      className={`grid gap-4 ${className}`}
      aria-busy={isSending}
    >
      <input ref={pageUrlRef} type="hidden" name="page_url" defaultValue={canonicalPageUrl(pathname)} />
      {chosenPackage ? (
        <p
          className={`rounded-lg px-4 py-3 text-sm font-semibold ${tone === 'dark' ? 'bg-white/10 text-white' : 'bg-gold-100 text-navy-900'}`}
          data-testid="enquiry-chosen-package"
        >
          {fillTemplate(enquiryCopy.package.chosen, { name: ENQUIRY_PACKAGE_NAMES[chosenPackage] })}
          <input type="hidden" name={ENQUIRY_PACKAGE_FIELD} value={chosenPackage} />
        </p>
      ) : null}
      {TEXT_INPUTS.map((input) => (
        <div key={input.name}>
          <label htmlFor={id(input.name)} className={labelClass}>
            {fields[input.name].label}
          </label>
          <input
            ref={input.name === 'name' ? nameRef : undefined}
            id={id(input.name)}
            name={input.name}
            defaultValue={initialValues[input.name]}
            type={input.type}
            required={input.required}
            autoComplete={input.autoComplete}
            maxLength={ENQUIRY_LIMITS[input.name]}
            pattern={input.pattern}
            placeholder={fields[input.name].placeholder}
            className={inputClass}
          />
        </div>
      ))}
      {packageChoice && !chosenPackage ? (
        <div>
          <label htmlFor={id(ENQUIRY_PACKAGE_FIELD)} className={labelClass}>
            {enquiryCopy.package.label}
          </label>
          <select ref={packageSelectRef} id={id(ENQUIRY_PACKAGE_FIELD)} name={ENQUIRY_PACKAGE_FIELD} defaultValue="" className={inputClass}>
            <option value="">{enquiryCopy.package.notSure}</option>
            {ENQUIRY_PACKAGES.map((item) => (
              <option key={item} value={item}>
                {ENQUIRY_PACKAGE_NAMES[item]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={id('message')} className={labelClass}>
          {fields.message.label}
        </label>
        <textarea
          id={id('message')}
          name="message"
          defaultValue={initialValues.message}
          required
          rows={4}
          maxLength={ENQUIRY_LIMITS.message}
          placeholder={fields.message.placeholder}
          className={inputClass}
        />
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it, bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id(ENQUIRY_HONEYPOT_FIELD)}>{enquiryCopy.honeypotLabel}</label>
        <input id={id(ENQUIRY_HONEYPOT_FIELD)} name={ENQUIRY_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" disabled={isSending} className={buttonClassName('primary', 'lg', 'w-full')}>
        {isSending ? enquiryCopy.sending : enquiryCopy.submit}
      </button>
    </form>
  );
}
