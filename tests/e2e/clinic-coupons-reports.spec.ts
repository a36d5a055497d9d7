import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO_COUPON_SHOPPERS } from '../../src/server/db/seed/demo-coupons-reports';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, reviewShot, signIn, switchLanguage } from './helpers';

/**
 * Issue 17 "Coupons" and "Reports", in English and in French: the clinic admin creates a coupon,
 * a shopper of the clinic (one only these journeys use: src/server/db/seed/demo-coupons-reports.ts)
 * applies it at checkout and places the order, and the admin's sales report and its CSV count that
 * order to the cent. Screenshots at 1280 px go to /tmp/shots-coupons-reports.
 */
test.describe.configure({ mode: 'serial' });
// The clinic's lists, settings and staff change here: a server of the file's own (fixtures.ts).
test.use({ serverFor: 'clinic-coupons-reports' });


const WORDS = {
  en: {
    nav: 'Coupons', reports: 'Reports', heading: 'Coupons', reportsHeading: 'Reports', code: 'Code', amountKind: 'Amount off', amount: 'Amount ($)',
    percent: 'Percentage (1 to 100)', once: 'One use per shopper', create: 'Create coupon', created: (c: string) => `Coupon ${c} created.`,
    percentError: 'The percentage must be a whole number from 1 to 100.', promo: 'Promo code', apply: 'Apply', applied: (c: string) => `Coupon ${c} applied`,
    delivery: /Pick up at/, no: 'No', autoOrder: /^Start a new AutoOrder subscription with this order/, place: 'Place Order', download: 'Download CSV',
    csvHeader: 'Period', total: 'Total', sales: 'Sales', portal: 'Clinic portal', greeting: /^Hi, /,
  },
  fr: {
    nav: 'Coupons', reports: 'Rapports', heading: 'Coupons', reportsHeading: 'Rapports', code: 'Code', amountKind: 'Montant fixe', amount: 'Montant ($)',
    percent: 'Pourcentage (1 à 100)', once: 'Une utilisation par client', create: 'Créer le coupon', created: (c: string) => `Coupon ${c} créé.`,
    percentError: 'Le pourcentage doit être un nombre entier de 1 à 100.', promo: 'Code promotionnel', apply: 'Appliquer', applied: (c: string) => `Coupon ${c} appliqué`,
    delivery: /Ramassage/, no: 'Non', autoOrder: /^Commencer une commande automatique avec ces produits/, place: 'Passer la commande',
    download: 'Télécharger le CSV', csvHeader: 'Période', total: 'Total', sales: 'Ventes', portal: 'Portail de la clinique', greeting: /^Bonjour, /,
  },
} as const;

interface Csv { rows: string[][]; raw: Buffer }

function parseCsv(raw: Buffer): Csv {
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  const rows = text.slice(0, -2).split('\r\n').map((row) => (row.match(/"((?:[^"]|"")*)"/g) ?? []).map((cell) => cell.slice(1, -1).replaceAll('""', '"')));
  return { rows, raw };
}

/** The report's Sales total in cents, from the CSV's Total row (dot decimals in both languages). */
function salesTotal(csv: Csv, language: 'en' | 'fr'): number {
  const [header, ...rows] = csv.rows;
  const total = rows.find((row) => row[0] === WORDS[language].total)!;
  const cell = total[header!.indexOf(WORDS[language].sales)]!;
  expect(cell).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(cell) * 100);
}

async function downloadSalesCsv(page: Page, language: 'en' | 'fr'): Promise<Csv> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: WORDS[language].download }).click()]);
  expect(download.suggestedFilename()).toMatch(language === 'fr' ? /^ventes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/ : /^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  return parseCsv(readFileSync(await download.path()));
}

/**
 * People of the demo clinic (Ottawa), whose browsers keep the clinic's time: the coupon form's start
 * date is the browser's today, which the server reads in the clinic's time zone; in a UTC browser
 * from midnight to 5 a.m. UTC it is the clinic's tomorrow, and the new coupon is not valid yet.
 */
