import { loadLandingPages } from './campaigns';
import { sampleNotice as portfolioSample } from './portfolio';
import { sampleNotice as videoSample } from './videos';

export interface SampleNotice {
  id: string;
  description: string;
  replaceIn: string;
}

/** The samples a campaign file declares (its `samples:` list, docs/landing-pages.md). */
export function campaignSamples(): SampleNotice[] {
  return loadLandingPages().flatMap((entry) =>
    (entry.samples ?? []).map((sample, index) => ({
      id: `${entry.id}-sample-${index + 1}`,
      description: sample.description,
      replaceIn: `${entry.source} (${sample.replace})`,
    })),
  );
}

/**
 * Sample content still in place. US rules forbid invented reviews and client stories, so every
 * testimonial, author name, campaign story and portfolio title stays marked until the company
 * supplies the real one; the production build prints this list as a warning (next.config.ts).
 * Remove an entry (or a campaign file's `samples:` item) when its real content replaces it.
 */
export const sampleContent: readonly SampleNotice[] = [portfolioSample, videoSample, ...campaignSamples()];

export function formatSampleWarning(notices: readonly SampleNotice[] = sampleContent): string | null {
  if (notices.length === 0) return null;
  const lines = notices.map((notice) => `  - ${notice.description} (replace in ${notice.replaceIn})`);
  return [`⚠ Sample content is still in place (${notices.length}); replace it before launch:`, ...lines].join('\n');
}
