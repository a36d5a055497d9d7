import { readFileSync } from 'node:fs';
import { DEMO_SITE_ADMIN } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, openPage, signedInContext, signInAsShopper, switchLanguage } from './helpers';

// Applying a feed discontinues every product it does not name: this file has a server of its own.
test.use({ serverFor: 'catalogue-import' });

const SAMPLE = readFileSync(new URL('../../docs/samples/catalogue-feed-sample.csv', import.meta.url), 'utf8');
/** The sample, with the unit price of the trout cans (HLS-923757) lowered from 43.29 to 41.29. */
const REPRICED = SAMPLE.replace('43.29,47.99,40.04', '41.29,47.99,40.04');
/** The sample with one row's stock cell unreadable (line 3). */
const REFUSED = SAMPLE.replace(/(HLS-915838,[^\n]*?),in,/, '$1,maybe,');
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/**
 * Issue 26 "Catalogue import": a refused row is explained by its line and changes nothing; the
 * sample feed (one price lowered) is dry-run, then applied; the shopper finds a new product by its
 * French name and the cart says the price changed; the page in both languages.
 */
test('a site administrator dry-runs and applies a feed; the shopper finds the new product and the cart’s price notice', async ({ browser, baseURL, page, shopper, server }) => {
  // Three pages checked with axe at two widths, and an index rebuilt in a worker.
  test.slow();
  const trout = await server.db.selectFrom('products').select(['id', 'unit_price_cents']).where('mfg_sku', '=', 'HLS-923757').executeTakeFirstOrThrow();
  expect(trout.unit_price_cents).toBe(4329);
  await signInAsShopper(page, shopper);
  const token = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
  const auth = { headers: { Authorization: `Bearer ${token.accessToken}` } };
  const details = (await (await page.request.get(`/api/prods/details/${trout.id}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId: trout.id, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);

  const admin = await signedInContext(browser, baseURL, DEMO_SITE_ADMIN.email, /\/platform$/);
  const imports = await openPage(admin, '/platform/catalogue/imports');
  await expect(imports.getByRole('heading', { level: 1, name: 'Catalogue import' })).toBeVisible();
  await expect(imports.getByRole('navigation', { name: 'Platform sections' }).getByRole('link', { name: 'Catalogue import' })).toHaveAttribute('aria-current', 'page');
  await expect(imports.getByLabel('Catalogue feed (CSV file)')).toBeVisible();
  const file = imports.locator('input[type="file"]');

  // A refused row: its line and reason, and no way to apply.
  await file.setInputFiles(csv('refused.csv', REFUSED));
  await imports.getByRole('button', { name: 'Dry run' }).click();
  const refusals = imports.getByRole('table', { name: 'Refused rows, with their line in the file and the reason' });
  await expect(refusals.getByRole('row').nth(1)).toContainText('3HLS-915838stock“maybe” is not a stock state: write in or out.');
  await expect(imports.getByRole('button', { name: 'Apply…' })).toBeDisabled();

  // The sample, a price lowered: dry run, then apply.
  await file.setInputFiles(csv('distributor-feed.csv', REPRICED));
  await imports.getByRole('button', { name: 'Dry run' }).click();
  await expect(imports.getByRole('term').filter({ hasText: 'Added' }).locator('xpath=..')).toContainText('3');
  await imports.getByText('Changed (1)').click();
  await expect(imports.getByText('unit_price $43.29 → $41.29')).toBeVisible();
  await checkDesktopAndPhone(imports, 'catalogue-import/dry-run-en');
  await imports.getByRole('button', { name: 'Apply…' }).click();
  const dialog = imports.getByRole('dialog', { name: 'Apply this feed?' });
  await expect(dialog).toContainText('distributor-feed.csv will add 3 products, change 1');
  await dialog.getByRole('button', { name: 'Apply the feed' }).click();
  await expect(imports.getByText(/^distributor-feed\.csv applied: 3 added, 1 changed, \d+ discontinued\.$/)).toBeVisible({ timeout: 30_000 });
  const history = imports.getByRole('table', { name: 'Import history' });
  await expect(history.getByRole('row').nth(1)).toContainText(`${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}distributor-feed.csvApplied`);
  await checkDesktopAndPhone(imports, 'catalogue-import/applied-en');

  await switchLanguage(imports, 'fr');
  await expect(imports.getByRole('heading', { level: 1, name: 'Importation du catalogue' })).toBeVisible();
  await expect(imports.getByRole('table', { name: 'Historique des importations' }).getByRole('row').nth(1)).toContainText('Appliqué');
  await file.setInputFiles(csv('refused.csv', REFUSED));
  await imports.getByRole('button', { name: 'Essai' }).click();
  await expect(imports.getByRole('table', { name: /^Lignes refusées/ }).getByRole('row').nth(1))
    .toContainText('«\u202Fmaybe\u202F» n’est pas un état de stock\u202F: écrivez in ou out.');
  await checkDesktopAndPhone(imports, 'catalogue-import/refused-fr');
  await switchLanguage(imports, 'en');
  await admin.close();

  // The shopper, in French: the new family by its French name (the index rebuilds in a worker), and the cart's notice.
  await switchLanguage(page, 'fr');
  await expect(async () => {
    await page.goto('/products?q=jerky%20de%20bison');
    await expect(page.getByRole('main').getByText(/Sentiers du Nord – Jerky de bison/).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto('/cart');
  await expect(page.getByText(/Un prix a changé depuis que vous avez ajouté ce produit/)).toBeVisible();
  await expect(page.getByText(/\u202F: 43,29\u00A0\$ → 41,29\u00A0\$/)).toBeVisible();
  await switchLanguage(page, 'en');
  await expect(page.getByText(/: \$43\.29 → \$41\.29$/)).toBeVisible();
});