async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, landing: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, timezoneId: 'America/Toronto' });
  const page = await context.newPage();
  await signIn(page, { email, password: DEMO_SHOPPER.password });
  await expect(page).toHaveURL(landing);
  return page;
}

/** Empties the shopper's cart and puts one plain, in-stock product in it for their pet, through the API. */
async function fillCart(page: Page): Promise<void> {
  const token = ((await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string }).accessToken;
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  expect((await page.request.put('/api/cart/clearCart', auth)).ok()).toBe(true);
  const list = (await (await page.request.get('/api/prods/list?pgSize=96', auth)).json()) as {
    results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
  };
  const product = list.results.filter((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)[3]!;
  const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 2 } });
  expect(added.ok(), await added.text()).toBe(true);
}

for (const language of ['en', 'fr'] as const) {
  const w = WORDS[language];
  const shopper = DEMO_COUPON_SHOPPERS[language];
  const code = language === 'en' ? 'SCOUT-15' : 'PRALINE_5';

  test(`${language}: the admin creates a coupon, a shopper uses it at checkout, the sales CSV counts the order`, async ({ browser, baseURL }) => {
    // Two people, two portals, a CSV before and after an order: more than one journey's minute on a busy machine.
    test.slow();
    const admin = await signedInPage(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic$/);
    if (language === 'fr') await switchLanguage(admin, 'fr');

    // The coupons page, from the portal's navigation (admins only).
    await admin.getByRole('navigation', { name: w.portal }).getByRole('link', { name: w.nav, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
    const form = admin.getByRole('form');
    await form.getByLabel(w.code, { exact: true }).fill(code.toLowerCase());
    if (language === 'en') {
      await form.getByLabel(w.percent).fill('150');
      await form.getByRole('button', { name: w.create }).click();
      await expect(form.getByText(w.percentError)).toBeVisible();
      await expect(form.getByLabel(w.percent)).toBeFocused();
      await form.getByLabel(w.percent).fill('15');
    } else {
      await form.getByRole('radio', { name: w.amountKind }).check();
      await form.getByLabel(w.amount).fill('5,00');
    }
    await form.getByLabel(w.once).check();
    await form.getByRole('button', { name: w.create }).click();
    await expect(admin.getByText(w.created(code))).toBeVisible();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: code }) });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await reviewShot(admin, `coupons-reports/coupons-${language}`);

    // The sales report before the order, and its CSV.
    await admin.getByRole('navigation', { name: w.portal }).getByRole('link', { name: w.reports, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: w.reportsHeading })).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    const before = salesTotal(await downloadSalesCsv(admin, language), language);

    // The shopper applies the code (any case) at checkout and places the order.
    const page = await signedInPage(browser, baseURL, shopper.email, /\/products/);
    if (language === 'fr') await switchLanguage(page, 'fr');
    await fillCart(page);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: w.place })).toBeVisible();
    await page.getByLabel(w.promo).fill(code.toLowerCase());
    await page.getByRole('button', { name: w.apply, exact: true }).click();
    await expect(page.getByText(w.applied(code), { exact: false }).first()).toBeVisible();
    const groups = page.getByRole('group', { name: /Delivery option|Mode de livraison/ });
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) await group.getByRole('radio', { name: w.delivery }).first().check();
    await page.getByRole('group', { name: w.autoOrder }).getByRole('radio', { name: w.no }).check();
    const [placed] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/cart/placeOrder/') && response.request().method() === 'POST'),
      page.getByRole('button', { name: w.place }).click(),
    ]);
    expect(placed.status()).toBe(200);
    const orders = ((await placed.json()) as { returnValue: { orders: { orderTotal: number }[] } }).returnValue.orders;
    const orderTotal = orders.reduce((sum, o) => sum + o.orderTotal, 0);
    await expect(page).toHaveURL(/\/ordercompleted$/);

    // The coupon counts one use; the report and its CSV count the order to the cent.
    await admin.goto('/clinic/coupons');
    await expect(admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: code }) }).getByRole('cell').nth(6)).toHaveText('1');
    await admin.goto('/clinic/reports?report=sales&by=day');
    await expect(admin.getByRole('table')).toBeVisible();
    const after = await downloadSalesCsv(admin, language);
    expect(after.rows[0]![0]).toBe(w.csvHeader);
    expect(salesTotal(after, language) - before).toBe(orderTotal);
    // No French decimal comma in the file's numbers.
    expect(after.raw.toString('utf8')).not.toMatch(/"-?\d+,\d{2}"/);
    await expect(admin.getByText(language === 'fr' ? /ventes-.*\.csv téléchargé\./ : /Downloaded sales-.*\.csv\./)).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await reviewShot(admin, `coupons-reports/reports-sales-${language}`);

    for (const report of ['prescriptions', 'autoorders'] as const) {
      await admin.goto(`/clinic/reports?report=${report}&by=week`);
      await expect(admin.getByRole('img').first()).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await reviewShot(admin, `coupons-reports/reports-${report}-${language}`);
    }
    await Promise.all([admin.context().close(), page.context().close()]);
  });
}

