// No 'use client' and no hooks: the static first slide is a server component (the server HTML,
// testimonial-videos-section.tsx), and the slider (testimonial-slider.tsx) renders every slide with
// the same TestimonialSlide, passing its refs and handlers in.
import type { Ref } from 'react';
import type { TestimonialCarouselCopy } from '@/content/campaigns/blocks';
import type { LandingTestimonialVideo } from '@/content/videos';
import { fillTemplate } from '@/lib/fill-template';
import { MutedVideo } from '@/components/ui/muted-video';
import { PlaybackIcon } from '@/components/ui/playback-icon';

/** Strings the video carousel needs; plain strings, so a server component can hand them over. */
export type TestimonialVideosCopy = TestimonialCarouselCopy;

/** What both the static first slide and the slider render from. */
export interface TestimonialSliderProps {
  videos: readonly LandingTestimonialVideo[];
  copy: TestimonialVideosCopy;
  /** Whether the videos are meant to play (decided by testimonial-videos.tsx; the control shows Pause). */
  playing: boolean;
  /** Whether the carousel is on screen: a video only actually plays while it is. */
  onScreen: boolean;
  onTogglePlaying: () => void;
}

/** The dots row: slick's `dotsClass` and the static placeholder's class, so both take the same room. */
export const dotsRowClass = 'slick-dots mt-6 flex h-11 items-center justify-center gap-1';
/** A 44 x 44 px target around each dot (WCAG 2.5.8). */
export const dotButtonClass = 'inline-flex size-11 items-center justify-center rounded-full';
const dotBase = 'block h-3 rounded-full border-2 transition-[width,background-color] duration-300';
/** Outlined circle; a filled pill inside slick's active `<li>`. */
export const dotClass = `${dotBase} w-3 border-navy-600 in-[.slick-active]:w-7 in-[.slick-active]:border-navy-800 in-[.slick-active]:bg-navy-800`;
export const activeDotClass = `${dotBase} w-7 border-navy-800 bg-navy-800`;

interface TestimonialSlideProps {
  video: LandingTestimonialVideo;
  /** 1-based position and the number of slides, for the slide's name ('2 of 4'). */
  position: number;
  total: number;
  copy: TestimonialVideosCopy;
  /** The current slide while the carousel is in view: its video may load its metadata; the others wait (preload none). */
  isActive: boolean;
  /** Whether the videos are meant to play (the control shows Pause) or not (it shows Play). */
  playing: boolean;
  onTogglePlaying?: () => void;
  /** Disabled until the page's scripts run (a tap before would do nothing). */
  controlDisabled?: boolean;
  videoRef?: Ref<HTMLVideoElement>;
  toggleRef?: Ref<HTMLButtonElement>;
}

/**
 * One testimonial: the heading with its highlighted words, the description and the video (muted,
 * inline, looping; the poster until it plays) with a Play/Pause control on it. The same markup is
 * the static first slide of the server HTML and a slide of the loaded slider.
 */
export function TestimonialSlide({
  video,
  position,
  total,
  copy,
  isActive,
  playing,
  onTogglePlaying,
  controlDisabled = false,
  videoRef,
  toggleRef,
}: TestimonialSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={fillTemplate(copy.slideLabel, { position, total })}
      className="grid items-center gap-8 px-1 py-1 lg:grid-cols-[1fr_1.25fr] lg:gap-12"
    >
      <div>
        <h3 className="text-2xl font-semibold sm:text-3xl">
          {video.heading} <span className="text-gold-700">{video.highlightedText}</span>
        </h3>
        <p className="mt-4 text-lg leading-relaxed text-muted">{video.description}</p>
      </div>
      <div className="relative overflow-hidden rounded-2xl bg-navy-900 ring-1 ring-navy-100">
        <MutedVideo
          ref={videoRef}
          className="block aspect-video h-auto w-full object-cover"
          src={video.videoSrc}
          poster={video.poster}
          width={video.width}
          height={video.height}
          preload={isActive ? 'metadata' : 'none'}
          fallback={copy.fallback}
        />
        <button
          ref={toggleRef}
          type="button"
          disabled={controlDisabled}
          onClick={onTogglePlaying}
          className="absolute bottom-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-navy-950/85 text-white transition-colors hover:bg-navy-800"
        >
          <PlaybackIcon playing={playing} className="size-5" />
          <span className="sr-only">{playing ? copy.pause : copy.play}</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The carousel before react-slick runs: slide 1 inside the same wrappers slick puts around it
 * (.slick-list clips, .slick-track > .slick-slide > a row <div> > our child as a full-width
 * inline-block) and a placeholder dots row of the same height, so nothing moves when the slider
 * replaces it. Its video stays on the poster and loads nothing (preload none), and its control
 * waits, disabled, for the slider: loading and playback start with it, once the carousel is in view.
 */
export function StaticTestimonialSlide({ videos, copy }: Pick<TestimonialSliderProps, 'videos' | 'copy'>) {
  const first = videos[0];
  if (!first) return null;
  return (
    <div className="relative" data-slider-state="static">
      <div className="overflow-hidden">
        <div>
          <div>
            <div className="align-top" style={{ width: '100%', display: 'inline-block' }}>
              <TestimonialSlide video={first} position={1} total={videos.length} copy={copy} isActive={false} playing={false} controlDisabled />
            </div>
          </div>
        </div>
      </div>
      {/* Decorative until the slider replaces it with real buttons. */}
      <ul className={dotsRowClass} aria-hidden="true">
        {videos.map((video, index) => (
          <li key={video.videoSrc}>
            <span className={dotButtonClass}>
              <span className={index === 0 ? activeDotClass : dotClass} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
