import { expect, type Locator, type Page, type Request } from '@playwright/test';

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

/**
 * Starts counting the page's requests (media streams aside: a paused video may hold its range
 * request open); the returned function resolves once every request made so far has finished or
 * failed, e.g. the chunks of carousels that scrolling brought near the viewport.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'media') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    await expect.poll(() => pending.size, { message: 'requests still in flight' }).toBe(0);
  };
}

/** Resolves at the first report an IntersectionObserver gives on `locator` that `inViewOnly` accepts. */
async function observerReport(locator: Locator, inViewOnly: boolean): Promise<void> {
  await locator.evaluate(
    (element, onlyInView) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (onlyInView && !entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
    inViewOnly,
  );
}

/**
 * Resolves once `locator` is in the viewport as an IntersectionObserver sees it: observers are
 * told in the same rendering step, so the page's own observers (what starts a video, loads a
 * carousel) have been told too. Follow with afterQueuedTasks for what they set off.
 */
export async function whenInViewport(locator: Locator): Promise<void> {
  await observerReport(locator, true);
}

/**
 * Resolves once an IntersectionObserver has reported on `locator`, in view or not: the page's own
 * have reported on it by then too. For "out of view it waits" checks, which would otherwise pass
 * before the page had its chance to start it.
 */
export async function afterObserversReport(locator: Locator): Promise<void> {
  await observerReport(locator, false);
}

/** Resolves after the page has drawn `count` more frames (a scroll or a transition under way has moved by then). */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}
