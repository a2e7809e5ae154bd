/**
 * Advertising conversion tracking. A successful send marks the session; the thank-you page
 * consumes the mark and fires one conversion. A reload finds no mark (no second count), and
 * React StrictMode's second effect run finds it already consumed. A click on a `tel:` link counts
 * as a call conversion when its label is configured.
 *
 * Under Global Privacy Control (`navigator.globalPrivacyControl === true`) the advertising tag is
 * never loaded and nothing is sent, whatever is configured.
 */
import { privacySignal } from './attribution';

/** The browser's navigator; none while the page is rendered at build time. */
function browserNavigator(): Navigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

const PENDING_CONVERSION_KEY = 'enquiry:conversion-pending';

export interface ConversionConfig {
  conversionId: string;
  conversionLabel: string;
  /** The call conversion's label; empty means phone clicks are not counted. */
  callConversionLabel?: string;
  tagScriptUrl: string;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy modes); tracking is then simply skipped.
    return null;
  }
}

/**
 * Marks the session after a successful send. `label` is the landing page's own conversion label
 * (lib/enquiry/thank-you.ts, conversionLabelFor); empty for the site's default.
 */
export function markConversionPending(label = ''): void {
  try {
    sessionStore()?.setItem(PENDING_CONVERSION_KEY, JSON.stringify({ at: Date.now(), label }));
  } catch {
    // Quota or privacy errors must never block the visitor's navigation.
  }
}

/** The pending conversion, once per successful send: the mark is removed as it is read. */
export function takePendingConversion(): { label: string } | null {
  const store = sessionStore();
  if (!store) return null;
  try {
    const raw = store.getItem(PENDING_CONVERSION_KEY);
    if (raw === null) return null;
    store.removeItem(PENDING_CONVERSION_KEY);
    return { label: readLabel(raw) };
  } catch {
    return null;
  }
}

function readLabel(raw: string): string {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'label' in parsed && typeof parsed.label === 'string') return parsed.label;
  } catch {
    // An older mark (a bare timestamp) counts under the default label.
  }
  return '';
}

/** True once per successful send. */
export function consumePendingConversion(): boolean {
  return takePendingConversion() !== null;
}

export function isConversionConfigured(config: ConversionConfig): boolean {
  return config.conversionId !== '' && config.conversionLabel !== '';
}

/** True when a phone click would be counted: an Ads id and a call label are set, and no GPC. */
export function isCallConversionActive(config: ConversionConfig): boolean {
  return config.conversionId !== '' && (config.callConversionLabel ?? '') !== '' && !privacySignal(browserNavigator());
}

const GTAG_SCRIPT_ID = 'ads-gtag';

/** Loads the Google tag once (only on thank-you pages, only when configured) and sends the conversion. */
export function fireConversion(config: ConversionConfig): boolean {
  if (!isConversionConfigured(config)) return false;
  return sendConversion(config, config.conversionLabel);
}

/** A click on a `tel:` link: loads the tag once and sends the call conversion, when configured. */
export function fireCallConversion(config: ConversionConfig): boolean {
  if (!isCallConversionActive(config)) return false;
  return sendConversion(config, config.callConversionLabel ?? '');
}

function sendConversion(config: ConversionConfig, label: string): boolean {
  // The visitor asked not to be tracked: the tag is not even loaded.
  if (privacySignal(browserNavigator())) return false;
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js only recognises Arguments objects in the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params -- see above
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', config.conversionId);
  }
  if (!document.getElementById(GTAG_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = `${config.tagScriptUrl}?id=${encodeURIComponent(config.conversionId)}`;
    document.head.appendChild(script);
  }
  window.gtag('event', 'conversion', { send_to: `${config.conversionId}/${label}` });
  return true;
}
