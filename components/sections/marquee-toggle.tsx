'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { observeIntersection } from '@/lib/use-near-viewport';
import { PlaybackIcon } from '@/components/ui/playback-icon';

interface MarqueeToggleProps {
  pauseLabel: string;
  playLabel: string;
}

/**
 * Pauses and resumes the CSS marquee it sits in (data-paused on the nearest [data-marquee]), and
 * holds it while it is out of view (data-offscreen): a running animation keeps the compositor
 * drawing a frame every 16 ms wherever it is on the page, which a phone pays for in battery and
 * in taps answered later.
 */
export function MarqueeToggle({ pauseLabel, playLabel }: MarqueeToggleProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const marquee = ref.current?.closest('[data-marquee]');
    const track = marquee?.querySelector('.marquee-track');
    if (!marquee || !track || typeof IntersectionObserver === 'undefined') return undefined;
    return observeIntersection(marquee, {}, (intersecting) => {
      marquee.toggleAttribute('data-offscreen', !intersecting);
      // Read back at once: in a section the browser is not drawing yet (content-visibility: auto,
      // styles/globals.css) the attribute alone restyles nothing until the section is drawn, and
      // the animation would go on running, a frame every 16 ms, from a marquee a screen away.
      void getComputedStyle(track).animationPlayState;
    });
  }, []);
  // Until the page's scripts run a press does nothing, so the button says it is unavailable; it stays
  // focusable (aria-disabled, not disabled) because focus alone pauses the CSS marquee
  // (:focus-within, styles/globals.css): the only pause a keyboard has before, or without, scripts.
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={paused ? playLabel : pauseLabel}
      aria-disabled={hydrated ? undefined : true}
      onClick={(event) => {
        const next = !paused;
        setPaused(next);
        event.currentTarget.closest('[data-marquee]')?.toggleAttribute('data-paused', next);
      }}
      className="mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-100 text-navy-900 hover:bg-navy-50"
    >
      <PlaybackIcon playing={!paused} />
    </button>
  );
}
