import { platformLogos } from '@/content/media';
import { servicesTeaserCopy } from '@/content/section-copy';
import { MarqueeToggle } from './marquee-toggle';
import { PlatformLogoList } from './platform-logo-list';

/**
 * A strip of platform logos scrolling sideways with CSS only. It pauses while hovered, while its
 * pause button has keyboard focus, and by that button (WCAG 2.2.2); under reduced motion it stands still.
 * The list is rendered twice so the loop is seamless; the copy is hidden from assistive technology.
 */
export function LogoStrip() {
  const listClass = 'flex shrink-0 items-center gap-12 pr-12';
  return (
    <div className="marquee group relative flex items-center gap-3 rounded-2xl bg-white py-6 pl-4 shadow-card" data-marquee>
      <div
        role="region"
        aria-label={servicesTeaserCopy.logoStripLabel}
        className="marquee-viewport flex min-w-0 flex-1 overflow-hidden"
      >
        <div className="marquee-track flex w-max">
          <PlatformLogoList logos={platformLogos} duplicate={false} className={listClass} />
          <PlatformLogoList logos={platformLogos} duplicate className={listClass} />
        </div>
      </div>
      <MarqueeToggle pauseLabel={servicesTeaserCopy.pauseLogos} playLabel={servicesTeaserCopy.playLogos} />
    </div>
  );
}
