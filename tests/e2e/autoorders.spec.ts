import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, signInAsDemoShopper, switchLanguage } from './helpers';

/**
 * AutoOrders (issue 15): say Yes at checkout, find the subscription in the account, skip its next
 * order, change its frequency with the preview, add a product from a product page, cancel it; in
 * English and in French.
 */
interface ListedProduct {
  productId: number;
  isInStock: boolean;
  isPrescriptionProduct: boolean;
  isApprovalRequired: boolean;
  isBulkItem: boolean;
  productPrice: { autoOrderDiscountPercentage: number };
}

async function authOf(page: Page) {
  const { accessToken } = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
  return { headers: { Authorization: `Bearer ${accessToken}` } };
}

/** Two in-stock AutoOrder products without a prescription. */
async function autoOrderProducts(page: Page): Promise<number[]> {
  const auth = await authOf(page);
  const list = (await (await page.request.get('/api/prods/list?pgSize=96', auth)).json()) as { results: ListedProduct[] };
  const ids = list.results
    .filter((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem && p.productPrice.autoOrderDiscountPercentage > 0)
    .map((p) => p.productId);
  const usable: number[] = [];
  for (const id of ids) {
    const d = (await (await page.request.get(`/api/prods/details/${id}/`, auth)).json()) as { viewModel: { products: { productId: number; isSubscription: boolean }[] } };
    if (d.viewModel.products.find((p) => p.productId === id)?.isSubscription) usable.push(id);
    if (usable.length === 2) break;
  }
  expect(usable).toHaveLength(2);
  return usable;
}

async function checkoutWithAutoOrder(page: Page, productId: number) {
  const auth = await authOf(page);
  expect((await page.request.put('/api/cart/clearCart', auth)).ok()).toBe(true);
  const details = (await (await page.request.get(`/api/prods/details/${productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/checkout');
  await page.getByRole('group', { name: 'Start a new AutoOrder subscription with this order?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Deliver', { exact: true }).selectOption('7');
  const groups = page.getByRole('group', { name: /Delivery option/ });
  for (const group of await groups.all()) await group.getByRole('radio', { name: /Standard shipping/ }).first().check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/ordercompleted$/);
}

test.describe('AutoOrders', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoShopper(page);
  });

  test('Yes at checkout, then find it, skip, change the frequency, add a product from its page, cancel', async ({ page }) => {
    const [first, second] = await autoOrderProducts(page);
    await checkoutWithAutoOrder(page, first!);

    await page.goto('/account/autoorders');
    await expect(page.getByRole('heading', { level: 1, name: 'My AutoOrders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    const card = page.getByTestId('autoorder').filter({ hasText: 'Every 7 weeks' }).first();
    await expect(card).toContainText('Active');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link', { name: 'Manage this AutoOrder' }).click();
    await expect(page).toHaveURL(/\/account\/autoorders\/\d+$/);
    const id = Number(page.url().split('/').pop());

    await page.getByRole('button', { name: 'Skip the next order' }).click();
    await expect(page.getByRole('button', { name: 'Undo the skip' })).toBeVisible();
    await expect(page.getByText(/is skipped/)).toBeVisible();

    await page.getByLabel('How often').selectOption('6');
    await expect(page.getByText(/^After this change: next order on .+, expected total \$[\d.,]+\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your AutoOrder is saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'My AutoOrder' }).or(page.locator('.autoorder-section').first())).toContainText('Every 6 weeks');
    await expectNoSeriousA11yViolations(page);

    // The product page's "Add to my AutoOrder", then the spec's AddToAutoOrder page.
    await page.goto(`/products/view/${second}`);
    await page.getByTestId('add-to-autoorder').click();
    await expect(page).toHaveURL(new RegExp(`/AutoOrders/AddToAutoOrder\\?productId=${second}&prescriptionId=0$`));
    await page.getByLabel('Add it to').selectOption(String(id));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add to my AutoOrder' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/autoorders/${id}$`));
    await expect(page.locator('.autoorder__items li')).toHaveCount(2);

    await page.getByLabel('Why are you cancelling?').fill('Moving away');
    await page.getByRole('button', { name: 'Cancel this AutoOrder' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  });

  test('en français : trouver l’AutoOrder, la sauter, changer la fréquence, l’annuler @phone-only', async ({ page }) => {
    await switchLanguage(page, 'fr');
    await page.goto('/account/autoorders');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes AutoOrders' })).toBeVisible();
    await expect(page.getByText('Demande votre attention').first()).toBeVisible();
    await expect(page.getByText(/Inactive.: en attente du vétérinaire/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const card = page.getByTestId('autoorder').filter({ hasText: 'Active' }).first();
    await card.getByRole('link', { name: 'Gérer cette AutoOrder' }).click();
    await page.getByRole('button', { name: 'Sauter la prochaine commande' }).click();
    await expect(page.getByRole('button', { name: 'Ne plus sauter' })).toBeVisible();
    await page.getByLabel('Fréquence').selectOption('5');
    await expect(page.getByText(/^Après ce changement.: prochaine commande le .+, total prévu/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer les changements' }).click();
    await expect(page.getByText('Votre AutoOrder est enregistrée.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/Pourquoi annulez-vous/).fill('Je déménage');
    await page.getByRole('button', { name: 'Annuler cette AutoOrder' }).click();
    await expect(page.getByText('Annulée', { exact: true })).toBeVisible();
  });
});
