/**
 * The page a visitor sees when an enquiry sent as a plain HTML form (JavaScript off, or pressed
 * before the page's scripts ran) is not accepted. A JSON client gets the JSON error instead.
 *
 * One small, self-contained document: no scripts, no external files (it is also served by an
 * API-only receiver, beside a site hosted elsewhere), the site's colours, a heading that says the
 * enquiry was not sent, what was wrong, what the visitor wrote (so nothing typed is lost) and a
 * link back to the form.
 */
import { ENQUIRY_LIMITS } from '../lib/enquiry/limits';

/** The receiver's own words; the site's copy lives in content/, which the receiver does not load. */
export const formPageCopy = {
  title: 'Your enquiry was not sent',
  back: 'Back to the form',
  yourWords: 'What you wrote',
  yourWordsIntro: 'Copy anything you need before you go back.',
  fieldLabels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
  fixThese: 'Please correct the following and send it again:',
  fields: {
    name: `Please enter your name (at most ${ENQUIRY_LIMITS.name} characters).`,
    email: 'Please enter a valid e-mail address, such as name@example.com.',
    phone: `The phone number may hold only digits, spaces and + ( ) - . (at most ${ENQUIRY_LIMITS.phone} characters).`,
    message: `Please tell us about your book project (at most ${ENQUIRY_LIMITS.message.toLocaleString('en-US')} characters).`,
    page_url: 'The address of the page you sent it from was not valid. Please go back to the page and send the form from there.',
    other: 'The form sent something we could not read. Please go back and send it from the page again.',
  },
  byStatus: {
    400: 'The form sent something we could not read. Please go back and send it from the page again.',
    403: 'It was sent from a page we do not recognise, so it was not accepted. Please use the form on our website.',
    413: 'It is too long to send. Please shorten your message and send it again.',
    415: 'It arrived in a format we cannot read. Please use the form on our website.',
    429: (minutes: number) =>
      `Several enquiries have been sent from your connection in a short time. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send it again.`,
    503: 'We could not save it just now. Please wait a few seconds and send it again.',
  },
} as const;

export type FormPageStatus = keyof typeof formPageCopy.byStatus;

export interface FormPageInput {
  status: FormPageStatus;
  /** Fields named by validation (400 with a readable form). */
  fields?: readonly string[];
  /** Seconds from Retry-After (429). */
  retryAfterSeconds?: number;
  backHref: string;
  /** What the visitor typed, when the body could be read. */
  values?: Partial<Record<keyof typeof formPageCopy.fieldLabels, string>>;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function problemLines(input: FormPageInput): string[] {
  if (input.status === 429) return [formPageCopy.byStatus[429](Math.max(1, Math.ceil((input.retryAfterSeconds ?? 60) / 60)))];
  if (input.status !== 400 || !input.fields || input.fields.length === 0) return [formPageCopy.byStatus[input.status]];
  // Field names come from the request: only the copy's own keys count (not `__proto__`).
  const known = new Map<string, string>(Object.entries(formPageCopy.fields));
  const lines = input.fields.map((field) => known.get(field) ?? formPageCopy.fields.other);
  return [...new Set(lines)];
}

const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:#faf7f0;color:#1b2333;font:1.0625rem/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.bar{background:#0a1224;height:.5rem}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem 4rem}
h1{font-family:ui-serif,Georgia,serif;font-size:2rem;line-height:1.2;margin:0 0 1rem;color:#0f1b33}
h2{font-size:1.125rem;margin:2.5rem 0 .25rem;color:#0f1b33}
ul{padding-left:1.25rem}
li{margin:.25rem 0}
.back{display:inline-flex;align-items:center;min-height:2.75rem;margin-top:1.5rem;padding:.5rem 1.5rem;border-radius:999px;background:#0f1b33;color:#fff;font-weight:600;text-decoration:none}
.back:hover{background:#1f3563}
a:focus-visible{outline:3px solid #2563eb;outline-offset:3px}
dl{margin:1rem 0 0;padding:1rem 1.25rem;background:#fff;border:1px solid #d9e1f2;border-radius:1rem}
dt{font-weight:600;color:#0f1b33;margin-top:.75rem}
dt:first-child{margin-top:0}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.muted{color:#4a5568}
`;

/** The whole HTML document. Every value that came from the request is escaped. */
export function renderFormPage(input: FormPageInput): string {
  const problems = problemLines(input);
  const intro = input.status === 400 && input.fields && input.fields.length > 0 ? `<p>${escapeHtml(formPageCopy.fixThese)}</p>` : '';
  const list = problems.length > 1 || intro ? `<ul>${problems.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${escapeHtml(problems[0] ?? '')}</p>`;
  const entries = Object.entries(formPageCopy.fieldLabels).flatMap(([key, label]) => {
    const value = input.values?.[key as keyof typeof formPageCopy.fieldLabels];
    return value ? [`<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`] : [];
  });
  const words =
    entries.length > 0
      ? `<section aria-labelledby="your-words"><h2 id="your-words">${escapeHtml(formPageCopy.yourWords)}</h2><p class="muted">${escapeHtml(formPageCopy.yourWordsIntro)}</p><dl>${entries.join('')}</dl></section>`
      : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(formPageCopy.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<div class="bar"></div>',
    '<main>',
    `<h1>${escapeHtml(formPageCopy.title)}</h1>`,
    intro,
    list,
    `<a class="back" href="${escapeHtml(input.backHref)}">${escapeHtml(formPageCopy.back)}</a>`,
    words,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
