import { useEffect, useRef, useState } from 'react';
import type { VideoTestimonial } from '@/content/videos';
import { afterNextPaint } from '@/lib/after-next-paint';
import { playQuietly } from '@/lib/play-quietly';
import { MutedVideo } from '@/components/ui/muted-video';
import { SlideCard, VideoPoster, mediaClassName } from './video-slide-card';

// A slide of the loaded carousel (video-carousel.tsx): the video in the card the placeholder's
// poster had (video-slide-card.tsx).

export interface VideoSlideProps {
  video: VideoTestimonial;
  label: string;
  fallback: string;
  shouldPlay: boolean;
  className: string;
  /**
   * Mounted by a tap on Previous or Next: the card shows the poster in the tap's frame and becomes
   * the video just after it. Setting up a <video> (its media player, the metadata request, playback)
   * is main-thread work the frame that answers the tap need not wait for on a slow phone.
   */
  deferVideo?: boolean;
  /** Its row is fading out (a second tap came quickly): a card still on its poster stays so. */
  leaving?: boolean;
}

export function VideoSlide({ video, label, fallback, shouldPlay, className, deferVideo = false, leaving = false }: VideoSlideProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [showVideo, setShowVideo] = useState(!deferVideo);

  useEffect(() => {
    if (showVideo || leaving) return undefined;
    return afterNextPaint(() => setShowVideo(true));
  }, [showVideo, leaving]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (shouldPlay) playQuietly(element);
    else element.pause();
  }, [shouldPlay, showVideo]);

  // The description is defined in the data but not displayed (docs/product.md §3).
  return (
    <SlideCard label={label} title={video.title} className={className}>
      {showVideo ? (
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
      ) : (
        <VideoPoster video={video} loading="eager" />
      )}
    </SlideCard>
  );
}
