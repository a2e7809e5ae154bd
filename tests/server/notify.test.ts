import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';

import { webhookSignature } from '../../server/outbox';
import type { OutboxRow } from '../../server/outbox';
import { closedPort, countEnquiries, postJson, removeDir, startServer, tempDir, testConfig, validEnquiry, waitFor } from './helpers';
import type { RunningServer } from './helpers';

const FAST_RETRY = { OUTBOX_RETRY_BASE_MS: '40', OUTBOX_RETRY_MAX_MS: '200', OUTBOX_POLL_MS: '30' };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receiver(extra: Record<string, string>, dataDir = tempDir('notify')): Promise<RunningServer> {
  const server = await startServer(testConfig(dataDir, { ...FAST_RETRY, ...extra }));
  cleanups.push(() => removeDir(dataDir));
  cleanups.push(() => server.close());
  return server;
}

function outbox(server: RunningServer): Promise<OutboxRow[]> {
  return server.app.receiver.storage.listOutbox();
}

async function postOk(server: RunningServer, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await postJson(server.url, validEnquiry(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

interface Mail {
  raw: string;
  rcptTo: string[];
}

/** An in-process SMTP server that refuses the first `failures` messages with a 451. */
async function smtpServer(failures: number): Promise<{ port: number; mails: Mail[]; refused: () => number }> {
  const mails: Mail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < failures) {
          refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        mails.push({ raw: Buffer.concat(chunks).toString('utf8'), rcptTo: session.envelope.rcptTo.map((address) => address.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, mails, refused: () => refused };
}

function headerSection(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  // Unfold continuation lines, so each entry is one whole header.
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

function enquiryIdOf(mail: Mail): string | undefined {
  return /^X-Enquiry-Id: (\S+)$/im.exec(mail.raw)?.[1];
}

describe('SMTP notifications', () => {
  it('retries a refusing server with backoff and delivers each enquiry exactly once', async () => {
    const smtp = await smtpServer(3);
    const server = await receiver({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_TO: 'staff@example.com', NOTIFY_FROM: 'Website <web@example.com>' });
    const ids = [await postOk(server, { name: 'First' }), await postOk(server, { name: 'Second' }), await postOk(server, { name: 'Third' })];

    await waitFor(
      async () => {
        const rows = await outbox(server);
        return rows.length === 3 && rows.every((row) => row.status === 'delivered');
      },
      15_000,
      'delivery',
    );
    expect(smtp.refused()).toBe(3);
    expect(smtp.mails.map(enquiryIdOf).sort()).toEqual([...ids].sort());
    expect((await outbox(server)).some((row) => row.attempts > 1)).toBe(true);
    for (const mail of smtp.mails) {
      expect(mail.rcptTo).toEqual(['staff@example.com']);
      expect(mail.raw).toMatch(/^Reply-To: .*ada@example\.com/im);
    }
    // Delivered rows are never sent again: a later enquiry takes the worker through further passes,
    // and only it arrives.
    const fourth = await postOk(server, { name: 'Fourth' });
    await waitFor(async () => (await outbox(server)).filter((row) => row.status === 'delivered').length === 4, 15_000, 'the fourth delivery');
    expect(smtp.mails.map(enquiryIdOf).sort()).toEqual([...ids, fourth].sort());
  });

  it('keeps CR/LF in a name out of the mail headers', async () => {
    const smtp = await smtpServer(0);
    const server = await receiver({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_TO: 'staff@example.com', NOTIFY_FROM: 'web@example.com' });
    const id = await postOk(server, { name: 'Eve\r\nBcc: attacker@evil.example\r\nSubject: hijacked', email: 'eve@example.com' });
    await waitFor(() => smtp.mails.length === 1, 10_000, 'mail');

    const mail = smtp.mails[0];
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.rcptTo).toEqual(['staff@example.com']);
    const headers = headerSection(mail.raw);
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headers.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
    expect(headers.find((line) => /^subject:/i.test(line))).not.toMatch(/^subject: hijacked/i);
    expect(headers.find((line) => /^x-enquiry-id:/i.test(line))?.toLowerCase()).toBe(`x-enquiry-id: ${id}`);
    expect(headers.find((line) => /^subject:/i.test(line))).toBe('Subject: New enquiry from Eve Bcc: attacker@evil.example Subject: hijacked');
    // The visitor's data is in the body, intact.
    expect(mail.raw).toContain('Bcc: attacker@evil.example');
  });

  it('shows a page on the site as a link and marks any other as not this site', async () => {
    const smtp = await smtpServer(0);
    const server = await receiver({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_TO: 'staff@example.com',
      NOTIFY_FROM: 'web@example.com',
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
    });
    await postOk(server, { name: 'Own page', page_url: 'https://www.example.com/lp/?utm_source=ads' });
    await postOk(server, { name: '\u202eFake\u200b Name', page_url: 'https://evil.example/login' });
    await waitFor(() => smtp.mails.length === 2, 10_000, 'mails');
    const own = smtp.mails.find((mail) => mail.raw.includes('Own page'));
    const foreign = smtp.mails.find((mail) => mail.raw.includes('Fake Name'));
    expect(own?.raw).toContain('Page:     https://www.example.com/lp/?utm_source=ads');
    expect(foreign?.raw).toContain('Page:     (not this site) https[:]//evil[.]example/login');
    expect(foreign?.raw).not.toContain('https://evil.example');
    expect(foreign?.raw).toMatch(/^Subject: New enquiry from Fake Name$/m);
  });

  it('marks a notification failed after the last attempt and keeps the enquiry', async () => {
    // Nothing listens there: every attempt is refused.
    const server = await receiver({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      NOTIFY_TO: 'staff@example.com',
      NOTIFY_FROM: 'web@example.com',
      OUTBOX_MAX_ATTEMPTS: '3',
    });
    await postOk(server);
    await waitFor(async () => (await outbox(server))[0]?.status === 'failed', 15_000, 'failure');
    const [row] = await outbox(server);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, channel: 'smtp' });
    expect(row?.last_error).toBeTruthy();
    expect(await countEnquiries(server.app)).toBe(1);
  });
});

interface Hook {
  url: string;
  received: { body: string; headers: http.IncomingHttpHeaders; answered: number }[];
}

async function webhookServer(answer: (index: number) => number, delayMs = 0): Promise<Hook> {
  const received: Hook['received'] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const status = answer(received.length);
      received.push({ body, headers: request.headers, answered: status });
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/plain' }).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/enquiry`, received };
}

function deliveredIds(hook: Hook): string[] {
  return hook.received
    .filter((request) => request.answered >= 200 && request.answered < 300)
    .map((request) => (JSON.parse(request.body) as { enquiry: { id: string } }).enquiry.id);
}

describe('webhook notifications', () => {
  it('retries failures and delivers each enquiry exactly once, signed', async () => {
    const hook = await webhookServer((index) => (index < 2 ? 500 : 200));
    const server = await receiver({ WEBHOOK_URL: hook.url, WEBHOOK_SECRET: 'test-secret' });
    const ids = [await postOk(server, { name: 'One' }), await postOk(server, { name: 'Two' }), await postOk(server, { name: 'Three' })];

    await waitFor(
      async () => {
        const rows = await outbox(server);
        return rows.length === 3 && rows.every((row) => row.status === 'delivered');
      },
      15_000,
      'delivery',
    );
    expect(deliveredIds(hook).sort()).toEqual([...ids].sort());
    for (const request of hook.received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-signature-256']).toBe(webhookSignature('test-secret', request.body));
      const payload = JSON.parse(request.body) as { event: string; enquiry: Record<string, string> };
      expect(payload.event).toBe('enquiry.created');
      expect(request.headers['idempotency-key']).toBe(payload.enquiry.id);
      expect(Object.keys(payload.enquiry).sort()).toEqual(['attribution', 'created_at', 'email', 'id', 'message', 'name', 'package', 'page_url', 'phone']);
    }
    // Delivered rows are never sent again: a later enquiry takes the worker through further passes,
    // and only it arrives.
    const fourth = await postOk(server, { name: 'Four' });
    await waitFor(async () => (await outbox(server)).filter((row) => row.status === 'delivered').length === 4, 15_000, 'the fourth delivery');
    expect(deliveredIds(hook).sort()).toEqual([...ids, fourth].sort());
  });

  it('sends each row once even with two receivers working the same database', async () => {
    const hook = await webhookServer(() => 200, 30);
    const dataDir = tempDir('notify-shared');
    const first = await receiver({ WEBHOOK_URL: hook.url }, dataDir);
    await receiver({ WEBHOOK_URL: hook.url }, dataDir);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => postOk(first, { name: `Shared ${i}` })));

    await waitFor(async () => (await outbox(first)).every((row) => row.status === 'delivered'), 15_000, 'delivery');
    expect(deliveredIds(hook).sort()).toEqual([...ids].sort());
  });

  it('creates no outbox rows when no channel is configured', async () => {
    const server = await receiver({});
    await postOk(server);
    expect(await outbox(server)).toEqual([]);
  });
});
