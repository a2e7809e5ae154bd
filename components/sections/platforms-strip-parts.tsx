// The platforms strip's drawing, shared by its static form (the server HTML, platforms-section.tsx)
// and the live strip (platforms-strip.tsx), so the swap moves nothing. No hooks and no directive:
// server and client code import it alike.
import type { Ref } from 'react';
import type { PlatformLogo } from '@/content/media';
import { PlaybackIcon } from '@/components/ui/playback-icon';
import { PlatformLogoList } from './platform-logo-list';

/** The strip's box (its root, static or live). */
export const stripRootClass = 'flex items-center gap-3 rounded-2xl bg-white py-6 pl-4 shadow-card motion-reduce:pr-4';

const listClass = (duplicate: boolean) =>
  `flex shrink-0 items-center gap-12 pr-12 ${
    duplicate
      ? 'motion-reduce:hidden'
      : 'motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-6 motion-reduce:gap-y-6 motion-reduce:pr-0'
  }`;

interface StripContentsProps {
  logos: readonly PlatformLogo[];
  regionLabel: string;
  /** Stopped by its button. */
  userPaused: boolean;
  pauseLabel: string;
  playLabel: string;
  /** The static form's button: disabled, since a tap would do nothing before the live strip arrives. */
  disabled?: boolean;
  onToggle?: () => void;
  trackRef?: Ref<HTMLDivElement>;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The logos twice side by side in a named region (the copy hidden from assistive technology), then
 * the pause button. Under reduced motion the copy and the button are hidden by CSS and the single
 * list wraps onto several lines, so every logo stays visible.
 */
export function StripContents({ logos, regionLabel, userPaused, pauseLabel, playLabel, disabled = false, onToggle, trackRef, listRef }: StripContentsProps) {
  return (
    <>
      <div role="region" aria-label={regionLabel} className="flex min-w-0 flex-1 overflow-hidden">
        <div ref={trackRef} className="flex w-max will-change-transform motion-reduce:w-full" data-strip-track>
          <PlatformLogoList logos={logos} duplicate={false} className={listClass(false)} ref={listRef} />
          <PlatformLogoList logos={logos} duplicate className={listClass(true)} />
        </div>
      </div>
      <button
        type="button"
        aria-label={userPaused ? playLabel : pauseLabel}
        disabled={disabled}
        onClick={onToggle}
        className="mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-100 text-navy-900 hover:bg-navy-50 motion-reduce:hidden"
      >
        <PlaybackIcon playing={!userPaused} />
      </button>
    </>
  );
}
