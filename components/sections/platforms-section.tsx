import type { PlatformsStripCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { StripContents, stripRootClass } from './platforms-strip-parts';
import { PlatformsStripShell } from './platforms-strip-shell';

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
        <PlatformsStripShell className={stripRootClass} logos={copy.logos} regionLabel={copy.regionLabel} pauseLabel={copy.pause} playLabel={copy.play}>
          {/* At rest, the button disabled, until the strip's code arrives. */}
          <StripContents logos={copy.logos} regionLabel={copy.regionLabel} userPaused={false} pauseLabel={copy.pause} playLabel={copy.play} disabled />
        </PlatformsStripShell>
      </div>
    </Section>
  );
}
