'use client';

// Loaded with import() by rotating-headline-shell.tsx once the page has hydrated.
import { useEffect, useState } from 'react';
import { HEADLINE_ROTATION_MS } from './motion/timings';
import { HeadlineContents, headlineRootClass } from './rotating-headline-parts';

export interface RotatingHeadlineProps {
  words: readonly string[];
  /** The part of the h1 that never changes, e.g. 'Your Book'. */
  staticText: string;
  /** The heading as screen readers and search engines read it, e.g. 'Publish, Market and Launch Your Book'. */
  label: string;
  pauseLabel: string;
  playLabel: string;
  intervalMs?: number;
}

/** Nothing to carry over from the static form: it shows the first word, its button disabled. */
export function readStart(): null {
  return null;
}

/**
 * The page's h1: one word that changes every 5 s (docs/product.md §4), then the static text. Moving
 * text is not announced (rotating-headline-parts.tsx). The rotation continues under reduced motion,
 * without the fade (the `motion-reduce` classes and the global reduced-motion rule); the button
 * beside it stops and restarts it (WCAG 2.2.2). It replaces the static form of the server HTML
 * (the first word, the button disabled), drawn alike.
 */
export function RotatingHeadline({ words, staticText, label, pauseLabel, playLabel, intervalMs = HEADLINE_ROTATION_MS }: RotatingHeadlineProps) {
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

  return (
    <div className={headlineRootClass}>
      <HeadlineContents
        word={words[turns % Math.max(count, 1)] ?? ''}
        turns={turns}
        rotating={rotating}
        staticText={staticText}
        label={label}
        paused={paused}
        pauseLabel={pauseLabel}
        playLabel={playLabel}
        onToggle={() => setPaused((value) => !value)}
      />
    </div>
  );
}

export default RotatingHeadline;
