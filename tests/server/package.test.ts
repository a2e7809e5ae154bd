/**
 * The publishing package an enquiry names ('Get Started with the Rise package', or the on-page
 * form's Package choice): validated against the known packages, stored with the row, and shown by
 * the notification e-mail, the webhook, and the CLI's list and export.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENQUIRY_PACKAGES } from '../../lib/enquiry/packages';
import { openDatabase } from '../../server/db';
import { toCsv } from '../../server/export';
import { buildNotificationMail, webhookBody } from '../../server/outbox';
import { createEnquiryStore } from '../support/enquiry-store';
import { formFields, postForm, postJson, removeDir, ROOT, startServer, tempDir, testConfig, validEnquiry } from './helpers';
import type { RunningServer } from './helpers';
import { parseCsv } from '../support/csv';

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = tempDir('package');
  server = await startServer(testConfig(dataDir));
});

afterAll(async () => {
  await server.close();
  removeDir(dataDir);
});

async function storedPackage(id: string): Promise<unknown> {
  const row = await server.app.receiver.storage.getEnquiry(id);
  expect(row).toBeDefined();
  return row?.package;
}

describe('the receiver and the package field', () => {
  it('stores each known package, sent as JSON', async () => {
    for (const chosen of ENQUIRY_PACKAGES) {
      const response = await postJson(server.url, validEnquiry({ package: chosen }));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await storedPackage(id)).toBe(chosen);
    }
  });

  it('stores none when the field is absent or empty (the form’s "Not sure yet")', async () => {
    for (const body of [validEnquiry(), validEnquiry({ package: '' })]) {
      const response = await postJson(server.url, body);
      expect(response.status).toBe(201);
      expect(await storedPackage(((await response.json()) as { id: string }).id)).toBeNull();
    }
  });

  it('answers 400 naming the field for anything that is not a known package', async () => {
    for (const value of ['Rise', 'platinum', ' rise', 42, null, ['rise']]) {
      const response = await postJson(server.url, validEnquiry({ package: value }));
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_enquiry', fields: ['package'] });
    }
    expect((await server.app.receiver.storage.listEnquiries()).some((row) => row.name !== validEnquiry().name)).toBe(false);
  });

  it('takes the package from a plain form post too (no JavaScript)', async () => {
    const before = await server.app.receiver.storage.countEnquiries();
    const response = await postForm(server.url, formFields({ package: 'legacy' }));
    expect(response.status).toBe(303);
    const rows = await server.app.receiver.storage.listEnquiries();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.package).toBe('legacy');
    const refused = await postForm(server.url, formFields({ package: 'gold' }));
    expect(refused.status).toBe(400);
  });
});

describe('the package in notifications and exports', () => {
  const row = {
    id: '6f1c2a4e-0000-4000-8000-000000000001',
    created_at: '2026-01-12T10:00:00.000Z',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    message: 'Hello',
    page_url: 'https://www.example.com/book-publishing-solution/',
    user_agent: '',
    ip_hash: 'h',
    attribution: null,
    package: 'rise' as const,
  };

  it('the e-mail names the package, or says none was chosen', () => {
    expect(String(buildNotificationMail(row, { to: 'staff@example.com', from: 'web@example.com' }).text)).toMatch(/^Package: +Rise$/m);
    expect(String(buildNotificationMail({ ...row, package: null }, { to: 'staff@example.com', from: 'web@example.com' }).text)).toMatch(/^Package: +\(not chosen\)$/m);
  });

  it('the webhook carries the package id, or null', () => {
    expect((JSON.parse(webhookBody(row)) as { enquiry: { package: unknown } }).enquiry.package).toBe('rise');
    expect((JSON.parse(webhookBody({ ...row, package: null })) as { enquiry: { package: unknown } }).enquiry.package).toBeNull();
  });

  it('the CSV has a package column with the name', () => {
    const [header, line, none] = parseCsv(toCsv([row, { ...row, package: null }]));
    const column = header?.indexOf('package') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(line?.[column]).toBe('Rise');
    expect(none?.[column]).toBe('');
  });

  it('the CLI lists and exports the package', async () => {
    const cliDir = tempDir('package-cli');
    try {
      const db = openDatabase(cliDir);
      const store = createEnquiryStore(db, []);
      const enquiry = {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '',
        message: 'Hello',
        page_url: 'https://www.example.com/book-publishing-solution/',
        attribution: null,
      };
      store.insert({ ...enquiry, package: 'ignite' }, { userAgent: '', ipHash: 'h' }, new Date('2026-01-12T10:00:00Z'));
      // A value written by hand that is not a package reads as none, rather than breaking a listing.
      const damaged = store.insert({ ...enquiry, name: 'Bo' }, { userAgent: '', ipHash: 'h' }, new Date('2026-01-13T10:00:00Z'));
      db.prepare('UPDATE enquiries SET package = ? WHERE id = ?').run('gold', damaged.id);
      db.close();
      const run = (args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: cliDir } });
      const list = (await run(['list'])).stdout;
      expect(list).toMatch(/^ +package: Ignite$/m);
      expect(list).not.toMatch(/gold/);
      const csv = parseCsv((await run(['export', '--since', '2026-01-01'])).stdout);
      const column = csv[0]?.indexOf('package') ?? -1;
      expect(csv.slice(1, 3).map((line) => line[column])).toEqual(['Ignite', '']);
    } finally {
      removeDir(cliDir);
    }
  });
});
