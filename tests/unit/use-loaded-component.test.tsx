import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { useLoadedComponent } from '@/lib/use-loaded-component';

const ITEMS = 6;
/** Longer than the 5 ms React's scheduler works before it gives the main thread back. */
const ITEM_MS = 15;

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A slow phone building one slide of a carousel.
  }
}

interface SlowProps {
  /** Told of each item built, so the test sees how far a render has got. */
  onItem: () => void;
}

function Item({ index, onItem }: SlowProps & { index: number }) {
  busy(ITEM_MS);
  onItem();
  return <li>item {index}</li>;
}

function Slow({ onItem }: SlowProps) {
  return (
    <ul aria-label="loaded">
      {Array.from({ length: ITEMS }, (_, index) => (
        <Item key={index} index={index} onItem={onItem} />
      ))}
    </ul>
  );
}

function Host({ load, when, onItem = () => undefined }: { load: () => Promise<typeof Slow>; when: boolean; onItem?: () => void }) {
  const Loaded = useLoadedComponent(load, when);
  // eslint-disable-next-line react-hooks/static-components -- set once, from the loader (useLoadedComponent), as in the site's leaves
  return Loaded ? <Loaded onItem={onItem} /> : <p>static</p>;
}

describe('useLoadedComponent', () => {
  it('shows the static part until `when`, then the loaded component in its place', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(() => <p>live</p>);
    };
    const { rerender } = render(<Host load={load} when={false} />);
    await act(async () => {});
    expect(loads).toBe(0);
    expect(screen.getByText('static')).toBeInTheDocument();
    rerender(<Host load={load} when />);
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(screen.queryByText('static')).toBeNull();
    expect(loads).toBe(1);
  });

  describe('with React scheduling as in a browser (no act)', () => {
    let root: Root;
    let container: HTMLElement;
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

    beforeEach(() => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
    });
    afterEach(() => {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });

    it('renders the arrived component in slices, giving the main thread back in between, and swaps it in whole', async () => {
      // What other tasks saw while the arrived component was being built: the static part still on
      // the page, and how many of its items had been rendered by then.
      const seen: number[] = [];
      let rendered = 0;
      let watching = true;
      const watch = () => {
        if (!watching) return;
        if (container.textContent === 'static') seen.push(rendered);
        setTimeout(watch, 0);
      };
      root.render(
        <Host
          load={() => Promise.resolve(Slow)}
          when
          onItem={() => {
            rendered += 1;
          }}
        />,
      );
      watch();
      // What the page showed the first time the list was there.
      const arrived = await new Promise<{ items: number; text: string }>((resolve) => {
        const poll = () => {
          if (container.querySelector('ul')) resolve({ items: container.querySelectorAll('li').length, text: container.textContent ?? '' });
          else setTimeout(poll, 5);
        };
        poll();
      });
      watching = false;

      // A render in one task (a long task, on a phone) would show the other tasks none of its
      // items before the whole list: here they ran while it was part built.
      expect(seen.some((count) => count > 0 && count < ITEMS)).toBe(true);
      // It appeared complete, in place of the static part: never part of the list, never both.
      expect(arrived.items).toBe(ITEMS);
      expect(arrived.text).not.toContain('static');
    });
  });
});
