/** Where the CMS end-to-end test runs: a copy of the repository under .bench/ (git-ignored). */
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** prepareSite (scripts/bench/workspace.ts) copies the sources into <this>/site and links node_modules. */
export const COPY_PARENT = path.join(ROOT, '.bench', 'cms-e2e');
export const COPY = path.join(COPY_PARENT, 'site');
export const CMS_PORT = Number(process.env.E2E_PORT ?? 4330);
/** decap-server, the local backend, behind the admin's /api/v1. */
export const BACKEND_PORT = Number(process.env.CMS_BACKEND_PORT ?? 4339);
export const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
