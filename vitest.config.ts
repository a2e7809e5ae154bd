import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

import { findPostgresBin, POSTGRES_MISSING } from './tests/support/postgres-cluster';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The receiver tests that go through storage, run a second time on PostgreSQL. */
const onBothDatabases = ['attribution', 'concurrency', 'desk', 'enquiry-api', 'form-post', 'fuzz', 'notify', 'rate-limit-cors'].map(
  (name) => `tests/server/${name}.test.ts`,
);
const postgresAvailable = findPostgresBin() !== null || process.env.REQUIRE_POSTGRES === '1';
if (!postgresAvailable) console.warn(POSTGRES_MISSING);

export default defineConfig({
  // React 17+ JSX transform without a Vite React plugin (esbuild handles TSX).
  esbuild: { jsx: 'automatic' },
  resolve: { alias: { '@': root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Real HTTP, SQLite and child processes: run files one after another on 2 cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresAvailable
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: onBothDatabases,
                env: { RECEIVER_TEST_STORAGE: 'postgres' },
                fileParallelism: false,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
