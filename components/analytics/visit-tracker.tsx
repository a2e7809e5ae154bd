'use client';

import { useEffect } from 'react';
import { site } from '@/content/site';
import { fireCallConversion, isCallConversionActive } from '@/lib/analytics';
import { captureAttribution } from '@/lib/attribution';

/**
 * On every page load: records the ad or link that brought the visitor (first-party storage only,
 * lib/attribution.ts) and, when a call conversion label is configured and the browser sends no
 * Global Privacy Control signal, counts a click on any `tel:` link. Renders nothing.
 */
export function VisitTracker() {
  useEffect(() => {
    captureAttribution(window);
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
