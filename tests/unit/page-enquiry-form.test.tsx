import { resetNavigation } from './navigation-mock';
import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { PageEnquiryForm } from '@/components/enquiry/page-enquiry-form';
import { site } from '@/content/site';

function field<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

describe("a page's enquiry form (PageEnquiryForm)", () => {
  it('is the server’s own form, which posts with no script, with the page’s canonical address', () => {
    resetNavigation('/services/ghostwriting/');
    const html = renderToString(
      <EnquiryModalProvider>
        <PageEnquiryForm idPrefix="hero" />
      </EnquiryModalProvider>,
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${site.apiHost}/api/send-form"`);
    expect(html).toContain(`<input type="hidden" name="page_url" value="${site.url}/services/ghostwriting/"/>`);
  });

  it('is replaced by the live form after hydration, which carries on with what was typed, the package picked, and the focus and caret', async () => {
    resetNavigation('/book-publishing-solution/');
    const page = (
      <EnquiryModalProvider>
        <PageEnquiryForm idPrefix="page" packageChoice />
      </EnquiryModalProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    document.body.append(host);
    try {
      // A visitor on a slow phone starts before the scripts run.
      const serverForm = field<HTMLFormElement>(host, 'form');
      field<HTMLInputElement>(serverForm, '[name="name"]').value = 'Ada';
      field<HTMLSelectElement>(serverForm, 'select').value = 'rise';
      const message = field<HTMLTextAreaElement>(serverForm, 'textarea');
      message.value = 'A memoir of the sea';
      message.focus();
      message.setSelectionRange(2, 8);

      await act(async () => {
        hydrateRoot(host, page);
      });
      await waitFor(() => expect(host.querySelector('form')).not.toBe(serverForm));

      const live = field<HTMLFormElement>(host, 'form');
      expect(serverForm.isConnected).toBe(false);
      expect(field<HTMLInputElement>(live, '[name="name"]').value).toBe('Ada');
      expect(field<HTMLSelectElement>(live, 'select').value).toBe('rise');
      const liveMessage = field<HTMLTextAreaElement>(live, 'textarea');
      expect(liveMessage.value).toBe('A memoir of the sea');
      expect(document.activeElement).toBe(liveMessage);
      expect([liveMessage.selectionStart, liveMessage.selectionEnd]).toEqual([2, 8]);
    } finally {
      host.remove();
    }
  });
});
