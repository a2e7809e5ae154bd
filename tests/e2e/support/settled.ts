import type { Page } from '@playwright/test';

/**
 * Resolves once the tasks the page had queued when it was called have run. React's scheduler posts
 * its work (a render, then that render's effects) as messages, and messages run in order, so a few
 * round trips through a MessageChannel come after an update's render and its effects. Playwright's
 * clock does not fake MessageChannel, so this works with `page.clock` installed.
 *
 * For absence checks ("nothing happened"): first wait for a positive event that proves the thing
 * had its chance (hydrated, a state shown, a message sent), then for this, then assert. No fixed
 * sleep.
 */
export async function afterQueuedTasks(page: Page, turns = 3): Promise<void> {
  await page.evaluate(async (count) => {
    for (let turn = 0; turn < count; turn += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  }, turns);
}
