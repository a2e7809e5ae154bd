import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/sections/faq-accordion';

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
});
