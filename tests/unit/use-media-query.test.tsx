import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { stubMatchMedia } from '../support/match-media';
import { MD_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';

function Probe({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((count) => count + 1)}>
      {`${String(matches)} ${renders}`}
    </button>
  );
}

describe('useMediaQuery', () => {
  it('asks matchMedia once per query, however often its readers render, and follows its changes', () => {
    const media = stubMatchMedia({ reducedMotion: false });
    render(
      <>
        <Probe query={REDUCED_MOTION_QUERY} />
        <Probe query={REDUCED_MOTION_QUERY} />
      </>,
    );
    const [first] = screen.getAllByRole('button');
    for (let press = 0; press < 5; press += 1) act(() => first?.click());
    expect(first).toHaveTextContent('false 5');
    const asked = (window.matchMedia as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter(([query]) => query === REDUCED_MOTION_QUERY);
    expect(asked).toHaveLength(1);

    act(() => media.setReducedMotion(true));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['true 5', 'true 0']);
  });

  it('answers from a matchMedia put in place later (a new stub) rather than from the old one', () => {
    stubMatchMedia({ width: 390 });
    const { unmount } = render(<Probe query={MD_QUERY} />);
    expect(screen.getByRole('button')).toHaveTextContent('false 0');
    unmount();
    stubMatchMedia({ width: 1280 });
    render(<Probe query={MD_QUERY} />);
    expect(screen.getByRole('button')).toHaveTextContent('true 0');
  });
});
