import type { AuthorTestimonial, AuthorTestimonialsCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { fillTemplate } from '@/lib/fill-template';
import { TESTIMONIAL_AUTOPLAY_MS } from '../motion/timings';
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

function TestimonialQuote({ testimonial }: { testimonial: AuthorTestimonial }) {
  return (
    <figure className="flex h-full flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-card sm:px-12">
      <svg viewBox="0 0 32 24" className="h-6 w-8 text-gold-500" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
      </svg>
      <blockquote className="mt-6 flex-1 font-serif text-xl leading-relaxed text-navy-900 sm:text-2xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <ResponsiveImage image={testimonial.src} alt="" sizes="56px" className="size-14 rounded-full object-cover" />
        <span className="text-left">
          <span className="block font-semibold text-navy-900">{testimonial.name}</span>
          {testimonial.designation ? <span className="block text-sm text-muted">{testimonial.designation}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
