// Mirrors next.config.ts's trailingSlash: next/link reads this flag (set by next build) when it formats hrefs.
process.env.__NEXT_TRAILING_SLASH = 'true';

import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Files that opt into the node environment (content and media checks) have no DOM to reset.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  document.documentElement.style.overflow = '';
});
