'use client';

import { useCallback, useEffect, useState } from 'react';
import type { LiveChatWidget as LiveChatWidgetComponent } from '@livechat/widget-react';
import { uiCopy } from '@/content/ui';
import { buttonClassName } from '@/components/ui/button-styles';
import { useHydrated } from '@/lib/use-hydrated';
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

/**
 * Our client wrapper around @livechat/widget-react (whose bundle has no 'use client' and which
 * throws without a license, docs/product.md §8).
 *
 * - No license: renders nothing, imports nothing, installs no listener. The page also skips this
 *   component when `site.liveChatLicense` is empty; the check here makes it safe on its own.
 * - With a license, nothing of LiveChat's loads until the visitor asks for a chat: a "Chat with
 *   us" button (shown once the page's scripts run, so it always works) imports the widget package,
 *   a separate chunk, and opens the chat maximized; the button then gives way to the widget's own.
 *   Until then no request goes to LiveChat and it is told nothing. A failed import (offline)
 *   brings the button back.
 * - The widget gets the session variables of chat-session.ts (the page address with its UTM
 *   fields only, none under Global Privacy Control) and never the visitor's name or e-mail.
 * - A window `message` whose `data.type` is 'incoming_message' from a trusted origin (this site
 *   or https://*.livechatinc.com; the rule and why: chat-origin.ts) opens the chat maximized, as
 *   a request would. The widget reports its visibility back (`onVisibilityChanged`), so after the
 *   visitor minimizes it the next message changes the prop again and maximizes it again.
 */
export function LiveChat({ license, group, chatBetweenGroups }: LiveChatProps) {
  const enabled = license.trim() !== '';
  // The button is offered only once the scripts run, so it is never a control that does nothing.
  const inBrowser = useHydrated();
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState<{ Widget: WidgetComponent; session: ChatSession } | null>(null);
  const [visibility, setVisibility] = useState<Visibility | undefined>(undefined);

  useEffect(() => {
    if (!enabled || !requested) return undefined;
    let cancelled = false;
    import('@livechat/widget-react').then(
      (module) => {
        if (!cancelled) setLoaded({ Widget: module.LiveChatWidget, session: readChatSession() });
      },
      () => {
        // Offline or blocked: no chat, no error; the button is offered again.
        if (!cancelled) setRequested(false);
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

  if (!enabled || !inBrowser) return null;
  if (!loaded) {
    return (
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setVisibility('maximized');
        }}
        aria-disabled={requested}
        className={buttonClassName('secondary', 'md', 'fixed bottom-4 right-4 z-40 shadow-card aria-disabled:cursor-progress')}
      >
        {requested ? uiCopy.chat.opening : uiCopy.chat.open}
      </button>
    );
  }
  const { Widget, session } = loaded;
  return (
    <Widget
      license={license}
      {...(group !== undefined ? { group } : {})}
      {...(chatBetweenGroups !== undefined ? { chatBetweenGroups } : {})}
      visibility={visibility}
      sessionVariables={session.sessionVariables}
      onVisibilityChanged={handleVisibilityChanged}
    />
  );
}
