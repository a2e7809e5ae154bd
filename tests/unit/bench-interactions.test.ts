// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { interactionMedian, interactionTable, unmetInteractions, type InteractionResult } from '@/scripts/bench/interactions';

const result = (runs: (number | null)[], failures: string[] = []): InteractionResult => ({
  label: 'Get Started (home)',
  path: '/',
  runs,
  phases: runs.map(() => null),
  failures,
});

describe('the interaction pass of npm run bench', () => {
  it('counts a run below the 16 ms reporting threshold as 16 ms, an upper bound, in the median', () => {
    expect(interactionMedian(result([null, 40, null]))).toBe(16);
    expect(interactionMedian(result([null, 120, 130]))).toBe(120);
  });

  it('names every interaction whose median is over 100 ms, and none at or under it', () => {
    expect(unmetInteractions([result([90, 100, 140])])).toEqual([]);
    expect(unmetInteractions([result([104, 112, 96])])).toEqual(['Get Started (home) on `/`: 104 ms (target ≤ 100 ms)']);
  });

  it('reports an interaction that could not be measured as unmet, with the reason', () => {
    expect(unmetInteractions([result([], ['run 1: the control was not hydrated within 60 s'])])).toEqual([
      'Get Started (home) on `/`: not measured (run 1: the control was not hydrated within 60 s)',
    ]);
  });

  it('marks a missed target in the table and shows every run', () => {
    const table = interactionTable([result([104, 112, null])]);
    expect(table).toContain('| Get Started (home) | `/` | 104 ✗ | 104, 112, < 16 |');
    expect(interactionTable([result([60, 70, 80])])).toContain('| 70 | 60, 70, 80 |');
  });

  it("shows the floor's tap first, held to no target, and each interaction's difference from it", () => {
    const floor: InteractionResult = { ...result([150, 88, 72]), label: 'Floor: a button showing a paragraph', path: '/tap/', floor: true };
    const table = interactionTable([floor, result([104, 112, 136]), result([60, 70, 80])]);
    const lines = table.split('\n').filter((line) => line.startsWith('| '));
    expect(lines[0]).toBe('| Interaction | Page | Median (ms) | vs floor (ms) | Runs (ms) |');
    expect(lines[2]).toBe('| Floor: a button showing a paragraph | `/tap/` (floor) | 88 |  | 150, 88, 72 |');
    expect(lines[3]).toBe('| Get Started (home) | `/` | 112 ✗ | +24 | 104, 112, 136 |');
    expect(lines[4]).toBe('| Get Started (home) | `/` | 70 | −18 | 60, 70, 80 |');
    expect(unmetInteractions([floor, result([60, 70, 80])])).toEqual([]);
  });

  it('reports a floor tap that could not be measured, though the floor is held to no target', () => {
    const floor: InteractionResult = {
      ...result([], ['run 1: http://127.0.0.1:1/tap/ answered 404']),
      label: 'Floor: a button showing a paragraph',
      path: '/tap/',
      floor: true,
    };
    expect(unmetInteractions([floor])).toEqual(['Floor: a button showing a paragraph on `/tap/`: not measured (run 1: http://127.0.0.1:1/tap/ answered 404)']);
    expect(unmetInteractions([{ ...floor, runs: [150, 160, 170], failures: [] }])).toEqual([]);
  });

  it('leaves the floor column out when the floor was not measured', () => {
    expect(interactionTable([result([60, 70, 80])])).not.toContain('vs floor');
  });
});
