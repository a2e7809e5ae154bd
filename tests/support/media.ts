import { vi } from 'vitest';

/**
 * jsdom does not play media: play() and pause() become spies on every media element. `play`
 * decides what play() returns (a resolved promise by default; a rejection or undefined to test
 * blocked autoplay and old engines). setup.ts restores them after each test.
 */
export function stubMedia(play: () => Promise<void> | undefined = () => Promise.resolve()) {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>),
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {}),
  };
}
