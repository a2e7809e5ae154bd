import { navigation, resetNavigation } from './navigation-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import { WithHeroForm } from '@/components/campaigns/block-list';
import { heroFormAnchor } from '@/content/enquiry';
import { pages } from '@/content/pages';
import { isPopupEntry } from '@/lib/enquiry-popup-history';
import { afterFrames } from '../support/frames';

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

/** The page once the popup is mounted, invisible, as a page has it from its first idle moment after hydration. */
async function renderPage(page = <Page />) {
  const view = render(page);
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  return view;
}

describe('Get Started popup', () => {
  beforeEach(() => resetNavigation('/'));

  it('opens from any Get Started button with the title, moves focus in and locks the page behind', async () => {
    const user = userEvent.setup();
    render(<Page />);
    for (const name of ['Get Started', 'Start your book']) {
      const opener = screen.getByRole('button', { name });
      await user.click(opener);
      // The first time, once the popup's code has arrived (a page mounts it while idle: see 'mounted ahead').
      const dialog = await screen.findByRole('dialog', { name: 'Get Your Free Consultation' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      // Focus moves in just after the popup's first frame.
      await waitFor(() => expect(within(dialog).getByPlaceholderText('Enter Your Name')).toHaveFocus());
      // The page behind is inert (from the popup's second frame) and does not scroll.
      await waitFor(() => expect(opener.closest('[inert]')).not.toBeNull());
      expect(document.documentElement.style.overflow).toBe('hidden');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
      expect(opener.closest('[inert]')).toBeNull();
      expect(document.documentElement.style.overflow).toBe('');
    }
  });

  it('is mounted ahead, while the browser is idle: invisible and out of reach until a Get Started shows that same element', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const mounted = document.querySelector('[role="dialog"]');
    // Closed: hidden from assistive technology, and no field of it takes the focus.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mounted?.closest('[style*="visibility: hidden"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    // Opening it is synchronous now: no code to fetch, nothing to mount.
    expect(screen.getByRole('dialog', { name: 'Get Your Free Consultation' })).toBe(mounted);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByPlaceholderText('Enter Your Name')).toHaveFocus());
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    await renderPage();
    const opener = screen.getByRole('button', { name: 'Start your book' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await user.click(screen.getByTestId('enquiry-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes what is typed at once after opening by keyboard, before focus would have moved in', async () => {
    const user = userEvent.setup();
    await renderPage();
    screen.getByRole('button', { name: 'Get Started' }).focus();
    // One keystroke after another, with no frame in between.
    await user.keyboard('{Enter}Ada');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByPlaceholderText('Enter Your Name')).toHaveValue('Ada');
    expect(within(dialog).getByPlaceholderText('Enter Your Name')).toHaveFocus();
  });

  it('leaves the focus on a field the visitor reached before it would have moved in', async () => {
    await renderPage();
    act(() => screen.getByRole('button', { name: 'Get Started' }).click());
    const email = within(screen.getByRole('dialog')).getByPlaceholderText('Enter Your Email');
    act(() => email.focus());
    // Two frames and the timers after them: past the moment focus would have moved in.
    await afterFrames(2);
    expect(email).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('Enter Your Name')).toHaveFocus());
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderPage();
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
    await renderPage();
    const before = window.history.length;
    const opener = screen.getByRole('button', { name: 'Get Started' });
    await user.click(opener);
    // Added once the popup has painted.
    await waitFor(() => expect(window.history.length).toBe(before + 1));
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
    await renderPage();
    for (const close of [
      () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })),
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByTestId('enquiry-backdrop')),
    ]) {
      await user.click(screen.getByRole('button', { name: 'Get Started' }));
      await waitFor(() => expect(isPopupEntry(window.history.state)).toBe(true));
      await close();
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(isPopupEntry(window.history.state)).toBe(false));
    }
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('adds no entry when it is closed before its first frame', async () => {
    await renderPage();
    const before = window.history.length;
    const opener = screen.getByRole('button', { name: 'Get Started' });
    // Open and close within one task (synchronous act), so no frame comes in between.
    act(() => opener.click());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Two frames and the timers after them: when the entry would have been added.
    await afterFrames(2);
    expect(window.history.length).toBe(before);
    expect(isPopupEntry(window.history.state)).toBe(false);
  });

  it('hands its entry to the thank-you page after a send, so Back leads to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    const user = userEvent.setup();
    await renderPage();
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
  const serverHtml = (blocks: { type: string }[]) =>
    renderToString(
      <EnquiryModalProvider>
        <WithHeroForm blocks={blocks}>
          <GetStartedButton>Get Started</GetStartedButton>
        </WithHeroForm>
      </EnquiryModalProvider>,
    );

  it('is a plain link to the hero form (or the on-page form) on pages that have one, else to the contact page', () => {
    // The home, service and landing pages with a hero block, and /book-publishing-solution/ with its
    // on-page form: an ad's visitor stays on the page, at its own form (issue 33).
    for (const blocks of [
      [{ type: 'hero' }, { type: 'faq' }],
      [{ type: 'rotating-headline-hero' }, { type: 'enquiry' }],
    ]) {
      const html = serverHtml(blocks);
      expect(html).toContain(`href="#${heroFormAnchor}"`);
      // No button role or popup until a script can open one.
      expect(html).not.toMatch(/role=|aria-haspopup/);
    }
    expect(serverHtml([{ type: 'page-intro' }, { type: 'faq' }])).toContain(`href="${pages.contact.path}"`);
    expect(serverHtml([])).toContain(`href="${pages.contact.path}"`);
  });

  it('becomes a button that opens the popup, also with Space, while a modified click still follows the link', async () => {
    await renderPage();
    const opener = screen.getByRole('button', { name: 'Get Started' });
    expect(opener.tagName).toBe('A');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    const ctrlClick = fireEvent.click(opener, { ctrlKey: true });
    expect(ctrlClick).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.keyDown(opener, { key: ' ' });
    expect(await screen.findByRole('dialog', { name: 'Get Your Free Consultation' })).toBeInTheDocument();
  });
});

