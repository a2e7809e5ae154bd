import type { PlatformsStripCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { PlatformsStrip } from './platforms-strip';

interface PlatformsSectionProps {
  copy: PlatformsStripCopy;
}

/** A short band under the hero: one line of heading and the JS-driven logo strip. */
export function PlatformsSection({ copy }: PlatformsSectionProps) {
  return (
    <Section labelledBy="platforms-heading" tone="none" padded={false} className="bg-paper py-12 sm:py-14">
      <h2 id="platforms-heading" className="text-center font-sans text-lg font-semibold text-navy-900 sm:text-xl">
        {copy.heading}
      </h2>
      <div className="mt-6">
        <PlatformsStrip logos={copy.logos} regionLabel={copy.regionLabel} pauseLabel={copy.pause} playLabel={copy.play} />
      </div>
    </Section>
  );
}
