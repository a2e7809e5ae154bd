import type { PlatformLogo } from '@/content/media';
import { MarqueeToggle } from './marquee-toggle';
import { PlatformLogoList } from './platform-logo-list';

interface LogoStripProps {
  logos: readonly PlatformLogo[];
  /** Accessible name of the scrolling region. */
  label: string;
  /** The pause/play control's accessible names. */
  pauseLabel: string;
  playLabel: string;
}

/**
 * A strip of platform logos scrolling sideways with CSS only. It pauses while hovered, while its
 * pause button has keyboard focus, and by that button (WCAG 2.2.2); under reduced motion it stands still.
 * The list is rendered twice so the loop is seamless; the copy is hidden from assistive technology.
 */
export function LogoStrip({ logos, label, pauseLabel, playLabel }: LogoStripProps) {
  const listClass = 'flex shrink-0 items-center gap-12 pr-12';
  return (
    <div className="marquee group relative flex items-center gap-3 rounded-2xl bg-white py-6 pl-4 shadow-card" data-marquee>
      <div role="region" aria-label={label} className="marquee-viewport flex min-w-0 flex-1 overflow-hidden">
        <div className="marquee-track flex w-max">
          <PlatformLogoList logos={logos} duplicate={false} className={listClass} />
          <PlatformLogoList logos={logos} duplicate className={listClass} />
        </div>
      </div>
      <MarqueeToggle pauseLabel={pauseLabel} playLabel={playLabel} />
    </div>
  );
}
