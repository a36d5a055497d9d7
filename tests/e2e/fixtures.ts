import { test as base, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/contracts/server-render';

export { expect } from '@playwright/test';

const READY_TIMEOUT_MS = 15_000;

/**
 * Pages arrive rendered by the server, with buttons that work only once the scripts have hydrated
 * them: after a full page load, wait for the app's ready mark before acting, as a shopper's click
 * would otherwise land on a button that does nothing yet. A store page whose app does not start in
 * time fails the test here. Pages that are not the app (the development mailbox, which has no
 * #root element) have nothing to wait for.
 */
async function waitForApp(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts there is nothing to wait for: the page is what the server sent.
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
