import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The HTML the server writes for `element`. jsdom gives the test a `window`, which a server never
 * has: components that render differently on the server (components/ui/static-markup.tsx) ask
 * `typeof window`, so it is taken away for the render and put back afterwards (only it: the
 * test's other stubs stay).
 */
export function serverHtml(element: ReactElement): string {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
  if (!descriptor?.configurable) throw new Error('serverHtml: the test environment has no window it can take away');
  Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true });
  try {
    return renderToString(element);
  } finally {
    Object.defineProperty(globalThis, 'window', descriptor);
  }
}
