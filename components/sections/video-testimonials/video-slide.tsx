import { useEffect, useRef, useState } from 'react';
import type { VideoTestimonial } from '@/content/videos';
import { afterNextPaint } from '@/lib/after-next-paint';
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
  /**
   * Mounted by a tap on Previous or Next: in the tap's frame the card holds an empty box of the
   * video's size, and becomes the video (with its poster) just after it. Its row is transparent in
   * that frame (the first moment of its slide in, or of its fade under reduced motion), so the box
   * is not seen; it shows for one frame only where rows do not move (a browser without the Web
   * Animations API) or for a card a wider screen adds to a row already in place. What it saves is
   * main-thread work the frame that answers the tap need not wait for on a slow phone: a <video>'s
   * media player, metadata request and playback, or an image's request.
   */
  deferVideo?: boolean;
  /** Its row is fading out (a second tap came quickly): a card still on its empty box stays so. */
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
        <div className={mediaClassName} />
      )}
    </SlideCard>
  );
}
