/**
 * The one definition of the characters an enquiry may not carry, and of how text is shown safely.
 *
 * Invisible characters are how text lies to the person reading it: control characters (C0, DEL,
 * C1, ESC among them) drive terminals and mail clients, bidi embeddings, overrides and isolates
 * reorder what is displayed, and zero-width characters hide inside or make up a "name". The
 * receiver strips them from every field it accepts (keeping line breaks and tabs in the message);
 * tools that print stored text show them as escapes (`\x1b`, `\u202e`), for rows stored before.
 *
 * Dependency-free: the form imports it (through limits.ts) in the client bundle.
 */

/** C0 controls, DEL and C1 controls. */
const CONTROLS = '\\u0000-\\u001F\\u007F-\\u009F';
/**
 * Bidi marks, embeddings, overrides and isolates (U+061C, U+200E-200F, U+202A-202E,
 * U+2066-2069), zero-width space, non-joiner and joiner (U+200B-200D), word joiner and invisible
 * operators (U+2060-2064) and the zero-width no-break space (U+FEFF).
 */
const INVISIBLE_FORMATS = '\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF';
/** Line and paragraph separators: line breaks a terminal or mail client may honour. */
const SEPARATORS = '\\u2028\\u2029';

const UNSAFE_CLASS = `${CONTROLS}${INVISIBLE_FORMATS}${SEPARATORS}`;

const UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`, 'g');
/** Characters that separate words or lines; in a one-line field they become a space. */
const LINE_BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
const UNSAFE_EXCEPT_NEWLINE_AND_TAB = new RegExp(`(?![\\n\\t])[${UNSAFE_CLASS}]`, 'g');
const UNSAFE_EXCEPT_LAYOUT = new RegExp(`(?![\\n\\r\\t])[${UNSAFE_CLASS}]`, 'g');

/** For one-line fields (name, e-mail, phone): line breaks and tabs become spaces, the rest goes. */
export function stripUnsafeOneLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(UNSAFE, '');
}

/** For the message: every line break becomes `\n`, tabs stay, every other unsafe character goes. */
export function stripUnsafeMultiline(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(UNSAFE_EXCEPT_NEWLINE_AND_TAB, '');
}

/**
 * The HTML `pattern` (compiled by browsers with the `v` flag) for a field that must hold at least
 * one visible character: spaces and invisible characters alone do not count.
 */
export const VISIBLE_TEXT_HTML_PATTERN = `.*[^\\s${CONTROLS}${INVISIBLE_FORMATS}].*`;

function escapeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text as it is safe to print to a terminal: every unsafe character is shown as an escape such as
 * `\x1b` or `\u202e` instead of being acted on. With `keepLayout`, line feeds, carriage returns and
 * tabs stay (for multi-line output such as CSV); otherwise they are escaped too.
 */
export function showUnsafeCharacters(value: string, { keepLayout = false }: { keepLayout?: boolean } = {}): string {
  return value.replace(keepLayout ? UNSAFE_EXCEPT_LAYOUT : UNSAFE, escapeCharacter);
}

/**
 * JSON text as it is safe to print: the unsafe characters JSON.stringify leaves as they are (DEL,
 * C1, bidi, zero-width, line separators) become `\uXXXX` escapes, so the output is the same JSON
 * value. Only for text produced by JSON.stringify, whose raw line breaks and tabs are layout.
 */
export function escapeUnsafeInJson(json: string): string {
  return json.replace(UNSAFE_EXCEPT_LAYOUT, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}
