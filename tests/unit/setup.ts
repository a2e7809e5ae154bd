// Mirrors next.config.ts's trailingSlash: next/link reads this flag (set by next build) when it formats hrefs.
process.env.__NEXT_TRAILING_SLASH = 'true';

import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// waitFor and findBy* wait for an event, not a time: the limit only bounds a failure. Testing
// Library's 1 s was too short for a frame-timed update under a full parallel run on a slow
// 2-core machine (seen once on the portfolio carousel's focus pause).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Files that opt into the node environment (content and media checks) have no DOM to reset.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  document.documentElement.style.overflow = '';
});
