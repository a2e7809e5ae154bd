/**
 * The popup's history entry. Opening the enquiry popup adds one (same address, marked state), so
 * the Back button, Android's above all, closes the popup instead of leaving the page; closing it
 * any other way takes the entry off again with history.back(), which stays on the same document.
 * Next.js keeps its own router state in the entries it is given (native pushState integration).
 */
const MARKER = 'enquiryPopup';

export function isPopupEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARKER] === true;
}

export function pushPopupEntry(): void {
  if (!isPopupEntry(window.history.state)) window.history.pushState({ [MARKER]: true }, '');
}

/** Takes the popup's entry off the history when it is the current one. */
export function leavePopupEntry(): void {
  if (isPopupEntry(window.history.state)) window.history.back();
}

/** After a reload on the popup's entry the popup is closed: the entry becomes an ordinary one. */
export function unmarkPopupEntry(): void {
  const state: unknown = window.history.state;
  if (!isPopupEntry(state)) return;
  window.history.replaceState({ ...(state as Record<string, unknown>), [MARKER]: false }, '');
}
