import type { Page } from '@playwright/test';

/** Every section the browser may leave undrawn until it nears the viewport (styles/globals.css). */
export const deferrableSections = ':is(main, [data-long-text]) > section';

/**
 * Draws every section at once. Undrawn sections contain their paint, so an overflow in one is
 * clipped instead of widening the page, and a full-page capture shows it blank.
 */
export async function drawEverySection(page: Page): Promise<void> {
  await page.addStyleTag({ content: `${deferrableSections} { content-visibility: visible !important; }` });
}
