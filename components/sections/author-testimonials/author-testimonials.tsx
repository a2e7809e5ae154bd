import type { AuthorTestimonial, AuthorTestimonialsCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { fillTemplate } from '@/lib/fill-template';
import { TESTIMONIAL_AUTOPLAY_MS } from '../motion/timings';
import { TestimonialQuote } from './testimonial-quote';
import { TestimonialRotator } from './testimonial-rotator';

interface AuthorTestimonialsProps {
  testimonials: readonly AuthorTestimonial[];
  copy: AuthorTestimonialsCopy;
  autoplayMs?: number;
}

/**
 * Rotating author testimonials (docs/product.md §4). A server component: the heading and every
 * quote are rendered here, into the HTML; the client leaf TestimonialRotator only decides which
 * quote shows and runs the controls. Each slide's name and the sentence Previous / Next announce
 * are filled in here too, so the leaf receives finished strings.
 */
export function AuthorTestimonials({ testimonials, copy, autoplayMs = TESTIMONIAL_AUTOPLAY_MS }: AuthorTestimonialsProps) {
  const total = testimonials.length;
  if (total === 0) return null;
  const headingId = `${copy.id}-heading`;
  const slides = testimonials.map((testimonial, slide) => ({
    key: testimonial.name,
    label: fillTemplate(copy.slideLabel, { position: slide + 1, total }),
    announcement: fillTemplate(copy.announcement, { position: slide + 1, total, name: testimonial.name, quote: testimonial.quote }),
    content: <TestimonialQuote testimonial={testimonial} />,
  }));

  return (
    // The carousel region is the rotator, named by this heading; the section itself stays unnamed
    // so the page has one landmark for the testimonials, not two.
    <Section id={copy.id} tone="paper">
      <SectionHeading id={headingId} eyebrow={copy.eyebrow} text={copy.heading} highlight={copy.highlight} description={copy.intro} align="center" />
      <TestimonialRotator
        labelledBy={headingId}
        slides={slides}
        autoplayMs={autoplayMs}
        labels={{ pause: copy.pause, play: copy.play, previous: copy.previous, next: copy.next }}
      />
    </Section>
  );
}
