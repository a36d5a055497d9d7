import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, reviewShot, signInAsShopper, switchLanguage } from './helpers';

/**
 * AutoOrders (issue 15): say Yes at checkout, find the subscription in the account, order it now
 * (the notice links the order), skip its next order, change its frequency with the preview, add a
 * product from a product page, cancel it; in English and in French. Each journey has its own copy
 * of the demo shopper (fixtures.ts) and works on the subscription its own checkout created.
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

/** What the journey reads and clicks, in the shopper's language (the pages' own messages). */
const TEXT = {
  en: {
    question: 'Start a new AutoOrder subscription with this order?', yes: 'Yes', deliver: 'Deliver', delivery: /Delivery option/, standard: /Standard shipping/,
    placeOrder: 'Place Order', title: 'My AutoOrders', upcoming: 'Upcoming', active: 'Active', manage: 'Manage this AutoOrder', every: (w: number) => `Every ${w} weeks`,
    orderNow: 'Order now', ordered: /^Order [A-Z0-9-]+ placed\.$/, skip: 'Skip the next order', undoSkip: 'Undo the skip', skipped: /is skipped/, frequency: 'How often',
    preview: /^After this change: next order on .+, expected total \$[\d.,]+\.$/, save: 'Save changes', saved: 'Your AutoOrder is saved.', addLink: /^Add to my AutoOrder/,
    addTo: 'Add it to', add: 'Add to my AutoOrder', why: 'Why are you cancelling?', reason: 'Moving away', cancel: 'Cancel this AutoOrder', cancelled: 'Cancelled',
    confirmOrderNow: 'Place the order', confirmSkip: 'Skip it', confirmCancel: 'Cancel the AutoOrder', confirmDelete: 'Delete it', delete: 'Delete this AutoOrder',
    back: 'Go back', placedToday: 'Order placed today', nextDate: 'Next order date', expected: 'Expected total of the next order', money: /\$[\d.,]+/, final: /cannot be undone/,
    addPreview: /^With this product: next order on .+, expected total \$[\d.,]+\.$/, alreadyOrdered: 'This AutoOrder was already ordered today.',
  },
  fr: {
    question: 'Commencer une commande automatique avec ces produits\u202f?', yes: 'Oui', deliver: 'Livrer', delivery: /Mode de livraison/, standard: /Livraison standard/,
    placeOrder: 'Passer la commande', title: 'Mes commandes automatiques', upcoming: 'À venir', active: 'Active', manage: 'Gérer cette commande automatique', every: (w: number) => `Toutes les ${w} semaines`,
    orderNow: 'Commander maintenant', ordered: /^Commande [A-Z0-9-]+ passée\.$/, skip: 'Sauter la prochaine commande', undoSkip: 'Ne plus sauter', skipped: /est sautée/, frequency: 'Fréquence',
    preview: /^Après ce changement.: prochaine commande le .+, total prévu [\d\s.,]+.\$\.$/, save: 'Enregistrer les changements', saved: 'Votre commande automatique est enregistrée.',
    addLink: /^Ajouter à ma commande automatique/, addTo: 'L’ajouter à', add: 'Ajouter à ma commande automatique', why: /Pourquoi annulez-vous/, reason: 'Je déménage', cancel: 'Annuler cette commande automatique', cancelled: 'Annulée',
    confirmOrderNow: 'Passer la commande', confirmSkip: 'La sauter', confirmCancel: 'Annuler la commande automatique', confirmDelete: 'La supprimer', delete: 'Supprimer cette commande automatique',
    back: 'Retour', placedToday: 'Commande passée aujourd’hui', nextDate: 'Date de la prochaine commande', expected: 'Total prévu de la prochaine commande', money: /[\d\s.,]+.\$/, final: /définitif/,
    addPreview: /^Avec ce produit.: prochaine commande le .+, total prévu [\d\s.,]+.\$\.$/, alreadyOrdered: 'Cette commande automatique a déjà été passée aujourd’hui.',
  },
} as const;

