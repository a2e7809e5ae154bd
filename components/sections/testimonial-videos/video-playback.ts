/**
 * Playback rules of the landing page's testimonial videos (docs/product.md §2, §8): only the active slide's
 * video plays; every other one is paused and returned to its start; a play() that rejects (autoplay
 * blocked, a pause racing it, a missing file) is ignored silently (playQuietly). Pure DOM calls,
 * unit tested.
 */
import { playQuietly } from '@/lib/play-quietly';

/** Pauses a video and sends it back to the start, so it begins from 0 when its slide returns. */
export function stopAndRewind(video: HTMLVideoElement): void {
  video.pause();
  if (video.currentTime !== 0) {
    try {
      video.currentTime = 0;
    } catch {
      // A media element without a source can refuse the seek; it is at its start anyway.
    }
  }
}

/**
 * Called before each slide change with the outgoing and incoming indices (slick's beforeChange).
 * Every video but the incoming one, the outgoing one included, is stopped and rewound; the
 * incoming one plays when `shouldPlay` (the visitor has not paused the videos and does not prefer
 * reduced motion), otherwise it stays paused on its poster.
 */
export function switchActiveVideo(videos: readonly (HTMLVideoElement | null | undefined)[], _from: number, to: number, shouldPlay: boolean): void {
  videos.forEach((video, index) => {
    if (video && index !== to) stopAndRewind(video);
  });
  const next = videos[to];
  if (!next) return;
  if (shouldPlay) playQuietly(next);
  else next.pause();
}
