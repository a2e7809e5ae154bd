/**
 * Starts a video, ignoring a play() that rejects (autoplay blocked, a pause racing it, a missing
 * file: docs/product.md §8) or, in old engines, throws, or returns no promise at all.
 */
export function playQuietly(video: HTMLVideoElement): void {
  try {
    const attempt = video.play() as Promise<void> | undefined;
    if (attempt !== undefined && typeof attempt.catch === 'function') attempt.catch(() => {});
  } catch {
    // Some engines throw synchronously instead of rejecting; ignored the same way.
  }
}
