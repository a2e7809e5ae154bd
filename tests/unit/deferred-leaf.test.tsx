import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import type { LiveLeafModule } from '@/lib/use-live-leaf';

/** A live leaf that shows where it started: how many boxes the visitor had ticked in the static markup. */
function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const counterModule: LiveLeafModule<{ label: string }, number> = {
  default: Counter,
  readStart: (root) => root.querySelectorAll('input:checked').length,
};

function Shell({ when, load }: { when: boolean; load: () => Promise<LiveLeafModule<{ label: string }, number>> }) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <div ref={root} data-testid="box">
      <DeferredLeaf root={root} load={load} when={when} props={{ label: 'Live' }}>
        <input type="checkbox" aria-label="one" />
        <input type="checkbox" aria-label="two" />
      </DeferredLeaf>
    </div>
  );
}

describe('DeferredLeaf', () => {
  it('shows the static markup and requests nothing until `when`, then swaps the live leaf into the same box, starting from what the visitor did', async () => {
    const load = vi.fn(() => Promise.resolve(counterModule));
    const readStart = vi.spyOn(counterModule, 'readStart');
    const { rerender } = render(<Shell when={false} load={load} />);
    const box = screen.getByTestId('box');
    fireEvent.click(screen.getByRole('checkbox', { name: 'two' }));
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();

    rerender(<Shell when load={load} />);
    const live = await screen.findByRole('button', { name: 'Live 1' });
    expect(load).toHaveBeenCalledTimes(1);
    // Read while the static markup was still there, once.
    expect(readStart).toHaveBeenCalledTimes(1);
    expect(readStart.mock.calls[0]?.[0]).toBe(box);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('box')).toBe(box);
    fireEvent.click(live);
    expect(screen.getByRole('button', { name: 'Live 2' })).toBe(live);
    rerender(<Shell when load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the static markup, which works without scripts, when the live leaf cannot be loaded', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Shell when load={load} />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
