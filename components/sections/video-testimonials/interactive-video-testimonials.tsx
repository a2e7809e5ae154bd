'use client';

import type { ReactNode } from 'react';
import type { VideoTestimonial } from '@/content/videos';
import { VideoTestimonialsMotion } from './section-motion';
import { VideoCarousel } from './video-carousel';
import type { VideoCarouselCopy } from './video-slide-card';

export interface InteractiveVideoTestimonialsProps {
  children: ReactNode;
  videos: readonly VideoTestimonial[];
  copy: VideoCarouselCopy;
  carouselClassName?: string;
}

/** Nothing to carry over from the placeholder: its controls wait, disabled, and nothing plays before this. */
export function readStart(): null {
  return null;
}

/** The section's motion (reveal) and the carousel: everything that needs framer-motion, in one chunk. */
export default function InteractiveVideoTestimonials({ children, videos, copy, carouselClassName }: InteractiveVideoTestimonialsProps) {
  return (
    <VideoTestimonialsMotion>
      {children}
      <VideoCarousel className={carouselClassName} videos={videos} copy={copy} />
    </VideoTestimonialsMotion>
  );
}
