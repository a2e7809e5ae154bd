'use client';

import { useRef, type ReactNode } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useHydrated } from '@/lib/use-hydrated';
import type { EnquiryFormPlacement } from './enquiry-form-view';

// The live form's own chunk (the popup's uses it too), requested as soon as the page has hydrated.
const loadForm = () => import('./enquiry-form');

/**
 * A page's enquiry form: `children` is the server's form (enquiry-form-view.tsx), which posts by
 * itself, until the live form arrives and takes its place, with what was typed, the package picked
 * and the focus and caret of the field the visitor is in. So no page's initial JavaScript carries
 * the form's code.
 */
export function DeferredEnquiryForm({ children, ...placement }: EnquiryFormPlacement & { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  return (
    // `contents`: the box the live form takes its place in draws nothing of its own.
    <div ref={root} className="contents">
      <DeferredLeaf root={root} load={loadForm} when={hydrated} props={placement}>
        {children}
      </DeferredLeaf>
    </div>
  );
}