describe('the package a Get Started chose', () => {
  beforeEach(() => resetNavigation('/book-publishing-solution/'));

  function PackagesPage() {
    return (
      <EnquiryModalProvider>
        <main>
          <GetStartedButton chosenPackage="rise">Get Started with the Rise package</GetStartedButton>
          <GetStartedButton>Get Started</GetStartedButton>
          <EnquiryForm idPrefix="page" packageChoice />
        </main>
      </EnquiryModalProvider>
    );
  }

  it('shows "You chose: Rise" in the popup and sends it; a generic Get Started names none', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"x"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<PackagesPage />);
    // The page's own form follows the choice too, should the visitor use it instead.
    const pageChoice = screen.getByRole('combobox', { name: 'Package' });
    expect(pageChoice).toHaveValue('');
    expect(
      within(pageChoice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not sure yet', 'Ignite', 'Rise', 'Legacy']);

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(within(screen.getByRole('dialog')).queryByText(/You chose/)).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Get Started with the Rise package' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('You chose: Rise')).toBeVisible();
    // The popup names its package; it has no second choice to contradict it.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(pageChoice).toHaveValue('rise'));
    await user.type(within(dialog).getByPlaceholderText('Enter Your Name'), 'Ada');
    await user.type(within(dialog).getByPlaceholderText('Enter Your Email'), 'ada@example.com');
    await user.type(within(dialog).getByPlaceholderText('Tell us about your book project'), 'A memoir.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Ada', package: 'rise' });
  });

  it('the on-page form sends the package picked in it, and none for "Not sure yet"', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"x"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="page" packageChoice />);
    // Before any script, the browser posts the choice with the form.
    expect(renderToString(<EnquiryForm idPrefix="page" packageChoice />)).toMatch(/<select[^>]*name="package"/);
    await user.type(screen.getByPlaceholderText('Enter Your Name'), 'Ada');
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'ada@example.com');
    await user.type(screen.getByPlaceholderText('Tell us about your book project'), 'A memoir.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'Legacy');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ package: 'legacy' });
  });
});
