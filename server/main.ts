/**
 * Entry point: `node --import tsx server/main.ts` (what `npm start` and `npm run dev` run).
 * Reads the environment, listens on HOST:PORT and shuts down gracefully on SIGTERM/SIGINT:
 * stop accepting, let in-flight requests finish, stop the outbox worker, close the database.
 */

import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';
import { openOrExit } from './db';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await openOrExit(() => buildServer(config));

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    // A repeated signal changes nothing (Ctrl-C reaches both a wrapper script and this process);
    // the timeout below is what ends a shutdown that hangs.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    const address = await app.listen({ host: config.host, port: config.port });
    const site = app.receiver.site;
    const mode = site ? `serving ${site.root}` : 'API only (no export to serve)';
    // A plain line for people and for scripts (start.mjs, tests) that need the port.
    console.log(`Enquiry receiver listening on ${address}/ - ${mode}`);
  } catch (error) {
    console.error(`Could not start the receiver: ${error instanceof Error ? error.message : String(error)}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
