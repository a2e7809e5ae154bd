'use client';

import { useCallback, useEffect, useState } from 'react';
import type { LiveChatWidget as LiveChatWidgetComponent } from '@livechat/widget-react';
import { shouldOpenChat } from './chat-origin';
import { readChatSession, type ChatSession } from './chat-session';

type WidgetComponent = typeof LiveChatWidgetComponent;
type WidgetProps = Parameters<WidgetComponent>[0];
type Visibility = NonNullable<WidgetProps['visibility']>;

export interface LiveChatProps {
  /** LiveChat license number; empty renders nothing and installs nothing. */
  license: string;
  group?: string;
  chatBetweenGroups?: boolean;
}

/** Runs `callback` once the browser is idle after the first paint; returns a cancel function. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * Our client wrapper around @livechat/widget-react (whose bundle has no 'use client' and which
 * throws without a license, docs/product.md §8).
 *
 * - No license: renders nothing, imports nothing, installs no listener. The page also skips this
 *   component when `site.liveChatLicense` is empty; the check here makes it safe on its own.
 * - With a license, the widget package is imported dynamically once the browser is idle after the
 *   first paint (or at once when a chat message arrives), so it is a separate chunk that no other
 *   page downloads and that never competes with the page's own loading. A failed import (offline)
 *   leaves the page without chat, silently.
 * - Session variables (`page_url`, `page_title`) and, when the visitor has given them in the
 *   enquiry form, customer name and e-mail are read in the browser at load (chat-session.ts).
 * - A window `message` whose `data.type` is 'incoming_message' from a trusted origin (this site
 *   or https://*.livechatinc.com; the rule and why: chat-origin.ts) opens the chat maximized. The
 *   widget reports its visibility back (`onVisibilityChanged`), so after the visitor minimizes it
 *   the next message changes the prop again and maximizes it again.
 */
export function LiveChat({ license, group, chatBetweenGroups }: LiveChatProps) {
  const enabled = license.trim() !== '';
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState<{ Widget: WidgetComponent; session: ChatSession } | null>(null);
  const [visibility, setVisibility] = useState<Visibility | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    return whenIdle(() => setRequested(true));
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !requested) return undefined;
    let cancelled = false;
    import('@livechat/widget-react').then(
      (module) => {
        if (!cancelled) setLoaded({ Widget: module.LiveChatWidget, session: readChatSession() });
      },
      () => {
        // Offline or blocked: no chat, no error for the visitor.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, requested]);

  useEffect(() => {
    if (!enabled) return undefined;
    function handleMessage(event: MessageEvent) {
      if (!shouldOpenChat(event, window.location.origin)) return;
      setRequested(true);
      setVisibility('maximized');
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [enabled]);

  const handleVisibilityChanged = useCallback(({ visibility: next }: { visibility: Visibility }) => setVisibility(next), []);

  if (!enabled || !loaded) return null;
  const { Widget, session } = loaded;
  return (
    <Widget
      license={license}
      {...(group !== undefined ? { group } : {})}
      {...(chatBetweenGroups !== undefined ? { chatBetweenGroups } : {})}
      visibility={visibility}
      sessionVariables={session.sessionVariables}
      {...(session.customer.name ? { customerName: session.customer.name } : {})}
      {...(session.customer.email ? { customerEmail: session.customer.email } : {})}
      onVisibilityChanged={handleVisibilityChanged}
    />
  );
}
