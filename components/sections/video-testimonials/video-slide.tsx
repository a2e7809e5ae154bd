import { useEffect, useRef } from 'react';
import type { VideoTestimonial } from '@/content/videos';
import { playQuietly } from '@/lib/play-quietly';
import { MutedVideo } from '@/components/ui/muted-video';
import { SlideCard, mediaClassName } from './video-slide-card';

// A slide of the loaded carousel (video-carousel.tsx): the video in the card the placeholder's
// poster had (video-slide-card.tsx).

export interface VideoSlideProps {
  video: VideoTestimonial;
  label: string;
  fallback: string;
  shouldPlay: boolean;
  className: string;
}

export function VideoSlide({ video, label, fallback, shouldPlay, className }: VideoSlideProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (shouldPlay) playQuietly(element);
    else element.pause();
  }, [shouldPlay]);

  // The description is defined in the data but not displayed (docs/product.md §3).
  return (
    <SlideCard label={label} title={video.title} className={className}>
      <MutedVideo
        ref={ref}
        className={mediaClassName}
        src={video.videoUrl}
        poster={video.poster}
        width={video.width}
        height={video.height}
        preload="metadata"
        autoPlay={shouldPlay}
        fallback={fallback}
      />
    </SlideCard>
  );
}
