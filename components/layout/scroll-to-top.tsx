'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/** Spec §2: every route change starts at the top, unless the link targets an anchor. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
