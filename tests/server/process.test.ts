/**
 * The receiver as a real process (server/main.ts through tsx, as `npm start` runs it):
 * durability across SIGKILL, and graceful shutdown on SIGTERM.
 */
import net from 'node:net';

import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

import { databasePath } from '../../server/db';
import { baseEnv, closedPort, postJson, rawExchange, removeDir, spawnServer, tempDir, validEnquiry, waitFor } from './helpers';
import type { ChildServer } from './helpers';

const children: ChildServer[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const server of children.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) removeDir(dir);
});

async function spawn(env: Record<string, string>): Promise<ChildServer> {
  const server = await spawnServer(env);
  children.push(server);
  return server;
}

function storedIds(dataDir: string): Set<string> {
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return new Set(
      db
        .prepare<[], { id: string }>('SELECT id FROM enquiries')
        .all()
        .map((row) => row.id),
    );
  } finally {
    db.close();
  }
}

describe('durability', () => {
  it('keeps every enquiry answered 201 when the process is killed with SIGKILL mid-load', async () => {
    const dataDir = tempDir('crash');
    dirs.push(dataDir);
    const env = baseEnv(dataDir, { WEBHOOK_URL: `http://127.0.0.1:${await closedPort()}/hook` });
    const first = await spawn(env);

    const acknowledged: string[] = [];
    let stopped = false;
    const senders = Array.from({ length: 8 }, async (_, sender) => {
      for (let i = 0; !stopped; i++) {
        try {
          const response = await postJson(first.url, validEnquiry({ name: `Sender ${sender}-${i}` }));
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // the process is gone
        }
      }
    });
    await waitFor(() => acknowledged.length >= 150, 30_000, '150 acknowledged enquiries');
    first.child.kill('SIGKILL');
    stopped = true;
    await Promise.all(senders);
    expect(await first.exited).toBeNull();

    // Restart on the same data: SQLite recovers the WAL, and every acknowledged row is there.
    const second = await spawn(env);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    const ids = storedIds(dataDir);
    const missing = acknowledged.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect((await postJson(second.url, validEnquiry())).status).toBe(201);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const dataDir = tempDir('shutdown');
    dirs.push(dataDir);
    // Info logs: the receiver says when a request arrives and when shutdown begins.
    const server = await spawn(baseEnv(dataDir, { LOG_LEVEL: 'info' }));
    const { port } = new URL(server.url);

    // Headers and half the body now, the rest after SIGTERM: the request is in flight throughout.
    const body = Buffer.from(JSON.stringify(validEnquiry({ name: 'In flight' })));
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`POST /api/send-form HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.subarray(0, 20));
    await waitFor(() => server.output().includes('"msg":"incoming request"'), 10_000, 'the request to reach the receiver');

    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('"msg":"shutting down"'), 10_000, 'shutdown to begin');
    // No new connections once shutdown has begun, while the process stays for the request in flight.
    await waitFor(
      () =>
        fetch(`${server.url}/healthz`).then(
          () => false,
          () => true,
        ),
      10_000,
      'new connections to be refused',
    );
    expect(server.child.exitCode).toBeNull();

    socket.write(body.subarray(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    const id = /"id":"([0-9a-f-]{36})"/.exec(response)?.[1];
    expect(id).toBeDefined();
    expect(await server.exited).toBe(0);
    expect(storedIds(dataDir).has(id ?? '')).toBe(true);
  });
});

describe('logs', () => {
  it('hold no personal data, even at trace level', async () => {
    const dataDir = tempDir('logs');
    dirs.push(dataDir);
    const server = await spawn(baseEnv(dataDir, { LOG_LEVEL: 'trace' }));
    const marker = { name: 'Zebulon Quintrell', email: 'zq-marker@example.com', phone: '+1 555 0199', message: 'Marker message body' };
    expect((await postJson(server.url, validEnquiry(marker))).status).toBe(201);
    expect((await postJson(server.url, validEnquiry({ ...marker, email: 'not-an-address' }))).status).toBe(400);
    expect((await postJson(server.url, `{"name":"${marker.name}", broken`)).status).toBe(400);
    await fetch(`${server.url}/api/send-form?email=${encodeURIComponent(marker.email)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.7' },
      body: marker.message,
    });
    // A request Node cannot parse: its raw bytes, body included, must stay out of the logs too.
    const raw = await rawExchange(
      server.url,
      `POST /api/send-form HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\nContent-Length: 60\r\n\r\n{"name":"${marker.name}","message":"${marker.message}"}`,
    );
    expect(raw.response).toMatch(/^HTTP\/1\.1 400 /);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const logs = server.output();
    expect(logs).toContain('"msg":"enquiry stored"');
    expect(logs).toContain('"msg":"client error"');
    // Node hands the unparsable bytes over as err.rawPacket, which pino would write as a byte array.
    expect(logs).not.toContain('rawPacket');
    expect(logs).not.toContain([...Buffer.from(marker.name)].join(','));
    for (const value of [...Object.values(marker), 'not-an-address', 'zq-marker', '198.51.100.7', 'user-agent', 'remoteAddress']) {
      expect(logs).not.toContain(value);
    }
    // The address appears only in the line announcing where the receiver listens.
    expect(logs.split('\n').filter((line) => line.includes('127.0.0.1') && !/listening/i.test(line))).toEqual([]);
  });
});
