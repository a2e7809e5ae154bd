'use client';

import { useRef, type ReactNode } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { PlatformsStripProps } from './platforms-strip';

// The strip's own chunk, requested when the strip comes within a screen of the viewport.
const loadStrip = () => import('./platforms-strip');

/**
 * The strip's box with its static form inside (`children`: the logos at rest, the button disabled)
 * until the strip's code arrives. `className` is the box's (platforms-strip-parts.tsx, passed in by
 * the server so this leaf does not carry the parts).
 */
export function PlatformsStripShell({ className, children, ...props }: PlatformsStripProps & { className: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  return (
    <DeferredLeaf root={root} load={loadStrip} when={near} props={props}>
      <div ref={root} className={className} data-strip="paused">
        {children}
      </div>
    </DeferredLeaf>
  );
}
