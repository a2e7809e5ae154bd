/**
 * Which window messages may open the live chat (docs/product.md §2: 'listens for window messages of type
 * incoming_message and then opens a live-chat window').
 *
 * Origin rule: a message is honoured only when `event.origin` is
 *   - this site's own origin (our own scripts, or a same-origin frame we serve), or
 *   - LiveChat's, i.e. `https://livechatinc.com` or any `https://*.livechatinc.com` host
 *     (the widget frame is served from https://secure.livechatinc.com, its scripts from
 *     https://cdn.livechatinc.com: the hosts the receiver's CSP already allows; both read the
 *     domain from lib/third-party-hosts.ts).
 * Everything else is ignored: any page can `postMessage` to a window it has a handle to (an
 * opener, a parent framing us, an ad frame, a browser extension's page), and without this check
 * such a page could pop the chat open over the visitor's screen at will. Plain `http:` LiveChat
 * hosts, look-alikes such as `https://livechatinc.com.evil.example`, explicit ports and the opaque
 * origin 'null' (sandboxed frames, file: pages) are all rejected. The payload is checked too: a
 * plain object whose `type` is exactly 'incoming_message'.
 */
import { site } from '@/content/site';

export const INCOMING_MESSAGE_TYPE = 'incoming_message';

const LIVECHAT_DOMAIN = site.liveChatDomain;

export function isTrustedChatOrigin(origin: string, ownOrigin: string): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === ownOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An origin is scheme://host[:port] exactly; anything longer is not a real origin.
  if (url.origin !== origin || url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return host === LIVECHAT_DOMAIN || host.endsWith(`.${LIVECHAT_DOMAIN}`);
}

export function isIncomingChatMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === INCOMING_MESSAGE_TYPE;
}

/** Both checks in one: the listener opens the chat only when this is true. */
export function shouldOpenChat(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): boolean {
  return isIncomingChatMessage(event.data) && isTrustedChatOrigin(event.origin, ownOrigin);
}
