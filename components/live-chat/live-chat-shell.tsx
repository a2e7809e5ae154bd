'use client';

import { useHydrated } from '@/lib/use-hydrated';
import { useLoadedComponent } from '@/lib/use-loaded-component';
import type { LiveChatProps } from './live-chat';

// Our chat wrapper is a chunk of its own, requested once the page has hydrated (and only where a
// license is set: the page skips this component without one). The widget itself still loads only
// when the visitor asks for a chat (live-chat.tsx).
const loadLiveChat = () => import('./live-chat').then((module) => module.LiveChat);

/** Where a page offers the chat (live-chat.tsx): its button is drawn only in the browser anyway, so nothing shows meanwhile. */
export function LiveChatShell(props: LiveChatProps) {
  const LiveChat = useLoadedComponent(loadLiveChat, useHydrated());
  // eslint-disable-next-line react-hooks/static-components -- set once, from a module-level import (useLoadedComponent), so it never resets state
  return LiveChat ? <LiveChat {...props} /> : null;
}
