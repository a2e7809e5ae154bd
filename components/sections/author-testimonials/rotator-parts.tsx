// The drawing of the author testimonials' rotator, shared by its static form (the server HTML,
// author-testimonials.tsx) and the live rotator (testimonial-rotator.tsx), so the swap moves
// nothing. No hooks and no directive: server and client code import it alike.
import type { ReactNode } from 'react';
import { CarouselArrowButton } from '@/components/ui/carousel-arrow-button';
import { PlaybackToggleButton } from '@/components/ui/playback-toggle-button';

export interface RotatorSlide {
  key: string;
  /** The slide's accessible name, e.g. '2 of 5'. */
  label: string;
  /** What the polite live region says when Previous or Next brings this slide. */
  announcement: string;
  /** The slide's content, rendered on the server. */
  content: ReactNode;
}

export interface RotatorLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
}

/** The carousel region's box (the rotator's root, static or live). */
export const rotatorRegionClass = 'mx-auto mt-12 max-w-3xl';

/**
 * The slides in one grid cell, so the carousel is as tall as the longest and does not jump;
 * inactive slides are invisible, hidden from assistive technology and inert.
 * data-rotator-track: without scripts the quotes are a row to swipe (styles/globals.css, `scripting: none`).
 */
export function RotatorSlides({ slides, index, slidesId }: { slides: readonly RotatorSlide[]; index: number; slidesId: string }) {
  return (
    <div id={slidesId} data-rotator-track="" className="grid">
      {slides.map((slide, position) => {
        const active = position === index;
        return (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={slide.label}
            aria-hidden={active ? undefined : true}
            inert={!active}
            data-active={active ? 'true' : undefined}
            className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
              active ? 'visible opacity-100' : 'invisible opacity-0'
            }`}
          >
            {slide.content}
          </div>
        );
      })}
    </div>
  );
}

interface RotatorControlsProps {
  playing: boolean;
  labels: RotatorLabels;
  slidesId: string;
  /** The static form's controls: disabled, since a tap would do nothing before the rotator arrives. */
  disabled?: boolean;
  onToggle?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

/** The rotation control first (WAI-ARIA carousel pattern), then Previous and Next. Not shown without scripts (data-rotator-controls). */
export function RotatorControls({ playing, labels, slidesId, disabled = false, onToggle, onPrevious, onNext }: RotatorControlsProps) {
  return (
    <div data-rotator-controls="" className="mt-8 flex items-center justify-between gap-4">
      <PlaybackToggleButton playing={playing} pauseLabel={labels.pause} playLabel={labels.play} onClick={onToggle} disabled={disabled} />
      <div className="flex items-center gap-3">
        <CarouselArrowButton direction="previous" label={labels.previous} controls={slidesId} onClick={onPrevious} disabled={disabled} />
        <CarouselArrowButton direction="next" label={labels.next} controls={slidesId} onClick={onNext} disabled={disabled} />
      </div>
    </div>
  );
}

/** The polite live region, written only by Previous / Next: nothing is announced on load or by autoplay. */
export function RotatorAnnouncement({ text }: { text: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
