'use client';

import { useEffect, useRef, useState } from 'react';
import type { PlatformLogo } from '@/content/media';
import { STRIP_STEP_PX, STRIP_TICK_MS } from './motion/timings';
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery } from '@/lib/use-media-query';
import { useHoverFocus } from './motion/use-hover-focus';
import { PlaybackIcon } from '@/components/ui/playback-icon';
import { PlatformLogoList } from '@/components/sections/platform-logo-list';

interface PlatformsStripProps {
  logos: readonly PlatformLogo[];
  regionLabel: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * The 12 platform logos, moved by script 1 px every 20 ms (docs/product.md §2 and §9). The list is rendered
 * twice side by side; once the offset reaches the first list's width it wraps to 0, where the copy
 * looks exactly like the original, so the loop is seamless. The copy is hidden from assistive
 * technology.
 *
 * It stops while the pointer is over it, while anything inside it has focus (its pause button),
 * and by that button (WCAG 2.2.2). Under reduced motion it never moves: the copy and the button
 * are hidden by CSS and the single list wraps onto several lines, so every logo stays visible.
 * The offset lives in a ref and is written straight to the track's style: no React render per tick.
 */
export function PlatformsStrip({ logos, regionLabel, pauseLabel, playLabel }: PlatformsStripProps) {
  // Disabled until the page's scripts run: before that a tap would do nothing.
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const offsetRef = useRef(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const { hovered, focused } = useHoverFocus(stripRef);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const running = reducedMotion === false && !hovered && !focused && !userPaused;

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

  const listClass = (duplicate: boolean) =>
    `flex shrink-0 items-center gap-12 pr-12 ${
      duplicate
        ? 'motion-reduce:hidden'
        : 'motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-6 motion-reduce:gap-y-6 motion-reduce:pr-0'
    }`;

  return (
    <div ref={stripRef} className="flex items-center gap-3 rounded-2xl bg-white py-6 pl-4 shadow-card motion-reduce:pr-4" data-strip={running ? 'running' : 'paused'}>
      <div role="region" aria-label={regionLabel} className="flex min-w-0 flex-1 overflow-hidden">
        <div ref={trackRef} className="flex w-max will-change-transform motion-reduce:w-full" data-strip-track>
          <PlatformLogoList logos={logos} duplicate={false} className={listClass(false)} ref={listRef} />
          <PlatformLogoList logos={logos} duplicate className={listClass(true)} />
        </div>
      </div>
      <button
        type="button"
        aria-label={userPaused ? playLabel : pauseLabel}
        disabled={!hydrated}
        onClick={() => setUserPaused((value) => !value)}
        className="mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-100 text-navy-900 hover:bg-navy-50 motion-reduce:hidden"
      >
        <PlaybackIcon playing={!userPaused} />
      </button>
    </div>
  );
}
