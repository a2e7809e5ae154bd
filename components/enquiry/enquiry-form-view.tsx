// No 'use client' of its own: the server draws it as a page's form until the live form arrives
// (PageEnquiryForm), and the live form (enquiry-form.tsx) draws it with its handlers.
import type { FormEventHandler, Ref, TextareaHTMLAttributes } from 'react';
import { enquiryCopy } from '@/content/enquiry';
import { site } from '@/content/site';
import { EMAIL_HTML_PATTERN, ENQUIRY_ENDPOINT, ENQUIRY_HONEYPOT_FIELD, ENQUIRY_LIMITS, NON_BLANK_HTML_PATTERN, PHONE_HTML_PATTERN } from '@/lib/enquiry/limits';
import { buttonClassName } from '@/components/ui/button-styles';
import { fillTemplate } from '@/lib/fill-template';
import { ENQUIRY_PACKAGE_FIELD, ENQUIRY_PACKAGE_NAMES, ENQUIRY_PACKAGES, type EnquiryPackage } from '@/lib/enquiry/packages';
import { PageUrlField } from './page-url-field';

export const DRAFT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type EnquiryDraftValues = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

/** The one-line fields, in order: what differs between them is data, so they render from this list. */
const TEXT_INPUTS = [
  { name: 'name', type: 'text', required: true, autoComplete: 'name', pattern: NON_BLANK_HTML_PATTERN },
  { name: 'email', type: 'email', required: true, autoComplete: 'email', pattern: EMAIL_HTML_PATTERN },
  { name: 'phone', type: 'tel', required: false, autoComplete: 'tel', pattern: PHONE_HTML_PATTERN },
] as const;

const inputClass = 'mt-1 block w-full rounded-lg border border-navy-200 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-navy-700';

/** What a page places: plain data, so the server can hand it to the live form as it is. */
export interface EnquiryFormPlacement {
  /** Keeps ids unique when the form appears twice on a page (hero and popup). */
  idPrefix: string;
  className?: string;
  /** 'dark' for forms placed on navy backgrounds. */
  tone?: 'light' | 'dark';
  /** The package a Get Started chose (the popup): shown as 'You chose: Rise' and sent as a field. */
  chosenPackage?: EnquiryPackage;
  /**
   * A Package choice (Not sure yet, Ignite, Rise, Legacy), for the on-page form of a page that
   * sets out the packages: it follows the package of the last Get Started once scripts run.
   */
  packageChoice?: boolean;
}

interface EnquiryFormViewProps extends EnquiryFormPlacement {
  initialValues?: EnquiryDraftValues;
  isSending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onInput?: FormEventHandler<HTMLFormElement>;
  /** The live form's handlers on the message box. */
  messageHandlers?: Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onFocus' | 'onPointerDown' | 'onPointerCancel'>;
  /** Drawn by the live form (data-live-form: what tests wait for before they check its behaviour). */
  live?: boolean;
  nameRef?: Ref<HTMLInputElement>;
  packageSelectRef?: Ref<HTMLSelectElement>;
  pageUrlRef?: Ref<HTMLInputElement>;
}

/**
 * The free-consultation form's markup: a real form (method post, action the receiver), so it works
 * before the scripts run or when they never do: the browser then posts it url-encoded, nothing
 * typed ever lands in a URL, and the receiver answers with a redirect to the page's thank-you route
 * or an error page. Native browser validation only.
 */
export function EnquiryFormView({
  idPrefix,
  className = '',
  tone = 'light',
  chosenPackage,
  packageChoice = false,
  initialValues = {},
  isSending = false,
  onSubmit,
  onInput,
  messageHandlers,
  live = false,
  nameRef,
  packageSelectRef,
  pageUrlRef,
}: EnquiryFormViewProps) {
  const { fields } = enquiryCopy;
  const labelClass = tone === 'dark' ? 'text-sm font-medium text-white' : 'text-sm font-medium text-navy-900';
  const id = (name: string) => `${idPrefix}-enquiry-${name}`;
  return (
    <form
      method="post"
      action={`${site.apiHost}${ENQUIRY_ENDPOINT}`}
      onSubmit={onSubmit}
      onInput={onInput}
      className={`grid gap-4 ${className}`}
      aria-busy={isSending}
      data-live-form={live ? '' : undefined}
    >
      <PageUrlField origin={site.url} ref={pageUrlRef} />
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
          {...messageHandlers}
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
