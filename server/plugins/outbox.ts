/**
 * The outbox worker's lifecycle: it starts delivering notifications when the receiver is ready and
 * stops when it closes, before the storage it reads is closed (onClose hooks run children first).
 */
import type { FastifyInstance } from 'fastify';

import type { ServerConfig } from '../config';
import { createSmtpNotifier, createWebhookNotifier } from '../outbox';
import type { Notifier, OutboxWorker } from '../outbox';

/** One notifier per configured channel (SMTP, webhook); channels not configured get no outbox rows. */
export function createNotifiers(config: ServerConfig, known: ReadonlySet<string>): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.smtp) notifiers.push(createSmtpNotifier(config.smtp, config.outbox.sendTimeoutMs, known));
  if (config.webhook) notifiers.push(createWebhookNotifier(config.webhook, config.outbox.sendTimeoutMs));
  return notifiers;
}

export interface OutboxWorkerOptions {
  outbox: OutboxWorker;
}

export async function outboxWorker(app: FastifyInstance, { outbox }: OutboxWorkerOptions): Promise<void> {
  app.addHook('onReady', async () => {
    outbox.start();
  });
  // Runs after in-flight requests have finished (Fastify closes the server first).
  app.addHook('onClose', async () => {
    await outbox.stop();
  });
}
