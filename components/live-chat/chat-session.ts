/**
 * What the live chat is told about the visitor when they open it (docs/product.md §3 'Live-chat
 * session input'): session variables as name/value pairs, nothing else.
 *
 * - `page_url` is the page's address with its UTM fields only (lib/attribution.ts
 *   pageUrlForRecord): no ad click id, no other parameter (tracking links carry e-mail addresses),
 *   and `page_title` the page's title.
 * - Under Global Privacy Control, neither: the chat starts with no session variables.
 * - Never the visitor's name or e-mail: the chat learns them only if the visitor types them into
 *   the chat itself (an enquiry sent from the page's form is not handed on).
 */
import { pageUrlForRecord, privacySignal } from '@/lib/attribution';

export interface ChatSession {
  sessionVariables: Record<string, string>;
}

/** Read in the browser when the visitor asks for the chat, just before the widget loads. */
export function readChatSession(): ChatSession {
  if (privacySignal(window.navigator)) return { sessionVariables: {} };
  return { sessionVariables: { page_url: pageUrlForRecord(window.location.href), page_title: document.title } };
}
