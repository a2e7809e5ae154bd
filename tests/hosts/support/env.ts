import path from 'node:path';

import { E2E_PORT } from '../../e2e/support/env';

/** Playwright runs from the project root, as the e2e tests assume too. */
export const ROOT = process.cwd();

/** The host tests use the seven ports after E2E_PORT, so runs with different E2E_PORTs never collide. */
export const PORTS = {
  nginx: E2E_PORT + 1,
  nginxTls: E2E_PORT + 2,
  pages: E2E_PORT + 3,
  pagesInspector: E2E_PORT + 4,
  /** The split deployment: the site's origin, the receiver's, and an origin the receiver does not list. */
  splitSite: E2E_PORT + 5,
  splitReceiver: E2E_PORT + 6,
  splitUnlisted: E2E_PORT + 7,
} as const;

export const OUT_DIR = path.join(ROOT, 'out');
export const HOSTING_DIR = path.join(ROOT, 'hosting');

/** The split deployment's own export, built by global-setup.ts with NEXT_PUBLIC_API_HOST set. */
export const SPLIT_DIR = path.join(ROOT, 'test-results', 'hosts-split');
export const SPLIT_OUT_DIR = path.join(SPLIT_DIR, 'out');
export const SPLIT_HOSTING_DIR = path.join(SPLIT_DIR, 'hosting');
export const SPLIT_DATA_DIR = path.join(SPLIT_DIR, 'data');
export const SPLIT_API_ORIGIN = `http://127.0.0.1:${PORTS.splitReceiver}`;
