// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectPaintStall } from '../../scripts/bench/lighthouse';

describe('detectPaintStall (npm run bench)', () => {
  it('flags a first paint a second after the load with the main thread idle in between', () => {
    const tasks = [
      { startTime: 20, duration: 60 },
      { startTime: 300, duration: 30 },
      { startTime: 1250, duration: 40 },
    ];
    expect(detectPaintStall(1258, 300, tasks)).toEqual({ gapMs: 958, mainThreadBusyMs: 38 });
  });

  it('does not flag a paint that follows the load closely', () => {
    expect(detectPaintStall(700, 300, [])).toBeUndefined();
    expect(detectPaintStall(234, 308, [])).toBeUndefined();
  });

  it('does not flag a late paint the page itself delayed with main-thread work', () => {
    const busy = [{ startTime: 350, duration: 700 }];
    expect(detectPaintStall(1300, 300, busy)).toBeUndefined();
  });

  it('counts only the part of a task inside the gap, and needs both timings', () => {
    expect(detectPaintStall(1300, 300, [{ startTime: 100, duration: 300 }])).toEqual({ gapMs: 1000, mainThreadBusyMs: 100 });
    expect(detectPaintStall(null, 300, [])).toBeUndefined();
    expect(detectPaintStall(1300, null, [])).toBeUndefined();
  });
});
