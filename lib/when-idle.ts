/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback; a browser
 * without it, Safari, gets a timer); returns a function that cancels it. Browser-only.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
