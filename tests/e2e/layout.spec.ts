import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { ACCOUNT_NAV, ACCOUNT_ROUTES } from '../../src/contracts/account-routes';
import { LANGUAGE_COOKIE } from '../../src/contracts/page-settings-keys';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test, type Shopper } from './fixtures';
import { expectNoSeriousA11yViolations, reviewShot, signedInContext } from './helpers';

/**
 * Issue 24 item 7, layouts from a browser walk, in English and French: the portals' sections stay
 * in their column at 1280 px (the current one is bold), the French sales report's last columns
 * show at 1280 px, the staff table's "Désactiver" at 768 px, a clinic's logo leaves the shop's
 * name whole at 768 and 390 px, and every account page passes axe at 390 px with no table
 * scrolling out of a keyboard's reach (clinic-pages.spec.ts runs axe on the portal's pages at 1280
 * and 390 px).
 * Screenshots at 390, 768 and 1280 px go to SHOTS_DIR/layout when it is set (reviewShot).
 */
// The demo clinic gets a logo here: a server of the file's own, so no other journey sees it (fixtures.ts).
test.use({ serverFor: 'layout' });


const WIDTHS = [390, 768, 1280] as const;
type Language = 'en' | 'fr';

const L = {
  en: {
    portal: 'Clinic portal', account: 'My account', reports: 'Sales by period: orders, items, subtotal, discounts, taxes, shipping, sales, refunds and net',
    staff: "The clinic's staff", disable: /^Disable/, net: 'Net', siteName: 'Vet Store', language: 'Language', upload: 'Upload a logo', logoSaved: 'Logo saved.',
  },
  fr: {
    portal: 'Portail de la clinique', account: 'Mon compte', reports: 'Ventes par période\u202f: commandes, articles, sous-total, rabais, taxes, livraison, ventes, remboursements et net',
    staff: 'Le personnel de la clinique', disable: /^Désactiver/, net: 'Net', siteName: 'Boutique Véto', language: 'Langue', upload: 'Téléverser un logo', logoSaved: 'Logo enregistré.',
  },
} as const;

/** A new page of `context` in `language` (the cookie the language switch sets) at `width`. */
async function pageIn(context: BrowserContext, baseURL: string, language: Language, width: number): Promise<Page> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.spinner')).toHaveCount(0);
}

async function shoot(page: Page, name: string, language: Language): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, `layout/${name}-${language}-${width}`);
  }
}

/** Every link of the navigation shows its whole name inside the navigation's padding. */
async function expectLinksInside(nav: Locator): Promise<void> {
  const outside = await nav.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const right = box.right - parseFloat(style.paddingRight) + 0.5;
    return [...element.querySelectorAll('a')]
      .filter((link) => link.scrollWidth > link.clientWidth || link.getBoundingClientRect().right > right)
      .map((link) => `${link.textContent} (${link.scrollWidth} > ${link.clientWidth} px, right ${Math.round(link.getBoundingClientRect().right)} > ${Math.round(right)})`);
  });
  expect(outside, outside.join('; ')).toEqual([]);
}

/** A table's scroll region that does not scroll: every column shows. */
async function expectWhole(region: Locator): Promise<void> {
  const size = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(size.scroll, `the region scrolls ${size.scroll - size.client} px`).toBeLessThanOrEqual(size.client);
}

