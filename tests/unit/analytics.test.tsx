import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { consumePendingConversion, fireCallConversion, fireConversion, markConversionPending } from '@/lib/analytics';

/** gtag pushes Arguments objects; compare them as arrays. */
function dataLayerEntries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const configured = { conversionId: 'AW-123', conversionLabel: 'abc', tagScriptUrl: 'https://tag.example/gtag/js' };

/** Emulates Global Privacy Control, as a browser that sends it exposes it. */
function setGpc(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true });
}

afterEach(() => {
  setGpc(undefined);
  localStorage.clear();
  delete window.gtag;
  delete window.dataLayer;
  document.getElementById('ads-gtag')?.remove();
  vi.resetModules();
});

describe('conversion tracking', () => {
  it('consumes the mark of a successful send exactly once (reloads do not count again)', () => {
    expect(consumePendingConversion()).toBe(false);
    markConversionPending();
    expect(consumePendingConversion()).toBe(true);
    expect(consumePendingConversion()).toBe(false);
  });

  it('does nothing when no conversion id and label are configured', () => {
    expect(fireConversion({ conversionId: '', conversionLabel: '', tagScriptUrl: configured.tagScriptUrl })).toBe(false);
    expect(window.gtag).toBeUndefined();
    expect(document.getElementById('ads-gtag')).toBeNull();
  });

  it('loads the tag once and sends one conversion event when configured', () => {
    expect(fireConversion(configured)).toBe(true);
    const script = document.getElementById('ads-gtag') as HTMLScriptElement;
    expect(script.src).toBe('https://tag.example/gtag/js?id=AW-123');
    const events = dataLayerEntries().filter((entry) => entry[0] === 'event');
    expect(events).toEqual([['event', 'conversion', { send_to: 'AW-123/abc' }]]);
  });

  it('fires once on the thank-you page even under StrictMode’s double effects', async () => {
    vi.doMock('@/content/site', async (importOriginal) => {
      const original = await importOriginal<typeof import('@/content/site')>();
      return { ...original, site: { ...original.site, ads: configured } };
    });
    const { ConversionTracker } = await import('@/components/analytics/conversion-tracker');
    markConversionPending();
    render(
      <StrictMode>
        <ConversionTracker />
      </StrictMode>,
    );
    const conversions = dataLayerEntries().filter((entry) => entry[1] === 'conversion');
    expect(conversions).toHaveLength(1);

    // A reload of the thank-you page: no new mark, no new conversion.
    render(<ConversionTracker />);
    expect(dataLayerEntries().filter((entry) => entry[1] === 'conversion')).toHaveLength(1);
  });
});

describe('Global Privacy Control and call conversions', () => {
  const withCall = { ...configured, callConversionLabel: 'call-1' };

  it('never loads the tag under GPC, for enquiry or call conversions', () => {
    setGpc(true);
    expect(fireConversion(withCall)).toBe(false);
    expect(fireCallConversion(withCall)).toBe(false);
    expect(document.getElementById('ads-gtag')).toBeNull();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends a call conversion with its own label, and nothing without one', () => {
    expect(fireCallConversion({ ...configured, callConversionLabel: '' })).toBe(false);
    expect(document.getElementById('ads-gtag')).toBeNull();
    expect(fireCallConversion(withCall)).toBe(true);
    expect((document.getElementById('ads-gtag') as HTMLScriptElement).src).toBe('https://tag.example/gtag/js?id=AW-123');
    expect(dataLayerEntries().filter((entry) => entry[0] === 'event')).toEqual([['event', 'conversion', { send_to: 'AW-123/call-1' }]]);
  });

  /** A click's counting code has been fetched and run, had the click started it (the tracker imports it on a phone click). */
  async function codeSettled() {
    await import('@/lib/analytics');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  async function renderTracker(ads: typeof withCall) {
    const { VisitTracker } = await import('@/components/analytics/visit-tracker');
    return render(
      <>
        <VisitTracker ads={ads} />
        <a href="tel:+12125550142">
          <span>Call us</span>
        </a>
        <a href="#contact">Contact</a>
      </>,
    );
  }

  it('counts a click on any tel: link (or inside one) as a call conversion when configured', async () => {
    const view = await renderTracker(withCall);
    fireEvent.click(view.getByRole('link', { name: 'Contact' }));
    expect(document.getElementById('ads-gtag')).toBeNull();
    fireEvent.click(view.getByText('Call us'));
    // The counting code arrives with the first phone click.
    await waitFor(() => expect(document.getElementById('ads-gtag')).not.toBeNull());
    expect(dataLayerEntries().filter((entry) => entry[1] === 'conversion')).toEqual([['event', 'conversion', { send_to: 'AW-123/call-1' }]]);
    // Unmounting removes the listener.
    view.unmount();
    document.body.innerHTML = '<a href="tel:+1">x</a>';
    fireEvent.click(document.querySelector('a') as HTMLAnchorElement);
    await codeSettled();
    expect(dataLayerEntries().filter((entry) => entry[1] === 'conversion')).toHaveLength(1);
  });

  it('loads nothing on a phone click without a call label, or under GPC', async () => {
    const unconfigured = await renderTracker({ ...withCall, callConversionLabel: '' });
    fireEvent.click(unconfigured.getByText('Call us'));
    await codeSettled();
    expect(document.getElementById('ads-gtag')).toBeNull();
    unconfigured.unmount();
    vi.resetModules();

    setGpc(true);
    const private_ = await renderTracker(withCall);
    fireEvent.click(private_.getByText('Call us'));
    await codeSettled();
    expect(document.getElementById('ads-gtag')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('leaves the landing to the head script (a second record would move the last touch), and renders with storage blocked', async () => {
    window.history.replaceState(null, '', '/lp/?utm_source=google&gclid=abc');
    const view = await renderTracker({ ...withCall, callConversionLabel: '' });
    expect(localStorage.getItem('hq:attribution')).toBeNull();
    view.unmount();

    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      vi.resetModules();
      const again = await renderTracker(withCall);
      expect(again.getByText('Call us')).toBeTruthy();
    } finally {
      blocked.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });
});
