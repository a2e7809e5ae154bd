'use client';

// Loaded with import() by platforms-strip-shell.tsx when the strip nears the viewport.
import { useEffect, useRef, useState } from 'react';
import type { PlatformLogo } from '@/content/media';
import { STRIP_STEP_PX, STRIP_TICK_MS } from './motion/timings';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useInViewport } from '@/lib/use-near-viewport';
import { useHoverFocus } from './motion/use-hover-focus';
import { StripContents, stripRootClass } from './platforms-strip-parts';

export interface PlatformsStripProps {
  logos: readonly PlatformLogo[];
  regionLabel: string;
  pauseLabel: string;
  playLabel: string;
}

/** Nothing to carry over from the static form: it stands at the start, its button disabled. */
export function readStart(): null {
  return null;
}

/**
 * The 12 platform logos, moved by script 1 px every 20 ms (docs/product.md §2 and §9). The list is rendered
 * twice side by side; once the offset reaches the first list's width it wraps to 0, where the copy
 * looks exactly like the original, so the loop is seamless.
 *
 * It stops while the pointer is over it, while anything inside it has focus (its pause button),
 * and by that button (WCAG 2.2.2). Under reduced motion it never moves. Off screen it waits where
 * it is: no one sees it move there, and each tick costs a slow phone's main thread a frame's work
 * (style and compositing, every 20 ms), which a tap elsewhere on the page would wait behind. The
 * offset lives in a ref and is written straight to the track's style: no React render per tick. It
 * replaces the static form of the server HTML (platforms-section.tsx), drawn alike.
 */
export function PlatformsStrip({ logos, regionLabel, pauseLabel, playLabel }: PlatformsStripProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const offsetRef = useRef(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const { hovered, focused } = useHoverFocus(stripRef);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // Any part of it in view; where that cannot be observed, it counts as on screen and still moves.
  const onScreen = useInViewport(stripRef, 0, true);
  const running = reducedMotion === false && onScreen && !hovered && !focused && !userPaused;

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    if (reducedMotion) {
      // Reduced motion switched on while the strip was mid-way: put it back at the start.
      offsetRef.current = 0;
      track.style.transform = '';
      return undefined;
    }
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      const loopWidth = listRef.current?.offsetWidth ?? 0;
      let next = offsetRef.current + STRIP_STEP_PX;
      if (loopWidth > 0 && next >= loopWidth) next -= loopWidth;
      offsetRef.current = next;
      track.style.transform = `translateX(-${next}px)`;
    }, STRIP_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, reducedMotion]);

  return (
    <div ref={stripRef} className={stripRootClass} data-strip={running ? 'running' : 'paused'}>
      <StripContents
        logos={logos}
        regionLabel={regionLabel}
        userPaused={userPaused}
        pauseLabel={pauseLabel}
        playLabel={playLabel}
        onToggle={() => setUserPaused((value) => !value)}
        trackRef={trackRef}
        listRef={listRef}
      />
    </div>
  );
}

export default PlatformsStrip;
