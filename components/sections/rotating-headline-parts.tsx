// The rotating headline's drawing, shared by its static form (the server HTML,
// rotating-headline-hero.tsx) and the live headline (rotating-headline.tsx), so the swap moves
// nothing. No hooks and no directive: server and client code import it alike.
import { PlaybackIcon } from '@/components/ui/playback-icon';

/** The headline's box: the h1 and its pause button side by side. */
export const headlineRootClass = 'flex items-start gap-4';

interface HeadlineContentsProps {
  /** The word on show, and how many times it has changed (0: the first, painted without a fade). */
  word: string;
  turns: number;
  /** Whether the words are rotating (not paused, and more than one). */
  rotating: boolean;
  staticText: string;
  label: string;
  paused: boolean;
  pauseLabel: string;
  playLabel: string;
  /** The static form's button: disabled, since a tap would do nothing before the live headline arrives. */
  disabled?: boolean;
  onToggle?: () => void;
}

/**
 * The page's h1, whose accessible text is the stable `label` (visually hidden) while the rotating
 * word is hidden from assistive technology, so nothing is read out every 5 s; and the button that
 * stops and restarts the rotation (WCAG 2.2.2).
 */
export function HeadlineContents({ word, turns, rotating, staticText, label, paused, pauseLabel, playLabel, disabled = false, onToggle }: HeadlineContentsProps) {
  // The first word is painted as is (no fade on page load, nothing delays the largest paint);
  // every later word fades and rises in.
  const enter = turns > 0 ? 'transition-[opacity,translate] duration-500 ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none' : '';
  return (
    <>
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
        disabled={disabled}
        onClick={onToggle}
        className="mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
      >
        <PlaybackIcon playing={!paused} />
      </button>
    </>
  );
}
