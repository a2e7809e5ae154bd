'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * A component from a chunk that is imported only once `when` is true (e.g. the carousel came near
 * the viewport); null until it has arrived. `load` must be a stable, module-level function.
 *
 * Why not React.lazy inside <Suspense>: React's server renderer writes a large Suspense boundary
 * out of line, as a hidden copy plus a swap script after its fallback, even when nothing suspends.
 * A carousel whose fallback is its own static track was then in the HTML twice, and crawlers read
 * every card twice. Without a boundary the static track is written once, and it is replaced by the
 * loaded component in the same box in one commit, as before.
 *
 * The arrival is a transition: React builds the loaded component in slices of about 5 ms, giving
 * the main thread back in between, and swaps it in whole when it is built. As an ordinary update it
 * was one long task: on `/portfolio/` at phone size with a 4× slower CPU, the slider's arrival took
 * 110 to 120 ms in one piece, blocking any tap meanwhile (docs/benchmarks.md). What it replaces
 * stays on the page and keeps working until then. What the visitor does meanwhile comes first: a
 * swipe of the track it replaces restarts the build, so during a long swipe the component arrives
 * when the swiping pauses (or after React's 5 s limit for a transition, in one task).
 */
export function useLoadedComponent<Props>(load: () => Promise<ComponentType<Props>>, when: boolean): ComponentType<Props> | null {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<Props> } | null>(null);
  useEffect(() => {
    if (!when || loaded) return undefined;
    let current = true;
    void load().then((Component) => {
      if (current) startTransition(() => setLoaded({ Component }));
    });
    return () => {
      current = false;
    };
  }, [when, loaded, load]);
  return loaded?.Component ?? null;
}
