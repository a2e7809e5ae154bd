/**
 * Playback rules of the landing page's testimonial videos (docs/product.md §2, §8): only the active slide's
 * video plays; every other one is paused and returned to its start; a play() that rejects (autoplay
 * blocked, a pause racing it, a missing file) is ignored silently. Pure DOM calls, unit tested.
 */

/** Starts a video, swallowing a rejected (or, in old engines, thrown) play(). */
export function playQuietly(video: HTMLVideoElement): void {
  try {
    const attempt = video.play() as Promise<void> | undefined;
    if (attempt !== undefined && typeof attempt.catch === 'function') attempt.catch(() => {});
  } catch {
    // Some engines throw synchronously instead of rejecting; ignored the same way.
  }
}

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
export function switchActiveVideo(
  videos: readonly (HTMLVideoElement | null | undefined)[],
  _from: number,
  to: number,
  shouldPlay: boolean,
): void {
  videos.forEach((video, index) => {
    if (video && index !== to) stopAndRewind(video);
  });
  const next = videos[to];
  if (!next) return;
  if (shouldPlay) playQuietly(next);
  else next.pause();
}
