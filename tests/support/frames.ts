import { act } from '@testing-library/react';

/**
 * Lets `frames` animation frames pass, each with the timers set in it, inside React's act(): past
 * the moment work deferred with lib/after-next-paint.ts has run.
 */
export async function afterFrames(frames = 1): Promise<void> {
  for (let frame = 0; frame < frames; frame += 1) await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
