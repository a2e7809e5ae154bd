import { navigation, resetNavigation } from './navigation-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import { ENQUIRY_ENDPOINT, ENQUIRY_LIMITS } from '@/lib/enquiry/limits';
import { site } from '@/content/site';
import { consumePendingConversion } from '@/lib/analytics';
import { EnquiryRoute } from '@/components/campaigns/landing-page-view';
import { lpPage } from '../support/campaign-content';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('Enter Your Name'), 'Ada Author');
  await user.type(screen.getByPlaceholderText('Enter Your Email'), 'ada@example.com');
  await user.type(screen.getByPlaceholderText('Enter Your Phone Number'), '+1 (212) 555-0100');
  await user.type(screen.getByPlaceholderText('Tell us about your book project'), 'A memoir of my years at sea.');
}

describe('EnquiryForm', () => {
  beforeEach(() => {
    resetNavigation('/');
  });

  it('is a real form: posted to the receiver by the browser itself when no script runs', async () => {
    resetNavigation('/lp');
    const html = renderToString(<EnquiryForm idPrefix="t" />);
    expect(html).toContain('method="post"');
    expect(html).toContain(`action="${site.apiHost}${ENQUIRY_ENDPOINT}"`);
    // The server HTML carries the page's canonical URL…
    expect(html).toContain(`<input type="hidden" name="page_url" value="${site.url}/lp/"/>`);
    // …and the running page the address actually in use, once a visitor starts typing (its send code arrives then).
    const { container } = render(<EnquiryForm idPrefix="t" />);
    await userEvent.setup().type(screen.getByPlaceholderText('Enter Your Name'), 'A');
    await waitFor(() => expect(container.querySelector('input[name="page_url"]')).toHaveValue(window.location.href));
    for (const name of ['name', 'email', 'phone', 'message', 'company_website']) expect(container.querySelector(`[name="${name}"]`), name).not.toBeNull();
  });

  it('has the fields, types, required flags, placeholders and rows of the enquiry form', () => {
    render(<EnquiryForm idPrefix="t" />);
    const name = screen.getByPlaceholderText('Enter Your Name');
    const email = screen.getByPlaceholderText('Enter Your Email');
    const phone = screen.getByPlaceholderText('Enter Your Phone Number');
    const message = screen.getByPlaceholderText('Tell us about your book project');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxLength', String(ENQUIRY_LIMITS.name));
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).not.toBeRequired();
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('maxLength', String(ENQUIRY_LIMITS.message));
    // Every visible field has a label.
    expect(screen.getByLabelText('Name')).toBe(name);
    expect(screen.getByLabelText('Email')).toBe(email);
  });

  it('posts JSON with page_url and navigates to /thank-you/ when the answer is ok', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="t" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/thank-you/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/send-form');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Author',
      email: 'ada@example.com',
      phone: '+1 (212) 555-0100',
      message: 'A memoir of my years at sea.',
      page_url: window.location.href,
    });
    expect(window.sessionStorage.getItem('enquiry:conversion-pending')).not.toBeNull();
  });

  it('sends the attribution the browser kept beside the unchanged fields', async () => {
    const kept = {
      first: { utm_source: 'google', utm_campaign: 'memoir', gclid: 'abc', landing_path: '/lp/', at: new Date().toISOString() },
      last: { referrer_host: 'news.example', landing_path: '/blog/', at: new Date().toISOString() },
    };
    localStorage.setItem('hq:attribution', JSON.stringify(kept));
    const fetchMock = vi.fn(async () => new Response('{"id":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    try {
      render(<EnquiryForm idPrefix="t" />);
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/thank-you/'));
    } finally {
      localStorage.clear();
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Author',
      email: 'ada@example.com',
      phone: '+1 (212) 555-0100',
      message: 'A memoir of my years at sea.',
      page_url: window.location.href,
      attribution: kept,
    });
  });

  it('sends and shows page_url as origin, path and UTM fields only: no click id, no other parameter', async () => {
    window.history.replaceState(null, '', '/lp/?utm_source=google&gclid=abc&email=jane%40doe.com&utm_campaign=memoir#faq');
    const fetchMock = vi.fn(async () => new Response('{"id":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const expected = `${window.location.origin}/lp/?utm_source=google&utm_campaign=memoir`;
    try {
      const { container } = render(<EnquiryForm idPrefix="t" />);
      // What the browser would post itself (should the script's own send not run), once the visitor typed.
      await user.type(screen.getByPlaceholderText('Enter Your Name'), 'A');
      await waitFor(() => expect(container.querySelector('input[name="page_url"]')).toHaveValue(expected));
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    } finally {
      window.history.replaceState(null, '', '/');
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(String(init.body)) as { page_url: string }).page_url).toBe(expected);
  });

  it('still sends, without attribution, when the browser blocks storage (private mode)', async () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const fetchMock = vi.fn(async () => new Response('{"id":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    try {
      render(<EnquiryForm idPrefix="t" />);
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/thank-you/'));
    } finally {
      blocked.mockRestore();
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('attribution');
  });

  it('uses the page’s thank-you variant, as its campaign file names it: /lp lands on /thankyou/', async () => {
    resetNavigation('/lp/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    const user = userEvent.setup();
    render(
      <>
        <EnquiryForm idPrefix="t" />
        <EnquiryRoute entry={lpPage} />
      </>,
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/thankyou/'));
  });

  it('alerts exactly "Failed to send form: Error: 500" and keeps every value when the answer is not ok', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x"}', { status: 500 })),
    );
    const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="t" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to send form: Error: 500'));
    expect(navigation.push).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('Enter Your Name')).toHaveValue('Ada Author');
    expect(screen.getByPlaceholderText('Enter Your Email')).toHaveValue('ada@example.com');
    expect(screen.getByPlaceholderText('Enter Your Phone Number')).toHaveValue('+1 (212) 555-0100');
    expect(screen.getByPlaceholderText('Tell us about your book project')).toHaveValue('A memoir of my years at sea.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(window.sessionStorage.getItem('enquiry:conversion-pending')).toBeNull();
  });

  it('shows the same alert with the failure’s message on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="t" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to send form: Failed to fetch'));
    expect(screen.getByPlaceholderText('Enter Your Name')).toHaveValue('Ada Author');
  });

  it('disables the submit and says so while sending, and never sends twice', async () => {
    const pending = deferred<Response>();
    const fetchMock = vi.fn(() => pending.promise);
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="t" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    // A second submit (Enter in a field) while sending is ignored.
    await user.type(screen.getByPlaceholderText('Enter Your Name'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    pending.resolve(new Response(null, { status: 201 }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledTimes(1));
  });

  it('relies on native validation: an empty required field blocks the send', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<EnquiryForm idPrefix="t" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('Enter Your Name')).toBeInvalid();
  });

  it('after a send, shows that the enquiry was sent with the option to send another', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    const user = userEvent.setup();
    const first = render(<EnquiryForm idPrefix="t" />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/thank-you/'));
    first.unmount();

    // Back to the page: the form mounts again and says the enquiry went through.
    render(<EnquiryForm idPrefix="t" />);
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Your enquiry was sent');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(within(note).getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.getByPlaceholderText('Enter Your Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // The server HTML is always the form: the note needs this tab's storage.
    expect(renderToString(<EnquiryForm idPrefix="s" />)).toContain('method="post"');
  });

  it('counts a conversion once per distinct enquiry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    const user = userEvent.setup();
    const sendOnce = async (extra = '') => {
      const view = render(<EnquiryForm idPrefix="t" />);
      const another = screen.queryByRole('button', { name: 'Send another enquiry' });
      if (another) await user.click(another);
      await fillForm(user);
      if (extra) await user.type(screen.getByPlaceholderText('Tell us about your book project'), extra);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(navigation.push).toHaveBeenCalled());
      navigation.push.mockReset();
      view.unmount();
      return consumePendingConversion();
    };
    expect(await sendOnce()).toBe(true);
    // The same enquiry again, after Back: posted, but not a second conversion.
    expect(await sendOnce()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    // A different enquiry is a new conversion.
    expect(await sendOnce(' Two volumes.')).toBe(true);
  });
});
