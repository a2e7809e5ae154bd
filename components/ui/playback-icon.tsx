/**
 * The icon of every pause/play control: pause bars while the thing it controls is playing, a play
 * triangle while it is paused. Decorative: the button around it carries the accessible name.
 */
export function PlaybackIcon({ playing, className = 'size-4' }: { playing: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />}
    </svg>
  );
}
