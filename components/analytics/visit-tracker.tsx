'use client';

import { useEffect } from 'react';
import { site } from '@/content/site';

/**
 * On every page: when a call conversion label is configured and the browser sends no Global
 * Privacy Control signal, counts a click on any `tel:` link. Renders nothing. The visit's
 * attribution is not recorded here: the inline head script has done it already, before any of the
 * page's scripts ran (lib/attribution.ts, components/layout/root-document.tsx), and the form reads it.
 *
 * The counting code (lib/analytics.ts, which also checks the privacy signal) is fetched on the
 * first such click, so no page downloads it up front; the call itself goes ahead meanwhile.
 */
export function VisitTracker() {
  useEffect(() => {
    if (site.ads.conversionId === '' || (site.ads.callConversionLabel ?? '') === '') return undefined;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element && event.target.closest('a[href^="tel:"]'))) return;
      void import('@/lib/analytics').then(({ fireCallConversion }) => fireCallConversion(site.ads));
    };
    // Capture phase, so a link whose own handler stops the event still counts.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