/** Says Yes to AutoOrder at checkout (every `weeks` weeks) and returns the new subscription's id: the journey's own, never a demo one. */
async function checkoutWithAutoOrder(page: Page, lang: 'en' | 'fr', productId: number, weeks: number): Promise<number> {
  const t = TEXT[lang];
  const auth = await authOf(page);
  const mine = async () => ((await (await page.request.get('/api/account/autoorders', auth)).json()) as { autoOrders: { id: number }[] }).autoOrders.map((a) => a.id);
  const before = new Set(await mine());
  expect((await page.request.put('/api/cart/clearCart', auth)).ok()).toBe(true);
  const details = (await (await page.request.get(`/api/prods/details/${productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/checkout');
  await page.getByRole('group', { name: t.question }).getByRole('radio', { name: t.yes }).check();
  await page.getByLabel(t.deliver, { exact: true }).selectOption(String(weeks));
  const groups = page.getByRole('group', { name: t.delivery });
  for (const group of await groups.all()) await group.getByRole('radio', { name: t.standard }).first().check();
  await page.getByRole('button', { name: t.placeOrder }).click();
  await expect(page).toHaveURL(/\/ordercompleted$/);
  const created = (await mine()).filter((id) => !before.has(id));
  expect(created).toHaveLength(1);
  return created[0]!;
}

/**
 * Opens an action's confirm dialog with `trigger`: it shows the preview's next date and expected
 * total (when the action has one) and passes axe; returns the dialog.
 */
async function openConfirm(page: Page, lang: 'en' | 'fr', trigger: ReturnType<Page['getByRole']>, withPreview = true) {
  const t = TEXT[lang];
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (withPreview) {
    await expect(dialog.getByRole('term').filter({ hasText: t.nextDate })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: t.expected })).toBeVisible();
    await expect(dialog.getByRole('definition').last()).toHaveText(t.money);
  }
  await expectNoSeriousA11yViolations(page);
  return dialog;
}

/**
 * The whole journey on the shopper's own new subscription: Yes at checkout, find it in the list,
 * "Order now" (the notice links the order), skip, change the frequency with its preview, add a
 * product from a product page, cancel, delete; each action through its confirm dialog.
 */
async function journey(page: Page, lang: 'en' | 'fr') {
  const t = TEXT[lang];
  const [first, second] = await autoOrderProducts(page);
  const weeks = lang === 'en' ? 7 : 9;
  const id = await checkoutWithAutoOrder(page, lang, first!, weeks);

  await page.goto('/account/autoorders');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.upcoming })).toBeVisible();
  const card = page.getByTestId('autoorder').filter({ has: page.locator(`a[href$="/account/autoorders/${id}"]`) });
  await expect(card).toContainText(t.every(weeks));
  await expect(card).toContainText(t.active);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('link', { name: t.manage }).click();
  await expect(page).toHaveURL(new RegExp(`/account/autoorders/${id}$`));

  // "Order now": the notice names the order and links its page.
  let dialog = await openConfirm(page, lang, page.getByRole('button', { name: t.orderNow }));
  await expect(dialog.getByRole('term').filter({ hasText: t.placedToday })).toBeVisible();
  await dialog.getByRole('button', { name: t.confirmOrderNow }).click();
  await expect(dialog).toBeHidden();
  const ordered = page.getByText(t.ordered);
  await expect(ordered).toBeVisible();
  await ordered.getByRole('link').click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/account/autoorders/${id}$`));
  // Ordered today: no second "Order now" is offered; the page says why, in the shopper's language.
  await expect(page.getByText(t.alreadyOrdered)).toBeVisible();
  await expect(page.getByRole('button', { name: t.orderNow })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  dialog = await openConfirm(page, lang, page.getByRole('button', { name: t.skip }));
  await dialog.getByRole('button', { name: t.confirmSkip }).click();
  await expect(page.getByRole('button', { name: t.undoSkip })).toBeVisible();
  await expect(page.getByText(t.skipped)).toBeVisible();

  await page.getByLabel(t.frequency).selectOption('6');
  await expect(page.getByText(t.preview)).toBeVisible();
  dialog = await openConfirm(page, lang, page.getByRole('button', { name: t.save }));
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('.autoorder-section').first()).toContainText(t.every(6));
  await expectNoSeriousA11yViolations(page);

  // The product page's "Add to my AutoOrder", then the spec's AddToAutoOrder page.
  await page.goto(`/products/view/${second}`);
  await expect(page.getByTestId('add-to-autoorder')).toHaveText(t.addLink);
  await page.getByTestId('add-to-autoorder').click();
  await expect(page).toHaveURL(new RegExp(`/AutoOrders/AddToAutoOrder\\?productId=${second}&prescriptionId=0$`));
  await page.getByLabel(t.addTo).selectOption(String(id));
  await expect(page.getByText(t.addPreview)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.add }).click();
  await expect(page).toHaveURL(new RegExp(`/account/autoorders/${id}$`));
  await expect(page.locator('.autoorder__items li')).toHaveCount(2);

  dialog = await openConfirm(page, lang, page.getByRole('button', { name: t.cancel }), false);
  await expect(dialog.getByRole('button', { name: t.confirmCancel })).toBeDisabled();
  await dialog.getByRole('group', { name: t.why }).getByRole('radio', { name: t.reason }).check();
  await dialog.getByRole('button', { name: t.confirmCancel }).click();
  await expect(page.getByText(t.cancelled, { exact: true })).toBeVisible();

  // Delete warns it is final, then the list no longer has it.
  dialog = await openConfirm(page, lang, page.getByRole('button', { name: t.delete }), false);
  await expect(dialog).toContainText(t.final);
  await dialog.getByRole('button', { name: t.confirmDelete }).click();
  await expect(page).toHaveURL(/\/account\/autoorders$/);
  await expect(page.locator(`a[href$="/account/autoorders/${id}"]`)).toHaveCount(0);
}

