import { navigation, resetNavigation } from './navigation-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { heroFormAnchor } from '@/content/enquiry';
import { pages } from '@/content/pages';
import { isPopupEntry } from '@/lib/enquiry-popup-history';

function Page() {
  return (
    <EnquiryModalProvider>
      <main>
        <a href="#top">Before</a>
        <GetStartedButton>Get Started</GetStartedButton>
        <p>Body text</p>
        <GetStartedButton>Start your book</GetStartedButton>
      </main>
    </EnquiryModalProvider>
  );
}

describe('Get Started popup', () => {
  beforeEach(() => resetNavigation('/'));

  it('opens from any Get Started button with the title, moves focus in and locks the page behind', async () => {
    const user = userEvent.setup();
    render(<Page />);
    for (const name of ['Get Started', 'Start your book']) {
      const opener = screen.getByRole('button', { name });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Get Your Free Consultation' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByPlaceholderText('Enter Your Name')).toHaveFocus();
      // The page behind is inert and does not scroll.
      expect(opener.closest('[inert]')).not.toBeNull();
      expect(document.documentElement.style.overflow).toBe('hidden');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
      expect(opener.closest('[inert]')).toBeNull();
      expect(document.documentElement.style.overflow).toBe('');
    }
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Start your book' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await user.click(screen.getByTestId('enquiry-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('stays open with the typed values when the send fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 500 })));
    const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('Enter Your Name'), 'Ada');
    await user.type(within(dialog).getByPlaceholderText('Enter Your Email'), 'ada@example.com');
    await user.type(within(dialog).getByPlaceholderText('Tell us about your book project'), 'A novel.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to send form: Error: 500'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByPlaceholderText('Enter Your Name')).toHaveValue('Ada');
  });
});

describe('the popup and the Back button', () => {
  beforeEach(() => resetNavigation('/'));

  it('adds a history entry when it opens; Back closes it and the typed values are still there', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const before = window.history.length;
    const opener = screen.getByRole('button', { name: 'Get Started' });
    await user.click(opener);
    expect(window.history.length).toBe(before + 1);
    expect(isPopupEntry(window.history.state)).toBe(true);
    await user.type(screen.getByPlaceholderText('Enter Your Name'), 'Ada');
    await user.type(screen.getByPlaceholderText('Tell us about your book project'), 'A novel.');

    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isPopupEntry(window.history.state)).toBe(false);
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(screen.getByPlaceholderText('Enter Your Name')).toHaveValue('Ada');
    expect(screen.getByPlaceholderText('Tell us about your book project')).toHaveValue('A novel.');
  });

  it('takes its entry off the history when closed another way, without leaving the page', async () => {
    const user = userEvent.setup();
    render(<Page />);
    for (const close of [
      () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })),
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByTestId('enquiry-backdrop')),
    ]) {
      await user.click(screen.getByRole('button', { name: 'Get Started' }));
      expect(isPopupEntry(window.history.state)).toBe(true);
      await close();
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(isPopupEntry(window.history.state)).toBe(false));
    }
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('hands its entry to the thank-you page after a send, so Back leads to the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 201 })));
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('Enter Your Name'), 'Ada');
    await user.type(within(dialog).getByPlaceholderText('Enter Your Email'), 'ada@example.com');
    await user.type(within(dialog).getByPlaceholderText('Tell us about your book project'), 'A novel.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/thank-you/'));
    expect(navigation.push).not.toHaveBeenCalled();
  });
});

describe('Get Started before and without scripts', () => {
  const serverHtml = () =>
    renderToString(
      <EnquiryModalProvider>
        <GetStartedButton>Get Started</GetStartedButton>
      </EnquiryModalProvider>,
    );

  it('is a plain link to the hero form on pages that have one, else to the contact page', () => {
    for (const path of ['/', '/lp/', '/book-marketing-offer/', '/services/ghostwriting/']) {
      resetNavigation(path);
      const html = serverHtml();
      expect(html, path).toContain(`href="#${heroFormAnchor}"`);
      // No button role or popup until a script can open one.
      expect(html, path).not.toMatch(/role=|aria-haspopup/);
    }
    for (const path of ['/about/', '/services/', '/portfolio/', '/book-publishing-solution/', '/blogs/']) {
      resetNavigation(path);
      expect(serverHtml(), path).toContain(`href="${pages.contact.path}"`);
    }
  });

  it('becomes a button that opens the popup, also with Space, while a modified click still follows the link', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Get Started' });
    expect(opener.tagName).toBe('A');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    const ctrlClick = fireEvent.click(opener, { ctrlKey: true });
    expect(ctrlClick).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.keyDown(opener, { key: ' ' });
    expect(screen.getByRole('dialog', { name: 'Get Your Free Consultation' })).toBeInTheDocument();
  });
});
