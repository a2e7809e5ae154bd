'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { AuthorTestimonial, AuthorTestimonialsCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { nextIndex, previousIndex } from '@/lib/carousel-index';
import { fillTemplate } from '@/lib/fill-template';
import { TESTIMONIAL_AUTOPLAY_MS } from './motion/timings';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useHoverFocus } from './motion/use-hover-focus';
import { CarouselArrowButton } from '@/components/ui/carousel-arrow-button';
import { PlaybackToggleButton } from '@/components/ui/playback-toggle-button';

interface AuthorTestimonialsProps {
  testimonials: readonly AuthorTestimonial[];
  copy: AuthorTestimonialsCopy;
  autoplayMs?: number;
}

/**
 * Rotating author testimonials (docs/product.md §4): one quote at a time, Previous and Next wrap in both
 * directions, autoplay advances every 5 s. Follows the WAI-ARIA carousel pattern: the section is
 * a named region with aria-roledescription 'carousel', each quote a 'slide' group named 'n of 5',
 * the rotation control comes first. Autoplay pauses while the pointer is over the carousel or
 * focus is inside it, stops with the Pause button (WCAG 2.2.2), and does not start under reduced
 * motion (the Play button still starts it on request). The polite live region is written only by
 * Previous / Next, so autoplay never talks over the page.
 *
 * All quotes share one grid cell, so the carousel is as tall as the longest one and does not jump;
 * inactive quotes are invisible, hidden from assistive technology and inert.
 */
export function AuthorTestimonials({ testimonials, copy, autoplayMs = TESTIMONIAL_AUTOPLAY_MS }: AuthorTestimonialsProps) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [userWantsPlaying, setUserWantsPlaying] = useState<boolean | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const { hovered, focused } = useHoverFocus(sectionRef);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const slidesId = useId();
  const headingId = `${copy.id}-heading`;

  // Autoplay only once motion is known to be welcome; the Pause / Play control overrides that.
  const playing = userWantsPlaying ?? reducedMotion === false;
  const running = playing && !hovered && !focused && count > 1;

  // A fresh 5 s for every slide: after a manual move the next automatic one is a full period away.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => nextIndex(current, count)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, autoplayMs]);

  if (count === 0) return null;

  function move(direction: 'next' | 'previous') {
    const target = direction === 'next' ? nextIndex(index, count) : previousIndex(index, count);
    setIndex(target);
    const testimonial = testimonials[target];
    if (testimonial) {
      setAnnouncement(
        fillTemplate(copy.announcement, { position: target + 1, total: count, name: testimonial.name, quote: testimonial.quote }),
      );
    }
  }

  return (
    <Section
      ref={sectionRef}
      id={copy.id}
      labelledBy={headingId}
      aria-roledescription="carousel"
      data-autoplay={running ? 'running' : 'stopped'}
      tone="paper"
    >
      <SectionHeading id={headingId} eyebrow={copy.eyebrow} text={copy.heading} highlight={copy.highlight} description={copy.intro} align="center" />

      <div className="mx-auto mt-12 max-w-3xl">
        <div id={slidesId} className="grid">
          {testimonials.map((testimonial, slide) => {
            const active = slide === index;
            return (
              <div
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(copy.slideLabel, { position: slide + 1, total: count })}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-active={active ? 'true' : undefined}
                className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
                  active ? 'visible opacity-100' : 'invisible opacity-0'
                }`}
              >
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
              </div>
            );
          })}
        </div>

        <div className="mt-8 flex items-center justify-between gap-4">
          <PlaybackToggleButton playing={playing} pauseLabel={copy.pause} playLabel={copy.play} onClick={() => setUserWantsPlaying(!playing)} />
          <div className="flex items-center gap-3">
            <CarouselArrowButton direction="previous" label={copy.previous} controls={slidesId} onClick={() => move('previous')} />
            <CarouselArrowButton direction="next" label={copy.next} controls={slidesId} onClick={() => move('next')} />
          </div>
        </div>

        {/* Written only by Previous / Next: nothing is announced on load or by autoplay. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </Section>
  );
}

