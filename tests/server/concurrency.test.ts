import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closedPort, countEnquiries, postJson, removeDir, startServer, tempDir, testConfig, validEnquiry } from './helpers';
import type { RunningServer } from './helpers';

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = tempDir('concurrency');
  // A webhook nobody listens on: notifications stay queued, which must not affect the answers.
  server = await startServer(testConfig(dataDir, { WEBHOOK_URL: `http://127.0.0.1:${await closedPort()}/hook`, OUTBOX_POLL_MS: '60000', OUTBOX_RETRY_BASE_MS: '60000' }));
});

afterAll(async () => {
  await server.close();
  removeDir(dataDir);
});

describe('concurrent enquiries', () => {
  it('stores 200 simultaneous posts exactly once each', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postJson(server.url, validEnquiry({ name: `Sender ${i}`, message: `Message number ${i}` }))),
    );
    const ids = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    expect(new Set(ids).size).toBe(200);
    expect(countEnquiries(server.app)).toBe(200);

    const db = server.app.receiver.db;
    const names = db.prepare<[], { name: string }>('SELECT name FROM enquiries').all().map((row) => row.name);
    expect(new Set(names).size).toBe(200);
    // One outbox row per enquiry for the one configured channel, written with it.
    const outbox = db.prepare<[], { n: number; distinct_enquiries: number }>("SELECT COUNT(*) AS n, COUNT(DISTINCT enquiry_id) AS distinct_enquiries FROM outbox WHERE channel = 'webhook'").get();
    expect(outbox).toEqual({ n: 200, distinct_enquiries: 200 });
  });
});
