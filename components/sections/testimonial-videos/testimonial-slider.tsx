'use client';

// Part of the chunk of testimonial-videos.tsx, loaded with import() when the carousel nears the
// viewport, so react-slick and its CSS are only downloaded by this page. The dots are styled here
// (slick-theme.css is never imported).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SlickSlider } from '@/components/ui/slick-slider';
import { fillTemplate } from '@/lib/fill-template';
import { playQuietly } from '@/lib/play-quietly';
import { testimonialSliderSettings } from './slider-settings';
import { dotButtonClass, dotClass, dotsRowClass, TestimonialSlide, type TestimonialSliderProps } from './testimonial-slide';
import { switchActiveVideo } from './video-playback';

const appendDots = (dots: ReactNode) => <ul>{dots}</ul>;

/**
 * The testimonial videos in react-slick (settings in slider-settings.ts). The index of the active
 * slide is updated in `beforeChange` (docs/product.md §4); at that moment every other video is paused and
 * rewound and the incoming one plays (unless paused by the visitor or reduced motion). Slides other
 * than the active one are `inert`, so none of their controls can take focus.
 */
export default function TestimonialSlider({ videos, copy, playing, onScreen, onTogglePlaying }: TestimonialSliderProps) {
  /** Playing as chosen, and only while the carousel can be seen (nothing plays or downloads off screen). */
  const shouldPlay = playing && onScreen;
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const playingRef = useRef(shouldPlay);
  const videoRefs = useRef<(HTMLVideoElement | null)[]>([]);
  const toggleRefs = useRef<(HTMLButtonElement | null)[]>([]);
  /** Set when focus was inside the outgoing slide, which is about to become inert. */
  const moveFocus = useRef(false);
  const total = videos.length;

  // Play or pause the active video when the choice or the visibility changes, and on mount.
  useEffect(() => {
    playingRef.current = shouldPlay;
    const video = videoRefs.current[activeRef.current];
    if (!video) return;
    if (shouldPlay) playQuietly(video);
    else video.pause();
  }, [shouldPlay]);

  // Keyboard users who changed slides with the arrow keys keep their place: the new slide's control.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    toggleRefs.current[active]?.focus();
  }, [active]);

  const beforeChange = useCallback((from: number, to: number) => {
    const focused = document.activeElement;
    moveFocus.current = focused instanceof Node && (toggleRefs.current[from]?.contains(focused) ?? false);
    activeRef.current = to;
    setActive(to);
    switchActiveVideo(videoRefs.current, from, to, playingRef.current);
  }, []);

  const customPaging = (index: number) => (
    <button
      type="button"
      className={dotButtonClass}
      aria-label={fillTemplate(copy.dotLabel, { position: index + 1, total })}
      aria-current={index === active ? 'true' : undefined}
    >
      <span className={dotClass} aria-hidden="true" />
    </button>
  );

  return (
    <SlickSlider {...testimonialSliderSettings} beforeChange={beforeChange} customPaging={customPaging} appendDots={appendDots} dotsClass={dotsRowClass}>
      {videos.map((video, index) => (
        // slick wraps each child and makes it an inline-block at full width; align-top removes the
        // baseline gap under it, exactly as in the static first slide.
        <div key={video.videoSrc} className="align-top" inert={index !== active}>
          <TestimonialSlide
            video={video}
            position={index + 1}
            total={total}
            copy={copy}
            isActive={index === active && onScreen}
            playing={playing}
            onTogglePlaying={onTogglePlaying}
            videoRef={(element) => {
              videoRefs.current[index] = element;
            }}
            toggleRef={(element) => {
              toggleRefs.current[index] = element;
            }}
          />
        </div>
      ))}
    </SlickSlider>
  );
}
