import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { StaticMarkup } from '@/components/ui/static-markup';
import { serverHtml } from '../support/server-html';

function Page({ onPress }: { onPress: () => void }) {
  return (
    <section>
      <button type="button" onClick={onPress}>
        Hydrated
      </button>
      <StaticMarkup className="box">
        <details>
          <summary>More</summary>
          <p>Static text</p>
        </details>
      </StaticMarkup>
    </section>
  );
}

describe('StaticMarkup', () => {
  // The hydrated hosts are not Testing Library's: a test that fails midway must not leave its own behind.
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is in the server HTML with its children', () => {
    const html = serverHtml(<Page onPress={() => {}} />);
    expect(html).toContain('<div class="box"><details><summary>More</summary><p>Static text</p></details></div>');
  });

  it('keeps the server elements when the page hydrates, reports no mismatch, and the rest of the page hydrates', async () => {
    const host = document.createElement('div');
    host.innerHTML = serverHtml(<Page onPress={() => {}} />);
    document.body.append(host);
    const details = host.querySelector('details');
    // React in development (as here) reports on the console any difference it finds between the
    // server's elements and its own render.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onPress = vi.fn();
    await act(async () => {
      hydrateRoot(host, <Page onPress={onPress} />);
    });
    // The same element, not a copy React made, still in place after the render that follows hydration.
    expect(host.querySelector('details')).toBe(details);
    expect(host.querySelector('p')?.textContent).toBe('Static text');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // The rest of the page is hydrated as usual.
    fireEvent.click(screen.getByRole('button', { name: 'Hydrated' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('leaves the server elements to the browser: React attaches nothing to them', async () => {
    function Adopted({ onToggle }: { onToggle: () => void }) {
      return (
        <StaticMarkup>
          <details onToggle={onToggle}>
            <summary>More</summary>
          </details>
        </StaticMarkup>
      );
    }
    const host = document.createElement('div');
    host.innerHTML = serverHtml(<Adopted onToggle={() => {}} />);
    document.body.append(host);
    const onToggle = vi.fn();
    await act(async () => {
      hydrateRoot(host, <Adopted onToggle={onToggle} />);
    });
    const details = host.querySelector('details');
    if (!details) throw new Error('no details');
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    // This is why the children must carry no handlers (see the component).
    expect(onToggle).not.toHaveBeenCalled();
    expect(details.open).toBe(true);
  });

  it('renders its children when mounted without server HTML (a client-side navigation)', () => {
    render(<Page onPress={() => {}} />);
    expect(screen.getByText('Static text')).toBeInTheDocument();
    expect(screen.getByText('More').closest('.box')).not.toBeNull();
  });
});
