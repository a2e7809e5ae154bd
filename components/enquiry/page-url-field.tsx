'use client';

import type { Ref } from 'react';
import { usePathname } from 'next/navigation';
import { canonicalPageUrl } from '@/lib/enquiry-links';

/**
 * The form's hidden page_url: the canonical URL of the page it is on, which a post the browser
 * sends itself carries to the receiver (its thank-you route, the stored page). A leaf of its own,
 * so a form the server draws (enquiry-form-view.tsx) knows the page it is on. `origin` is the
 * site's public address, which the form hands in (content/site.ts stays out of this leaf's chunk).
 */
export function PageUrlField({ origin, ref }: { origin: string; ref?: Ref<HTMLInputElement> }) {
  const pathname = usePathname();
  return <input ref={ref} type="hidden" name="page_url" defaultValue={canonicalPageUrl(origin, pathname)} />;
}
