import type { CoverMarqueeCopy } from '@/content/campaigns/blocks';
import { HeadedSection } from '@/components/ui/headed-section';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { MarqueeToggle } from '@/components/sections/marquee-toggle';

interface CoverMarqueeProps {
  copy: CoverMarqueeCopy;
}

/**
 * Portfolio covers drifting sideways, animated by CSS only: it reuses the site's `.marquee` rules
 * in styles/globals.css (the same as the home logo strip), which pause the track on hover, on
 * focus inside it and through its button (WCAG 2.2.2), and stop it under reduced motion. Under
 * reduced motion the copy and the button are hidden too and smaller covers wrap onto several rows.
 * The list is rendered twice for a seamless loop; the copy is hidden from assistive technology.
 */
export function CoverMarquee({ copy }: CoverMarqueeProps) {
  const list = (isCopy: boolean) => (
    <ul
      aria-hidden={isCopy ? true : undefined}
      className={`flex shrink-0 items-center gap-6 pr-6 ${
        isCopy
          ? 'motion-reduce:hidden'
          : 'motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-4 motion-reduce:pr-0 motion-reduce:sm:gap-6'
      }`}
    >
      {copy.covers.map((cover) => (
        <li key={cover.src} className="w-32 shrink-0 sm:w-40 motion-reduce:w-24 motion-reduce:sm:w-32">
          <ResponsiveImage image={cover} alt={isCopy ? '' : cover.alt} sizes="160px" className="aspect-[2/3] h-auto w-full rounded-lg object-cover shadow-card" />
        </li>
      ))}
    </ul>
  );

  return (
    <HeadedSection id={copy.id} copy={copy}>
      <div className="marquee mt-12 flex items-center gap-3" data-marquee>
        <div role="region" aria-label={copy.regionLabel} className="marquee-viewport flex min-w-0 flex-1 overflow-hidden py-2">
          <div className="marquee-track flex w-max motion-reduce:w-full">
            {list(false)}
            {list(true)}
          </div>
        </div>
        <div className="motion-reduce:hidden">
          <MarqueeToggle pauseLabel={copy.pause} playLabel={copy.play} />
        </div>
      </div>
    </HeadedSection>
  );
}
