import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { dirname } from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { DEMO_SHOPPER as SEEDED_SHOPPER } from '../../src/server/db/seed/shopper';
import type { Shopper } from './fixtures';

/** The seeded demo shopper (src/server/db/seed/shopper.ts) and the first name the header greets. */
export const DEMO_SHOPPER = { ...SEEDED_SHOPPER, firstName: 'Alex' } as const;

/** Signs in through the sign-in page; lands where the page sends the shopper (returnUrl or /products). */
export async function signIn(
  page: Page,
  { email = DEMO_SHOPPER.email, password = DEMO_SHOPPER.password, returnUrl }: { email?: string; password?: string; returnUrl?: string } = {},
): Promise<void> {
  await page.goto(returnUrl ? `/Account/Logon?returnUrl=${encodeURIComponent(returnUrl)}` : '/Account/Logon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs the shopper (by default the seeded demo shopper) in through the sign-in page and waits until the header greets them. */
export async function signInAsDemoShopper(page: Page, returnUrl?: string, shopper: { email: string; password: string } = DEMO_SHOPPER): Promise<void> {
  await signIn(page, { returnUrl, email: shopper.email, password: shopper.password });
  await expect(page.getByText(`Hi, ${DEMO_SHOPPER.firstName}`)).toBeVisible();
}

/**
 * For journeys about something else than signing in: signs the shopper in with the sign-in call
 * the page makes (the session cookie lands in the page's browser context), then opens `path` and
 * waits until the header greets them. The journeys of shell.spec.ts and security.spec.ts sign in
 * through the page itself.
 */
export async function signInAsShopper(page: Page, shopper: Shopper, path = '/products'): Promise<void> {
  const response = await page.request.post('/Account/Logon', { data: { email: shopper.email, password: shopper.password } });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(path);
  await expect(page.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
}

/** Switches the page language with the header's switch and waits for <html lang> to follow. */
export async function switchLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.getByRole('button', { name: language === 'fr' ? 'Français' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Opens `path` by a navigation inside the running app instead of a page load, so the page's API
 * calls come from the browser, where a test can intercept them: a page load arrives rendered with
 * the server's own answers.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/404');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Answers every call matching `url` with an API error of the given status (the server's error shape). */
export async function failCalls(page: Page, url: string | RegExp, status: number, message = 'Unexpected error.'): Promise<void> {
  await page.route(url, (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ isSuccess: false, code: 'internal', message }) }),
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's analyze()
 * opened a blank page for every check to finish the run there and injected the 500 KB script into
 * both: on this 2-core machine that was a third of the browser suite's CPU
 * (docs/decisions/109-axe-in-the-page.md). The app has no frames, which that runner exists for.
 */
async function runAxeInPage(page: Page): Promise<AxeResults> {
  // A toast still fading in has its text at part opacity, which axe reads as too little contrast:
  // let finite animations and transitions end first (spinners and skeletons run forever; not those).
  await page.waitForFunction(() => document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .every((animation) => animation.playState !== 'running'), null, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(`if (!window.axe) { ${AXE_SOURCE} }`);
  return page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
}

/**
 * DESIGN §5: pages pass axe-core with no serious or critical violation (WCAG 2.1 A and AA rules).
 * Toasts on screen are checked too: global.css darkens sonner's colours to pass contrast.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await runAxeInPage(page);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Signs out through the header's account menu (issue 14): the shopper's name opens it. */
export async function signOutFromMenu(page: Page, greeting = /^(Hi|Bonjour), /): Promise<void> {
  await page.getByRole('button', { name: greeting }).click();
  await page.getByRole('menuitem', { name: /^(Sign out|Se déconnecter)$/ }).click();
}

/**
 * A browser context signed in as `email` (demo password) by the sign-in call the page makes, its
 * answer checked to send that account to `landing` (the role's home). No page is opened for it: a
 * new page's first load is the browser suite's costliest step (docs/decisions/109-axe-in-the-page.md),
 * and the sign-in page itself has journeys of its own (shell.spec.ts, security.spec.ts).
 */
export async function signedInContext(browser: Browser, baseURL: string | undefined, email: string, landing: RegExp): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/Account/Logon', { data: { email, password: DEMO_SHOPPER.password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { home } = (await response.json()) as { home?: string };
  expect(new URL(home ?? '/products', 'http://localhost').pathname).toMatch(landing);
  return context;
}

/** A new page of a signed-in context at `path`, once the app is interactive there. */
export async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' }).catch(() => undefined);
  return page;
}

/**
 * Screenshots for a person to review (the pages at phone and desktop widths, in both languages):
 * taken only when SHOTS_DIR names a folder (`SHOTS_DIR=/tmp/shots npx playwright test …`), as a
 * full-page PNG costs every run seconds of the machine's two cores and asserts nothing.
 */
export async function reviewShot(target: Page | Locator, name: string, options: { fullPage?: boolean } = { fullPage: true }): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  const path = `${folder}/${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage });
  else await target.screenshot({ path });
}

/**
 * The portal pages' check: axe at 1280 px and at 390 px (a phone), each with its review screenshot
 * (`<name>-1280`, `<name>-390`), then back to 1280 px.
 */
export async function checkDesktopAndPhone(page: Page, name: string): Promise<void> {
  const desktop = { width: 1280, height: 900 };
  for (const [label, size] of [['1280', desktop], ['390', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, `${name}-${label}`);
  }
  await page.setViewportSize(desktop);
}
