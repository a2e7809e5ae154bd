/**
 * Resolves on the event loop's next turn. Node reports a promise rejection that nobody handled
 * ('unhandledRejection') as soon as the microtasks of the turn it happened in have run, so once
 * this resolves such a rejection has been reported: a test that checks none was can assert then,
 * instead of after a fixed time.
 */
export function afterUnhandledRejectionsReported(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
