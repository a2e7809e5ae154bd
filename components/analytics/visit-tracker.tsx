'use client';

import { useEffect } from 'react';
import type { ConversionConfig } from '@/lib/analytics';

/**
 * On every page: when a call conversion label is configured and the browser sends no Global
 * Privacy Control signal, counts a click on any `tel:` link. Renders nothing. The visit's
 * attribution is not recorded here: the inline head script has done it already, before any of the
 * page's scripts ran (lib/attribution.ts, components/layout/root-document.tsx), and the form reads it.
 *
 * The counting code (lib/analytics.ts, which also checks the privacy signal) is fetched on the
 * first such click, so no page downloads it up front; the call itself goes ahead meanwhile. The
 * page's layout hands in the Ads settings (content/site.ts stays out of every page's JavaScript).
 */
export function VisitTracker({ ads }: { ads: ConversionConfig }) {
  useEffect(() => {
    if (ads.conversionId === '' || (ads.callConversionLabel ?? '') === '') return undefined;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element && event.target.closest('a[href^="tel:"]'))) return;
      void import('@/lib/analytics').then(({ fireCallConversion }) => fireCallConversion(ads));
    };
    // Capture phase, so a link whose own handler stops the event still counts.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [ads]);
  return null;
}
