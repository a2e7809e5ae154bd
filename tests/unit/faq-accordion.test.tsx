import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { FaqAccordionShell } from '@/components/sections/faq-accordion-shell';

const items = [
  { question: 'What is included?', answer: 'Everything.' },
  { question: 'How much does it cost?', answer: 'A free quote.' },
  { question: 'How long does it take?', answer: 'Two to three months.' },
];

function expanded() {
  return screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
}

describe('FaqAccordion', () => {
  it('opens the first item at first and links each question to its answer', () => {
    render(<FaqAccordion items={items} />);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    const first = screen.getByRole('button', { name: 'What is included?' });
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(panel).toHaveAttribute('aria-labelledby', first.id);
    expect(first.closest('h3')).not.toBeNull();
  });

  it('keeps one item open at a time, and clicking the open item closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'How long does it take?' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    await user.click(screen.getByRole('button', { name: 'How long does it take?' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('works from the keyboard and keeps closed answers out of the tab order', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How much does it cost?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['false', 'true', 'false']);
    const closedPanel = document.getElementById(screen.getByRole('button', { name: 'What is included?' }).getAttribute('aria-controls') ?? '');
    expect(closedPanel?.querySelector('[inert]')).not.toBeNull();
  });

  it('caps the open panel height and uses the given animation time', () => {
    render(<FaqAccordion items={items} maxPanelHeight="500px" animationSeconds={0.3} />);
    const panel = document.getElementById(screen.getByRole('button', { name: 'What is included?' }).getAttribute('aria-controls') ?? '');
    expect(panel).toHaveStyle({ transitionDuration: '0.3s' });
    expect(panel?.querySelector('.overflow-y-auto')).toHaveStyle({ maxHeight: '500px' });
  });

  it('names each question by its words alone, without the plus icon', () => {
    render(<FaqAccordion items={items} />);
    for (const button of screen.getAllByRole('button')) {
      expect(items.map((item) => item.question)).toContain(button.textContent);
    }
  });

  it('works from the HTML alone: <details> in one named group, the first open, each question a heading', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<FaqAccordionShell items={items} headingLevel={3} />);
    const details = Array.from(host.querySelectorAll('details'));
    expect(details).toHaveLength(3);
    // One name: the browser keeps one answer open at a time with no script.
    expect(new Set(details.map((element) => element.getAttribute('name'))).size).toBe(1);
    expect(details[0]?.getAttribute('name')).not.toBe('');
    expect(details.map((element) => element.open)).toEqual([true, false, false]);
    expect(details.map((element) => element.querySelector('summary h3')?.textContent)).toEqual(items.map((item) => item.question));
    expect(details[1]?.textContent).toContain('A free quote.');
  });

  it('keeps an answer the visitor opened before the scripts ran', async () => {
    const element = <FaqAccordionShell items={items} initiallyOpen={null} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const early = host.querySelectorAll('details')[2];
    if (!early) throw new Error('no third item');
    early.open = true;
    await act(async () => {
      hydrateRoot(host, element);
    });
    // The accordion's code arrives after hydration and replaces the <details>.
    await screen.findByRole('button', { name: items[2]?.question });
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(host.querySelector('details')).toBeNull();
    host.remove();
  });

  it('keeps the keyboard focus on the question the visitor was on when the scripts arrive', async () => {
    const element = <FaqAccordionShell items={items} initiallyOpen={null} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const summary = host.querySelectorAll('summary')[1];
    if (!summary) throw new Error('no second question');
    // jsdom does not make a summary focusable by itself, as browsers do.
    summary.setAttribute('tabindex', '0');
    summary.focus();
    await act(async () => {
      hydrateRoot(host, element);
    });
    expect(await screen.findByRole('button', { name: items[1]?.question })).toHaveFocus();
    host.remove();
  });

  it('shows the <details> until the page has hydrated, and the accordion in the same box after', async () => {
    const element = <FaqAccordionShell className="mt-10" items={items} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const box = host.firstElementChild;
    expect(box).toHaveClass('mt-10');
    expect(box?.querySelector('[data-faq="static"]')).not.toBeNull();
    await act(async () => {
      hydrateRoot(host, element);
    });
    await screen.findByRole('button', { name: items[0]?.question });
    // The box stays; only what is inside it changed.
    expect(host.firstElementChild).toBe(box);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    host.remove();
  });
});
