import { join } from 'node:path';

/** The receiver with the desk, on 127.0.0.1; the test provider on localhost, one port up. */
export const DESK_PORT = Number(process.env.E2E_PORT ?? 4180);
export const DESK_BASE_URL = `http://127.0.0.1:${DESK_PORT}`;
export const PROVIDER_PORT = DESK_PORT + 1;
export const CLIENT_ID = 'desk-e2e';
export const CLIENT_SECRET = 'desk-e2e-client-secret-long-enough';
export const SESSION_SECRET = 'desk-e2e-session-secret-32-characters-or-more';
export const ALLOWED_EMAILS = 'sam@example.com,@staff.example';
/** A fresh database per run; set once by the config in the main process and inherited by the workers. */
process.env.DESK_E2E_DATA_DIR ??= join(process.cwd(), 'test-results', `desk-data-${Date.now()}`);
export const DESK_DATA_DIR = process.env.DESK_E2E_DATA_DIR;
