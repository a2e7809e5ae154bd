'use client';

import { useEffect } from 'react';
import { site } from '@/content/site';
import { consumePendingConversion, fireConversion } from '@/lib/analytics';

/** Fires the advertising conversion once per successful send; renders nothing. */
export function ConversionTracker() {
  useEffect(() => {
    if (consumePendingConversion()) fireConversion(site.ads);
  }, []);
  return null;
}
