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
    expect(await countEnquiries(server.app)).toBe(200);

    const { storage } = server.app.receiver;
    const names = (await storage.listEnquiries()).map((row) => row.name);
    expect(new Set(names).size).toBe(200);
    // One outbox row per enquiry for the one configured channel, written with it.
    const outbox = (await storage.listOutbox()).filter((row) => row.channel === 'webhook');
    expect({ n: outbox.length, distinctEnquiries: new Set(outbox.map((row) => row.enquiry_id)).size }).toEqual({ n: 200, distinctEnquiries: 200 });
  });
});
