'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-media-query';
import { HEADLINE_ROTATION_MS } from './motion/timings';
import { PlaybackIcon } from '@/components/ui/playback-icon';

interface RotatingHeadlineProps {
  words: readonly string[];
  /** The part of the h1 that never changes, e.g. 'Your Book'. */
  staticText: string;
  /** The heading as screen readers and search engines read it, e.g. 'Publish, Market and Launch Your Book'. */
  label: string;
  pauseLabel: string;
  playLabel: string;
  intervalMs?: number;
}

/**
 * The page's h1: one word that changes every 5 s (docs/product.md §4), then the static text. Moving text is
 * not announced: the heading's accessible text is the stable `label` (visually hidden), and the
 * rotating words are hidden from assistive technology, so nothing is read out every 5 s.
 * The rotation continues under reduced motion, without the fade (the `motion-reduce` classes and
 * the global reduced-motion rule); the button beside it stops and restarts it (WCAG 2.2.2).
 * The server HTML shows the first word, so the heading reads correctly before hydration.
 */
export function RotatingHeadline({ words, staticText, label, pauseLabel, playLabel, intervalMs = HEADLINE_ROTATION_MS }: RotatingHeadlineProps) {
  // Disabled until the page's scripts run: before that a tap would do nothing.
  const hydrated = useHydrated();
  // How many times the word has changed; the shown word is turns mod 3.
  const [turns, setTurns] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = words.length;
  const rotating = !paused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setTurns((current) => current + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  const word = words[turns % Math.max(count, 1)] ?? '';
  // The first word is painted as is (no fade on page load, nothing delays the largest paint);
  // every later word fades and rises in.
  const enter = turns > 0 ? 'transition-[opacity,translate] duration-500 ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none' : '';

  return (
    <div className="flex items-start gap-4">
      <h1 className="text-5xl font-semibold leading-[1.05] text-white sm:text-6xl lg:text-7xl">
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">
          <span className="block text-gold-300" data-rotating-word={rotating ? 'running' : 'paused'}>
            {/* Keyed so each new word fades in (CSS @starting-style). */}
            <span key={turns} className={`inline-block ${enter}`}>
              {word}
            </span>
          </span>{' '}
          <span className="block">{staticText}</span>
        </span>
      </h1>
      <button
        type="button"
        aria-label={paused ? playLabel : pauseLabel}
        disabled={!hydrated}
        onClick={() => setPaused((value) => !value)}
        className="mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
      >
        <PlaybackIcon playing={!paused} />
      </button>
    </div>
  );
}
