import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { consumePendingConversion, fireConversion, markConversionPending } from '@/lib/analytics';

/** gtag pushes Arguments objects; compare them as arrays. */
function dataLayerEntries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const configured = { conversionId: 'AW-123', conversionLabel: 'abc', tagScriptUrl: 'https://tag.example/gtag/js' };

afterEach(() => {
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
