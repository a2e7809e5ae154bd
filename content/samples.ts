import { sampleNotice as portfolioSample } from './portfolio';
import { sampleNotice as videoSample } from './videos';
import { sampleNotice as publishingTestimonialsSample } from './campaigns/book-publishing-solution';
import { sampleNotice as marketingCampaignsSample } from './campaigns/book-marketing-offer';

export interface SampleNotice {
  id: string;
  description: string;
  replaceIn: string;
}

/**
 * Sample content still in place. US rules forbid invented reviews and client stories, so every
 * testimonial, author name, campaign story and portfolio title stays marked until the company
 * supplies the real one; the production build prints this list as a warning (next.config.ts).
 * Remove an entry when its real content replaces it.
 */
export const sampleContent: readonly SampleNotice[] = [portfolioSample, videoSample, publishingTestimonialsSample, marketingCampaignsSample];

export function formatSampleWarning(notices: readonly SampleNotice[] = sampleContent): string | null {
  if (notices.length === 0) return null;
  const lines = notices.map((notice) => `  - ${notice.description} (replace in ${notice.replaceIn})`);
  return [`⚠ Sample content is still in place (${notices.length}); replace it before launch:`, ...lines].join('\n');
}
