import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCOUNT_NAV } from '../../src/contracts/account-routes';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, signInAsShopper, switchLanguage } from './helpers';

/**
 * The account's orders (issue 14): the overview and the account menu, the past orders list, one
 * order (from the order-submitted page and from the list), buy again, cancel, and the refusal of a
 * cancel, in English and in French. Each journey has its own copy of the demo shopper (fixtures.ts),
 * whose past orders come from the seed (src/server/db/seed/demo-orders.ts): their numbers end in the
 * copy's tag and A2 (submitted), B2 (ready for pickup), C2 (shipped, Canada Post), D2 (picked up),
 * E2 (cancelled), F2.
 */

interface ListedProduct { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }

async function auth(page: Page): Promise<{ headers: Record<string, string> }> {
  const answer = await page.request.post('/Account/GetToken');
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { headers: { Authorization: `Bearer ${accessToken}` } };
}

/** Puts one plain in-stock product in the emptied cart (through the API). */
async function oneItemInCart(page: Page, skip: number): Promise<void> {
  const a = await auth(page);
  expect((await page.request.put('/api/cart/clearCart', a)).ok()).toBe(true);
  const list = (await (await page.request.get('/api/prods/list?pgSize=96', a)).json()) as { results: ListedProduct[] };
  const product = list.results.filter((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)[skip]!;
  const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, a)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...a, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
}

/** The link to a seeded order in the list, by the end of its number. */
const orderLink = (page: Page, suffix: string) => page.getByRole('link', { name: new RegExp(`(Order|Commande) VS-\\d{6}-${suffix}$`) });

