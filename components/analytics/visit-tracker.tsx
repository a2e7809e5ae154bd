'use client';

import { useEffect } from 'react';
import { site } from '@/content/site';
import { fireCallConversion, isCallConversionActive } from '@/lib/analytics';

/**
 * On every page: when a call conversion label is configured and the browser sends no Global
 * Privacy Control signal, counts a click on any `tel:` link. Renders nothing. The visit's
 * attribution is not recorded here: the inline head script has done it already, before any of the
 * page's scripts ran (lib/attribution.ts, components/layout/root-document.tsx), and the form reads it.
 */
export function VisitTracker() {
  useEffect(() => {
    if (!isCallConversionActive(site.ads)) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) fireCallConversion(site.ads);
    };
    // Capture phase, so a link whose own handler stops the event still counts.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
