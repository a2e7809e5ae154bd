'use client';

import { useEffect, useLayoutEffect, useState, type ComponentType, type RefObject } from 'react';

/**
 * What the module of a deferred client leaf exports (components/ui/deferred-leaf.tsx): the live
 * leaf, and how it reads what the visitor already did to the static markup it replaces.
 */
export interface LiveLeafModule<Props, Start> {
  /** The leaf with its state and handlers, starting from `start`. */
  default: ComponentType<Props & { start: Start }>;
  /**
   * Reads, from the static markup still on the page, what the live leaf must carry on from: an
   * answer or a Load More opened with no script, the control that has the keyboard focus.
   */
  readStart: (root: HTMLElement) => Start;
}

/**
 * The live version of a leaf whose page first shows static markup (the server HTML): its module is
 * imported once `when` is true (the page has hydrated, or the leaf came near the viewport); null
 * until it has arrived, and for good if it cannot be loaded (the static markup stays, working as
 * it does with no script). `load` must be a stable, module-level function.
 *
 * The swap happens in two renders without a paint between them: with the module here but the
 * static markup still under `root`, a layout effect reads the visitor's start from it; the update
 * that effect makes renders synchronously, replacing the static markup by the live leaf in the same
 * box before the browser paints. No Suspense boundary, so the server writes the static markup once
 * (lib/use-loaded-component.ts says why).
 */
export function useLiveLeaf<Props, Start>(
  root: RefObject<HTMLElement | null>,
  load: () => Promise<LiveLeafModule<Props, Start>>,
  when: boolean,
): { Live: LiveLeafModule<Props, Start>['default']; start: Start } | null {
  const [module, setModule] = useState<LiveLeafModule<Props, Start> | null>(null);
  const [start, setStart] = useState<{ value: Start } | null>(null);

  useEffect(() => {
    if (!when || module) return undefined;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setModule(loaded);
      },
      () => {
        // Offline or blocked: the static markup stays, and works as it does without scripts.
      },
    );
    return () => {
      current = false;
    };
  }, [when, module, load]);

  useLayoutEffect(() => {
    const element = root.current;
    if (!module || start || !element) return;
    // Read in the commit that still shows the static markup, swapped before the next paint: no
    // event can reach the static controls between the read and the swap.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a layout read the render that follows depends on
    setStart({ value: module.readStart(element) });
  }, [module, start, root]);

  return module && start ? { Live: module.default, start: start.value } : null;
}