test.describe('the account\'s orders', () => {
  test('an order placed at checkout opens from the order-submitted page; it is cancelled; a stale page sees the refusal', async ({ page, context, shopper }) => {
    await signInAsShopper(page, shopper);
    await oneItemInCart(page, 4);
    await page.goto('/checkout');
    const groups = page.getByRole('group', { name: /Delivery option/ });
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) await group.getByRole('radio', { name: /Standard shipping/ }).first().check();
    await page.getByRole('group', { name: 'Start a new AutoOrder subscription with this order?' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/ordercompleted$/);

    const details = page.getByRole('link', { name: /^View the details of order VS-/ });
    const number = (await details.first().textContent())!.replace('View the details of order ', '').trim();
    await details.first().click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('Status: Received')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expect(page.getByText('Order submitted by you')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make this an AutoOrder' })).toHaveAttribute('href', /\/AutoOrders\/AddToAutoOrder\?orderId=\d+$/);
    await expect(page.getByText(/^Visa ending in \d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same order open in another tab, still showing its Cancel button.
    const stale = await context.newPage();
    await stale.goto(page.url());
    await expect(stale.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
    await dialog.getByLabel('Reason (optional)').fill('Ordered by mistake');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByText('Your order is cancelled. The hold on your card is released.')).toBeVisible();
    await expect(page.getByText('Status: Cancelled')).toBeVisible();
    await expect(page.getByText('Reason: Ordered by mistake')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Make this an AutoOrder' })).toHaveCount(0);

    // rr §8: a cancelled order cannot be changed.
    await stale.getByRole('button', { name: 'Cancel order' }).click();
    await stale.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(stale.getByText('This order is cancelled: a cancelled order cannot be changed.')).toBeVisible();
    await expect(stale.getByText('Status: Cancelled')).toBeVisible();
    await stale.close();
  });

  test('the list by period, a shipped order with its tracking link and no cancel, and buy again', async ({ page, shopper }) => {
    await signInAsShopper(page, shopper);
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Past orders' })).toBeVisible();
    await expect(orderLink(page, `${shopper.orderTag}F2`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Show orders from').selectOption({ label: 'The last 30 days' });
    await expect(page).toHaveURL(/period=30d/);
    await expect(orderLink(page, `${shopper.orderTag}C2`)).toBeVisible();
    await expect(orderLink(page, `${shopper.orderTag}D2`)).toHaveCount(0);
    await expect(orderLink(page, `${shopper.orderTag}F2`)).toHaveCount(0);

    await orderLink(page, `${shopper.orderTag}C2`).click();
    await expect(page.getByText('Status: Shipped')).toBeVisible();
    const track = page.getByRole('link', { name: /Track your parcel with Canada Post \(number 7023210039414604\)/ });
    await expect(track).toHaveAttribute('href', /canadapost.*7023210039414604/);
    await expect(page.getByText('This order was already shipped or picked up: it can no longer be cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('GST/HST');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back to past orders' }).click();
    await page.getByLabel('Show orders from').selectOption({ label: 'All time' });
    await orderLink(page, `${shopper.orderTag}D2`).click();
    await expect(page.getByText('Status: Picked up')).toBeVisible();
    await expect(page.getByText('Pick up at Maple Veterinary Hospital')).toBeVisible();
    await page.getByRole('button', { name: 'Buy again' }).click();
    const notice = page.getByText(/items? (was|were) added to your cart\.|Nothing could be added to your cart\./);
    await expect(notice).toBeVisible();
    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  });

  test('the overview and the account menu, by keyboard', async ({ page, shopper }) => {
    await signInAsShopper(page, shopper);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Alex Martin' })).toBeVisible();
    await expect(page.getByText('Maple Veterinary Hospital')).toBeVisible();
    const pets = page.getByRole('region', { name: 'Your pets' });
    await expect(pets.getByText('Biscuit')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent orders' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Everything in your account' }).getByRole('link', { name: 'Address book' })).toHaveAttribute('href', '/account/addresses');
    await expectNoSeriousA11yViolations(page);

    const trigger = page.getByRole('button', { name: 'Hi, Alex' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Every account page, then Sign out.
    await expect(menu.getByRole('menuitem')).toHaveCount(ACCOUNT_NAV.length + 1);
    await expect(menu.getByRole('menuitem').last()).toHaveText('Sign out');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/orders$/);
  });

  test('en français : la page de commande depuis la page de confirmation, commander de nouveau, annuler et le refus @phone', async ({ page, shopper }) => {
    await signInAsShopper(page, shopper);
    await switchLanguage(page, 'fr');
    // An order placed through the API; the order-submitted page reads it from session storage (cc §2).
    await oneItemInCart(page, 6);
    const placed = await page.request.post('/api/cart/placeOrder/', {
      ...(await auth(page)),
      data: { checkoutId: randomUUID(), createNewAutoOrderSubscription: false, orderShippingOptions: { '1': 'pickup' } },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { returnValue } = (await placed.json()) as { returnValue: { orders: { orderNumber: string }[] } };
    await page.evaluate((orders) => sessionStorage.setItem('vetstore.checkout.orderResult', JSON.stringify({ orders, trackedOrderIds: [] })), returnValue.orders);
    await page.goto('/ordercompleted');
    const number = returnValue.orders[0]!.orderNumber;
    await page.getByRole('link', { name: `Voir le détail de la commande ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
    await expect(page.getByText(/^État\s:\sReçue$/)).toBeVisible();
    await expect(page.getByText('Ramassage à Maple Veterinary Hospital')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Commander de nouveau' }).click();
    await expect(page.getByText(/ajouté à votre panier\.|ajoutés à votre panier\./)).toBeVisible();

    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler la commande' }).click();
    await expect(page.getByText('Votre commande est annulée. La retenue sur votre carte est libérée.')).toBeVisible();
    await expect(page.getByText(/^État\s:\sAnnulée$/)).toBeVisible();

    // A ready-for-pickup order went to the distributor: no cancel, the reason said.
    await page.getByRole('link', { name: 'Retour aux commandes passées' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes passées' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await orderLink(page, `${shopper.orderTag}B2`).click();
    await expect(page.getByText(/^État\s:\sPrête pour le ramassage$/)).toBeVisible();
    await expect(page.getByText(/^Cette commande a été envoyée au distributeur\s: elle ne peut plus être annulée\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
