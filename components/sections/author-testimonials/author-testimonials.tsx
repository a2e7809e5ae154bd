import { useId } from 'react';
import type { AuthorTestimonial, AuthorTestimonialsCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { fillTemplate } from '@/lib/fill-template';
import { TESTIMONIAL_AUTOPLAY_MS } from '../motion/timings';
import { TestimonialQuote } from './testimonial-quote';
import { RotatorAnnouncement, RotatorControls, RotatorSlides, rotatorRegionClass, type RotatorLabels, type RotatorSlide } from './rotator-parts';
import { TestimonialRotatorShell } from './testimonial-rotator-shell';

interface AuthorTestimonialsProps {
  testimonials: readonly AuthorTestimonial[];
  copy: AuthorTestimonialsCopy;
  autoplayMs?: number;
}

/**
 * Rotating author testimonials (docs/product.md §4). A server component: the heading and every
 * quote are rendered here, into the HTML; the client leaf TestimonialRotator only decides which
 * quote shows and runs the controls, and its code arrives when the carousel nears the viewport
 * (testimonial-rotator-shell.tsx): until then the first quote shows with the controls disabled.
 * Each slide's name and the sentence Previous / Next announce are filled in here too, so the leaf
 * receives finished strings.
 */
export function AuthorTestimonials({ testimonials, copy, autoplayMs = TESTIMONIAL_AUTOPLAY_MS }: AuthorTestimonialsProps) {
  const total = testimonials.length;
  if (total === 0) return null;
  const headingId = `${copy.id}-heading`;
  const labels = { pause: copy.pause, play: copy.play, previous: copy.previous, next: copy.next };
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
      <TestimonialRotatorShell className={rotatorRegionClass} labelledBy={headingId} slides={slides} autoplayMs={autoplayMs} labels={labels}>
        <StaticRotator slides={slides} labels={labels} />
      </TestimonialRotatorShell>
    </Section>
  );
}

/** The rotator before its code arrives: the first quote, the controls disabled (a tap would do nothing yet). */
function StaticRotator({ slides, labels }: { slides: readonly RotatorSlide[]; labels: RotatorLabels }) {
  const slidesId = useId();
  return (
    <>
      <RotatorSlides slides={slides} index={0} slidesId={slidesId} />
      <RotatorControls playing={false} labels={labels} slidesId={slidesId} disabled />
      <RotatorAnnouncement text="" />
    </>
  );
}
