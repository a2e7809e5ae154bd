'use client';

import { useRef, type ReactNode } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useHydrated } from '@/lib/use-hydrated';
import type { RotatingHeadlineProps } from './rotating-headline';

// The rotation's own chunk, requested as soon as the page has hydrated: the headline is the hero's.
const loadHeadline = () => import('./rotating-headline');

/**
 * The headline's box with its static form inside (`children`: the first word, the button disabled)
 * until the rotation arrives. `className` is the box's (rotating-headline-parts.tsx, passed in by
 * the server so this leaf does not carry the parts).
 */
export function RotatingHeadlineShell({ className, children, ...props }: RotatingHeadlineProps & { className: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  return (
    <DeferredLeaf root={root} load={loadHeadline} when={hydrated} props={props}>
      <div ref={root} className={className}>
        {children}
      </div>
    </DeferredLeaf>
  );
}
