'use client';

import { useEffect } from 'react';
import { site } from '@/content/site';
import { fireConversion, takePendingConversion } from '@/lib/analytics';

/**
 * Fires the advertising conversion once per successful send, under the label of the landing page
 * the enquiry came from (or the site's default); renders nothing.
 */
export function ConversionTracker() {
  useEffect(() => {
    const pending = takePendingConversion();
    if (pending) fireConversion({ ...site.ads, conversionLabel: pending.label || site.ads.conversionLabel });
  }, []);
  return null;
}
