import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The receiver's database for the e2e run; scripts/test.mjs empties it before each run. */
export const E2E_DATA_DIR = join(process.cwd(), 'test-results', 'e2e-data');
