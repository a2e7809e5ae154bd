import type { AuthorTestimonial } from '@/content/campaigns/blocks';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** One author's quote with their avatar, name and designation: a slide of AuthorTestimonials. */
export function TestimonialQuote({ testimonial }: { testimonial: AuthorTestimonial }) {
  return (
    <figure className="flex h-full flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-card sm:px-12">
      <svg viewBox="0 0 32 24" className="h-6 w-8 text-gold-500" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z" />
      </svg>
      <blockquote className="mt-6 flex-1 font-serif text-xl leading-relaxed text-navy-900 sm:text-2xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <ResponsiveImage image={testimonial.portrait} alt="" sizes="56px" className="size-14 rounded-full object-cover" />
        <span className="text-left">
          <span className="block font-semibold text-navy-900">{testimonial.name}</span>
          {testimonial.designation ? <span className="block text-sm text-muted">{testimonial.designation}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
