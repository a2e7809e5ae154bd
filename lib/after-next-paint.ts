/**
 * Runs `task` once the browser has produced its next frame: a frame callback runs just before that
 * frame is drawn, and a timer set there fires after it. Work that need not be in the frame a tap
 * is waiting for (its own style and layout included) goes here, so that frame comes sooner.
 * Returns a function that cancels it. Browser-only.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