test('staff who are not admins see neither coupons nor reports in the portal', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL, DEMO_STAFF.staff.email, /\/clinic$/);
  const nav = page.getByRole('navigation', { name: 'Clinic portal' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/clinic/reports');
  await expect(page.getByText('Only a clinic admin can see the reports.')).toBeVisible();
  await page.context().close();
});

test('a report range typed backwards or over 366 days is said in the form, in place (issue 24)', async ({ browser, baseURL }) => {
  // Two sign-ins' worth of steps on a machine shared by many runs.
  test.slow();
  const page = await signedInPage(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic$/);
  await switchLanguage(page, 'en');
  await page.goto('/clinic/reports?report=sales&from=2026-01-01&to=2026-01-31');
  const form = page.getByRole('form', { name: 'Dates of the report' });
  await expect(page.getByRole('table', { name: /^Sales by period/ })).toBeVisible({ timeout: 30_000 });

  // Backwards: the form says so beside the dates; the portal and the form stay.
  await form.getByLabel('From').fill('2026-03-10');
  await form.getByLabel('To').fill('2026-03-01');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(form.getByText('The start date is after the end date: please choose a start date on or before the end date.')).toBeVisible();
  await expect(form.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('navigation', { name: 'Clinic portal' })).toBeVisible();
  await expect(page).toHaveURL(/from=2026-01-01/);
  await expectNoSeriousA11yViolations(page);

  // Longer than a year and a day.
  await form.getByLabel('From').fill('2024-01-01');
  await form.getByLabel('To').fill('2026-01-01');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(form.getByText('A report covers at most 366 days: please choose dates closer together.')).toBeVisible();
  await page.context().close();
});

test('a report range typed into the address that cannot be reported on is said in place, never the error page (issue 24)', async ({ browser, baseURL }) => {
  test.slow();
  const page = await signedInPage(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic$/);
  await switchLanguage(page, 'en');
  // Not asked for, said in place, in French too.
  await page.goto('/clinic/reports?report=sales&from=2026-02-31&to=2026-03-05');
  await expect(page.getByText('The start date does not exist on the calendar: please choose another.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.goto('/clinic/reports?report=sales&from=2026-03-10&to=2026-03-01');
  await switchLanguage(page, 'fr');
  await expect(page.getByText('La date de début est après la date de fin\u202f: veuillez choisir une date de début égale ou antérieure à la date de fin.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Portail de la clinique' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // One date only: the server chooses the other and its 400 is said in place too (a start in the future is after today).
  await page.goto('/clinic/reports?report=sales&from=2099-01-01');
  await expect(page.getByText('La date de début est après la date de fin\u202f: veuillez choisir une date de début égale ou antérieure à la date de fin.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rapports', level: 1 })).toBeVisible();
  await page.context().close();
});
