import type { Page } from '@playwright/test';
import { storeToday } from '../../src/domain/store-preview';
import { addDays } from '../../src/domain/time';
import { DEMO_SITE_ADMIN } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, expectNoSeriousA11yViolations, reviewShot, signIn, switchLanguage } from './helpers';

// The journey turns the store's own banner off: a server of its own.
test.use({ serverFor: 'preview' });

/** The first day of the month after `day`'s. */
function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A review screenshot at a phone's width (only when SHOTS_DIR asks for them), then back to the desktop's. */
async function phoneShot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function bearer(page: Page): Promise<{ headers: Record<string, string> }> {
  const { accessToken } = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
  return { headers: { Authorization: `Bearer ${accessToken}` } };
}

/**
 * Issue 26 "Preview of the store": a site administrator previews the store as a client, at next
 * month's date; the banner scheduled for next month shows (it does not in the live store), in
 * English and in French; the client's cart is there but checkout cannot place the order, in the
 * page and on the server. axe on the platform's form, the previewed list and the checkout.
 */
test('a preview at next month\'s date shows the banner scheduled for it, in both languages, and refuses to place an order', async ({ page, browser, baseURL, server, shopper }) => {
  const start = firstOfNextMonth(storeToday(new Date()));
  const bannerEn = 'Dental health month starts now';
  const bannerFr = 'Le mois de la santé dentaire commence';

  // The client has one product in the cart, put there before anyone previews.
  const client = await browser.newContext({ baseURL });
  const signedIn = await client.request.post('/Account/Logon', { data: { email: shopper.email, password: shopper.password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { accessToken } = (await (await client.request.post('/Account/GetToken')).json()) as { accessToken: string };
  const clientAuth = { headers: { Authorization: `Bearer ${accessToken}` } };
  const list = (await (await client.request.get('/api/prods/list?pgSize=96', clientAuth)).json()) as {
    results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
  };
  const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
  const details = (await (await client.request.get(`/api/prods/details/${product.productId}/`, clientAuth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await client.request.post('/api/cart/item/', { ...clientAuth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await client.close();
  const clinic = await server.db.selectFrom('users as u').innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select('c.practice_name as name').where('u.email', '=', shopper.email).executeTakeFirstOrThrow();

  // The store's own banner steps aside, so next month's is the store's banner on its days.
  await server.db.updateTable('banners').set({ is_active: 0 }).where('l1_category_id', 'is', null).execute();
  await signIn(page, { email: DEMO_SITE_ADMIN.email, password: shopper.password });
  await expect(page).toHaveURL(/\/platform$/);
  const created = await page.request.post('/api/platform/banners', {
    ...(await bearer(page)),
    data: { name: 'Dental month', contentEn: `<p>${bannerEn}</p>`, contentFr: `<p>${bannerFr}</p>`, l1CategoryId: null, isActive: true, startDay: start, endDay: addDays(start, 20) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // The live store does not show it before its first day (the rebuilt index is in within seconds).
  await expect.poll(async () => ((await (await page.request.get('/api/prods/banner', await bearer(page))).json()) as { siteBanner: unknown }).siteBanner, { timeout: 15_000 }).toBeNull();

  // The platform's form: the client's clinic, the client, English, a day of next month.
  await page.goto('/platform/preview');
  const clinicGroup = page.getByRole('group', { name: 'Clinic' });
  await clinicGroup.getByRole('searchbox').fill(clinic.name);
  await clinicGroup.getByRole('button', { name: 'Search' }).click();
  await clinicGroup.getByRole('radio', { name: new RegExp(`^${clinic.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
  const clientGroup = page.getByRole('group', { name: 'Client' });
  await clientGroup.getByRole('searchbox').fill(shopper.email);
  await clientGroup.getByRole('button', { name: 'Search' }).click();
  await clientGroup.getByRole('radio', { name: new RegExp(shopper.email.replace(/\./g, '\\.')) }).check();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await page.getByLabel('Day', { exact: true }).fill(addDays(start, 1));
  await checkDesktopAndPhone(page, 'preview/platform-form-en');
  await page.getByRole('button', { name: 'Open the preview' }).click();
  await page.waitForURL(/\/products$/);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

  // The shop as the client sees it next month: the preview's banner, and next month's site banner.
  const preview = page.getByRole('region', { name: 'Preview of the store' });
  await expect(preview).toContainText('Preview');
  await expect(preview).toContainText(`as ${shopper.firstName}`);
  await expect(preview.getByRole('button', { name: 'Exit preview' })).toBeVisible();
  await expect(page.getByText(bannerEn)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'preview/products-en-1280');
  await phoneShot(page, 'preview/products-en-390');

  // The client's cart is at checkout, and Place Order is off; the server refuses it anyway.
  await page.goto('/checkout');
  await expect(page.getByText('This is a preview of the store: no order can be placed and no card is charged.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'preview/checkout-en-1280');
  const refused = await page.request.post('/api/cart/placeOrder/', { ...(await bearer(page)), data: {} });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'preview_read_only' });

  // In French, on the same session.
  await switchLanguage(page, 'fr');
  const apercu = page.getByRole('region', { name: 'Aperçu de la boutique' });
  await expect(apercu).toContainText(`en tant que ${shopper.firstName}`);
  await expect(page.getByText('aucune commande ne peut être passée', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
  await phoneShot(page, 'preview/checkout-fr-390');
  await page.goto('/products');
  await expect(page.getByText(bannerFr)).toBeVisible();
  await reviewShot(page, 'preview/products-fr-1280');
  await phoneShot(page, 'preview/products-fr-390');

  // Exit: back to the platform's form, out of the preview.
  await apercu.getByRole('button', { name: 'Quitter l’aperçu' }).click();
  await page.waitForURL(/\/platform\/preview$/);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('region', { name: 'Aperçu de la boutique' })).toHaveCount(0);
  const ended = await server.db.selectFrom('audit_events').select('action').where('entity', '=', 'store_preview').orderBy('id').execute();
  expect(ended.map((e) => e.action).slice(-2)).toEqual(['preview_started', 'preview_ended']);
});