/** `inner`'s box lies within `outer`'s. */
async function expectWithin(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

/**
 * Every element that scrolls (its content wider or taller than its box, overflow auto or scroll) can
 * be reached by a keyboard: it takes focus or holds something that does (axe scrollable-region-focusable).
 */
async function expectScrollingReachable(page: Page): Promise<void> {
  const unreachable = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const scrolls = (['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
          || (['auto', 'scroll'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1);
        const focusable = (element as HTMLElement).tabIndex >= 0 || element.querySelector('a[href], button, input, select, textarea, [tabindex="0"]') !== null;
        return scrolls && !focusable;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`));
  expect(unreachable, unreachable.join(', ')).toEqual([]);
}

/** A small PNG of `width` × `height` (a wide clinic logo), made here so the test needs no file. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([180, 40 + (x % 120), 30], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** Signs the shopper in (the sign-in call the page makes) in a context of their own. */
async function shopperContext(browser: Browser, baseURL: string, shopper: Shopper): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/Account/Logon', { data: { email: shopper.email, password: shopper.password } });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

test.describe('the clinic portal', () => {
  let admin: BrowserContext;
  test.beforeAll(async ({ browser, baseURL }) => {
    admin = await signedInContext(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic$/);
  });
  test.afterAll(async () => {
    await admin?.close();
  });

  for (const language of ['en', 'fr'] as const) {
    const l = L[language];

    test(`${language}: each section's name stays in the sidebar at 1280 px, the current one too`, async ({ baseURL }) => {
      const page = await pageIn(admin, baseURL!, language, 1280);
      await open(page, '/clinic');
      const nav = page.getByRole('navigation', { name: l.portal });
      // The admin's own sections join the sidebar once the portal knows the roles: wait for them.
      await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(5);
      const paths = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const path of paths) {
        await open(page, path);
        await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', path);
        await expectLinksInside(nav);
      }
      await open(page, '/clinic/settings');
      await shoot(page, 'clinic-settings', language);
      await page.close();
    });

    test(`${language}: the sales report shows its last columns at 1280 px; the staff table its actions at 768 px`, async ({ baseURL }) => {
      const page = await pageIn(admin, baseURL!, language, 1280);
      await open(page, '/clinic/reports?report=sales');
      const report = page.getByRole('region', { name: l.reports });
      await expectWhole(report);
      await expectWithin(report.getByRole('columnheader', { name: l.net, exact: true }), report);
      await shoot(page, 'clinic-reports', language);

      await page.setViewportSize({ width: 768, height: 900 });
      await open(page, '/clinic/staff');
      // The table's scroll region, inside the section of the same name.
      const staff = page.getByRole('region', { name: l.staff }).getByRole('region', { name: l.staff });
      await expectWhole(staff);
      const disable = staff.getByRole('button', { name: l.disable });
      expect(await disable.count()).toBeGreaterThan(0);
      for (const button of await disable.all()) await expectWithin(button, staff);
      await shoot(page, 'clinic-staff', language);
      await page.close();
    });
  }
});

test.describe("the shopper's account", () => {
  for (const language of ['en', 'fr'] as const) {
    const l = L[language];

    test(`${language}: the sections stay in their column at 1280 px, and every page passes axe at 390 px with its tables in reach`, async ({ browser, baseURL, shopper }) => {
      test.setTimeout(240_000);
      const context = await shopperContext(browser, baseURL!, shopper);
      const page = await pageIn(context, baseURL!, language, 1280);
      const nav = page.getByRole('navigation', { name: l.account, exact: true });
      for (const section of ACCOUNT_NAV) {
        const path = ACCOUNT_ROUTES[section];
        await page.setViewportSize({ width: 1280, height: 900 });
        await open(page, path);
        await expectLinksInside(nav);
        await page.setViewportSize({ width: 390, height: 900 });
        await expectScrollingReachable(page);
        await expectNoSeriousA11yViolations(page);
      }
      await open(page, ACCOUNT_ROUTES.paymentSettings);
      await shoot(page, 'account-payment-settings', language);
      // An order's page and the credit history, the account's tables.
      await open(page, ACCOUNT_ROUTES.orders);
      await page.getByRole('link', { name: new RegExp(`${shopper.orderTag}A2$`) }).click();
      await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
      await expect(page.locator('.spinner')).toHaveCount(0);
      for (const name of ['account-order', 'account-credit']) {
        if (name === 'account-credit') await open(page, ACCOUNT_ROUTES.credit);
        await page.setViewportSize({ width: 390, height: 900 });
        await expectScrollingReachable(page);
        await expectNoSeriousA11yViolations(page);
        await shoot(page, name, language);
      }
      await context.close();
    });
  }
});

test.describe("a clinic's logo in the shop's header", () => {
  test('leaves the shop\'s name whole beside it at 390 and 768 px, in English and French', async ({ browser, baseURL, shopper }) => {
    test.setTimeout(90_000);
    const admin = await signedInContext(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic$/);
    const settings = await pageIn(admin, baseURL!, 'en', 1280);
    await open(settings, '/clinic/settings');
    // A wide logo (3:1), the shape that took the name's room.
    await settings.getByLabel(L.en.upload).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(360, 120) });
    await expect(settings.getByText(L.en.logoSaved)).toBeVisible();
    await admin.close();

    const context = await shopperContext(browser, baseURL!, shopper);
    for (const language of ['en', 'fr'] as const) {
      const l = L[language];
      const page = await pageIn(context, baseURL!, language, 390);
      await open(page, '/products');
      const header = page.getByRole('banner');
      const logo = header.getByRole('img', { name: /Maple Veterinary Hospital/ });
      await expect(logo).toBeVisible();
      const name = header.getByText(l.siteName, { exact: true });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const size = await name.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(size.scroll, `"${l.siteName}" is cut at ${width} px`).toBeLessThanOrEqual(size.client);
        // Nothing of the name lies under the language switch.
        const [nameBox, switchBox] = await Promise.all([name.boundingBox(), header.getByRole('group', { name: l.language }).boundingBox()]);
        expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(switchBox!.x);
        await reviewShot(page, `layout/header-logo-${language}-${width}`, { fullPage: false });
      }
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoSeriousA11yViolations(page);
      await page.close();
    }
    await context.close();
  });
});