test.describe('AutoOrders', () => {
  // Each journey is a checkout, ten steps and an axe run per dialog on a shared machine: well over the suite's 60 s default.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page, shopper }) => {
    await signInAsShopper(page, shopper);
  });

  test('Yes at checkout, then find it, order now, skip, change the frequency, add a product from its page, cancel', async ({ page }) => {
    await journey(page, 'en');
  });

  test('en français : Oui au paiement, trouver l’AutoOrder, commander maintenant, la sauter, changer la fréquence, ajouter un produit, l’annuler @phone-only', async ({ page }) => {
    await switchLanguage(page, 'fr');
    // The demo's other AutoOrders are shown with what to do about them (read only: other journeys use them).
    await page.goto('/account/autoorders');
    await expect(page.getByText('Demande votre attention').first()).toBeVisible();
    await expect(page.getByText(/Inactive.: en attente du vétérinaire/).first()).toBeVisible();
    await journey(page, 'fr');
  });

  // The dialogs at a phone's and a desktop's width in both languages, on a demo AutoOrder that is only
  // looked at: Escape closes each and gives focus back to its button; the screenshots are for review.
  test('the confirm dialogs: Escape, focus, axe and screenshots at 390 and 1280 px in English and French', async ({ page }) => {
    const auth = await authOf(page);
    const { autoOrders } = (await (await page.request.get('/api/account/autoorders', auth)).json()) as { autoOrders: { id: number; status: string }[] };
    const active = autoOrders.find((a) => a.status === 'active');
    expect(active).toBeDefined();
    for (const lang of ['en', 'fr'] as const) {
      const t = TEXT[lang];
      await page.goto(`/account/autoorders/${active!.id}`);
      if (lang === 'fr') await switchLanguage(page, 'fr');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const orderNow = page.getByRole('button', { name: t.orderNow });
        const dialog = await openConfirm(page, lang, orderNow);
        await expect(dialog.getByRole('term').filter({ hasText: t.placedToday })).toBeVisible();
        await reviewShot(page, `autoorders/autoorder-dialog-order-now-${lang}-${width}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(orderNow).toBeFocused();

        const cancel = page.getByRole('button', { name: t.cancel });
        const cancelDialog = await openConfirm(page, lang, cancel, false);
        await cancelDialog.getByRole('radio').first().focus();
        await reviewShot(page, `autoorders/autoorder-dialog-cancel-${lang}-${width}`, { fullPage: false });
        await cancelDialog.getByRole('button', { name: t.back }).click();
        await expect(cancelDialog).toBeHidden();
        await expect(cancel).toBeFocused();
      }
    }
  });
});
