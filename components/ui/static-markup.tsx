'use client';

import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * React writes `innerHTML` only when `__html` changes, which it never does here: the markup it
 * adopted stays. (One object, so there is not even a string to compare on a re-render.)
 */
const ADOPTED = { __html: '' };

/**
 * Markup with no handlers of its own (a deferred leaf's static view: links, `<details>`, a track to
 * swipe) that the page shows until something replaces it. Rendered as usual on the server; when
 * the page hydrates, React adopts the server's elements as they are instead of walking them: an
 * element whose content is `dangerouslySetInnerHTML` has no children for React to match. The
 * portfolio's static views are 500 of a service page's 880 elements: adopting them took React's
 * start-up tasks on a phone (4x slower CPU) from 518 to 263 ms on a service page and from 411 to
 * 253 ms on `/` (docs/benchmarks.md). Mounted in the browser without server HTML (a client-side
 * navigation), it renders `children` as any component would.
 *
 * `children` must not carry event handlers or refs: in adopted markup React attaches neither.
 */
export function StaticMarkup({ children, className }: { children: ReactNode; className?: string }) {
  // False while hydrating, true on a fresh mount in the browser. Decided once: right after
  // hydration it turns true, but the adopted markup must stay adopted.
  const hydrated = useHydrated();
  const [adopted] = useState(!hydrated);
  if (typeof window !== 'undefined' && adopted) return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={ADOPTED} />;
  return <div className={className}>{children}</div>;
}
