'use client';

import type { ReactNode, RefObject } from 'react';
import { useLiveLeaf, type LiveLeafModule } from '@/lib/use-live-leaf';

interface DeferredLeafProps<Props, Start> {
  /**
   * The static markup's box, rendered by the caller: around this component (the live leaf then
   * takes the static markup's place inside it) or as the root of `children` (replaced with them,
   * when the live leaf draws that element itself).
   */
  root: RefObject<HTMLElement | null>;
  /** A stable, module-level `import()` of the live leaf's module. */
  load: () => Promise<LiveLeafModule<Props, Start>>;
  /** When to load it: once hydrated (useHydrated), or once near the viewport (useNearViewport). */
  when: boolean;
  /** The live leaf's props (plain data from the server, as the static markup shows it). */
  props: Props;
  /** The static markup: what the server HTML shows, and the page until the live leaf arrives. */
  children: ReactNode;
}

/**
 * A client leaf whose code is not in the page's initial JavaScript: the page shows `children`, the
 * static markup (which works with no script: `<details>`, links, a track to swipe), and the live
 * leaf's module arrives by `import()` only on the pages that show it, when `when` turns true; it
 * then replaces the static markup in the same box, carrying on from what the visitor did to it
 * (lib/use-live-leaf.ts).
 */
export function DeferredLeaf<Props extends object, Start>({ root, load, when, props, children }: DeferredLeafProps<Props, Start>) {
  const live = useLiveLeaf(root, load, when);
  if (!live) return children;
  const { Live, start } = live;
  // Set once, from a module-level import(): the component never changes, so its state is never reset.
  return <Live {...props} start={start} />;
}
