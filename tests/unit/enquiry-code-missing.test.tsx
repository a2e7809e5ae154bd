import { resetNavigation } from './navigation-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPopupEntry } from '@/lib/enquiry-popup-history';

// The popup's and the send code's chunks cannot be fetched (a dropped connection, or a deploy replaced them).
vi.mock('@/components/enquiry/enquiry-modal', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('@/components/enquiry/submit-enquiry', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('when the enquiry code does not arrive', () => {
  it('Get Started follows its link to the page’s form instead, and leaves no popup entry in the history', async () => {
    resetNavigation('/');
    const { EnquiryModalProvider } = await import('@/components/enquiry/enquiry-modal-provider');
    const { GetStartedButton } = await import('@/components/enquiry/get-started-button');
    const { HeroFormScope } = await import('@/components/enquiry/hero-form-scope');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    const user = userEvent.setup();
    render(
      <EnquiryModalProvider>
        <HeroFormScope>
          <GetStartedButton>Get Started</GetStartedButton>
        </HeroFormScope>
      </EnquiryModalProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/#free-consultation$/)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(isPopupEntry(window.history.state)).toBe(false));
  });
});

describe('a form whose send code does not arrive', () => {
  it('is posted by the browser itself, as without scripts, with what was typed', async () => {
    resetNavigation('/');
    const { EnquiryForm } = await import('@/components/enquiry/enquiry-form');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const posted: FormData[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(new FormData(this));
    });
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="t" />);
    await user.type(screen.getByPlaceholderText('Enter Your Name'), 'Ada');
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'ada@example.com');
    await user.type(screen.getByPlaceholderText('Tell us about your book project'), 'A memoir.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(posted[0]?.get('name')).toBe('Ada');
    expect(posted[0]?.get('message')).toBe('A memoir.');
    submit.mockRestore();
  });
});
