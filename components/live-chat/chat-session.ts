/**
 * What the live chat is told about the visitor (docs/product.md §3 'Live-chat session input'): session
 * variables as name/value pairs (at least `page_url`) and, only when the visitor has told us,
 * their name and e-mail.
 *
 * Name and e-mail come from sessionStorage under CHAT_CUSTOMER_STORAGE_KEY, as JSON
 * `{ "name": string, "email": string }`, written by EnquiryForm after a successful send when a
 * chat license is configured. sessionStorage keeps it to the one tab and ends with it; nothing is
 * sent anywhere until the visitor opens a chat. Without it both fields are omitted.
 */
export const CHAT_CUSTOMER_STORAGE_KEY = 'enquiry:chat-customer';

const MAX_NAME = 100;
const MAX_EMAIL = 254;

export interface ChatCustomer {
  name?: string;
  email?: string;
}

export interface ChatSession {
  sessionVariables: Record<string, string>;
  customer: ChatCustomer;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (privacy modes): the chat simply starts without a name.
    return null;
  }
}

function clean(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** The visitor's name and e-mail if this tab sent the enquiry form; each field only when valid. */
export function readChatCustomer(): ChatCustomer {
  let raw: string | null = null;
  try {
    raw = sessionStore()?.getItem(CHAT_CUSTOMER_STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { name, email } = parsed as { name?: unknown; email?: unknown };
  const customer: ChatCustomer = {};
  const cleanName = clean(name, MAX_NAME);
  const cleanEmail = clean(email, MAX_EMAIL);
  if (cleanName) customer.name = cleanName;
  if (cleanEmail && /^[^\s@]+@[^\s@]+$/.test(cleanEmail)) customer.email = cleanEmail;
  return customer;
}

/** The hook for the enquiry form (see the note above). Never throws. */
export function rememberChatCustomer(customer: { name: string; email: string }): void {
  try {
    sessionStore()?.setItem(CHAT_CUSTOMER_STORAGE_KEY, JSON.stringify({ name: customer.name, email: customer.email }));
  } catch {
    // Quota or privacy errors must never block the visitor.
  }
}

/** Read in the browser when the widget loads: the current address and title, plus the customer. */
export function readChatSession(): ChatSession {
  return {
    sessionVariables: { page_url: window.location.href, page_title: document.title },
    customer: readChatCustomer(),
  };
}
