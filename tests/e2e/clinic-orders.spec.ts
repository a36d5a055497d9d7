import { sql } from 'kysely';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_FULFILMENT_CLIENT, DEMO_FULFILMENT_ORDERS } from '../../src/server/db/seed/demo-fulfilment';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { createShopper, insertOrder } from '../../src/server/testing/fixtures';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openPage, reviewShot, signedInContext, switchLanguage } from './helpers';

/**
 * Issue 16's order journeys in the clinic portal, in English and French, on the fulfilment demo's
 * orders (Julie Fortin's, seed/demo-fulfilment.ts, which no other spec touches): staff ship a
 * delivery order with a tracking number and the client sees it on her order page; a pickup order
 * goes ready for pickup, then picked up; an order is cancelled and a stale page's move is refused
 * with the spec's message; the ready items of an order waiting on the veterinarian leave first and
 * the client sees two shipments.
 */
// The clinic's lists, settings and staff change here: a server of the file's own (fixtures.ts).
test.use({ serverFor: 'clinic-orders' });

let staff: BrowserContext;
let client: BrowserContext;

/** Finds an order by its number in the orders list and opens it; answers its id. */
async function openOrder(page: Page, orderNumber: string, labels: { q: string; apply: string }): Promise<number> {
  await page.getByLabel(labels.q).fill(orderNumber);
  await page.getByRole('button', { name: labels.apply }).click();
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(orderNumber) })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * Each group's journeys run in order, signed in once; the groups run side by side, each in a worker
 * with its own server (they move different orders of the fulfilment demo).
 */
function signedInForTheGroup(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser, baseURL }) => {
    staff = await signedInContext(browser, baseURL, DEMO_STAFF.staff.email, /\/clinic$/);
    client = await signedInContext(browser, baseURL, DEMO_FULFILMENT_CLIENT.email, /\/products/);
  });
  test.afterAll(async () => {
    await Promise.all([staff?.close(), client?.close()]);
  });
}

const EN = { q: 'Order number or client', apply: 'Show orders' };
const FR = { q: 'Numéro de commande ou client', apply: 'Afficher les commandes' };

test.describe('in English', () => {
  signedInForTheGroup();

  test("the dashboard's tiles open the lists of what they count", async () => {
    const page = await openPage(staff, '/clinic');
    await switchLanguage(page, 'en');
    const tile = page.getByRole('link', { name: /orders? waiting for validation$/ });
    const count = Number(await tile.locator('.clinic-tile__count').textContent());
    await tile.click();
    await expect(page).toHaveURL(/queue=waiting_validation/);
    await expect(page.getByText('Orders waiting on validation (Submitted, Waiting for order validation or Reinstated cancelled order).')).toBeVisible();
    await expect(page.locator('.portal-table tbody tr')).toHaveCount(count);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Clinic portal' }).getByRole('link', { name: 'Dashboard' }).click();
    const autoOrders = page.getByRole('link', { name: /AutoOrders? needing attention$/ });
    const needing = Number(await autoOrders.locator('.clinic-tile__count').textContent());
    await autoOrders.click();
    await expect(page).toHaveURL(/autoOrders=needs_attention/);
    await expect(page.getByRole('columnheader', { name: 'Needing attention' })).toBeVisible();
    const perClient = await page.locator('.portal-table tbody tr td:last-child').allTextContents();
    expect(perClient.reduce((sum, n) => sum + Number(n), 0)).toBe(needing);
  });

  test('staff ship a delivery order with a tracking number; the client sees the tracking on her order page', async () => {
    const page = await openPage(staff, '/clinic/orders');
    await switchLanguage(page, 'en');
    const orderId = await openOrder(page, DEMO_FULFILMENT_ORDERS.delivery, EN);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByText('Enter the carrier and the tracking number to ship.')).toBeVisible();
    await page.getByLabel('Carrier').selectOption({ label: 'Canada Post' });
    await page.getByLabel('Tracking number').fill('7023210039414999');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByText('Done: the order is now “Shipped”.')).toBeVisible();
    await expect(page.locator('.portal-facts').first().getByText('Canada Post 7023210039414999')).toBeVisible();
    await expect(page.getByText('Sam Nguyen (clinic staff) marked the order shipped', { exact: false })).toBeVisible();
    // The staff action lists what it changed, in words (issue 16: before and after).
    const audit = page.getByRole('region', { name: 'Staff actions' });
    await expect(audit.getByText('Status: Validated → Shipped')).toBeVisible();
    await expect(audit.getByText('Carrier: Canada Post')).toBeVisible();

    const mine = await openPage(client, `/account/orders/${orderId}`);
    await switchLanguage(mine, 'en');
    await expect(mine.getByRole('link', { name: /Track your parcel with Canada Post \(number 7023210039414999\)/ })).toBeVisible();
    await expect(mine.getByText('Shipped').first()).toBeVisible();
    await expectNoSeriousA11yViolations(mine);
  });

  test("staff cancel an order with a reason; a stale page's move is refused with the spec's message", async () => {
    const stale = await openPage(staff, '/clinic/orders');
    await switchLanguage(stale, 'en');
    await openOrder(stale, DEMO_FULFILMENT_ORDERS.cancel, EN);
    const page = await openPage(staff, stale.url());

    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByText('Say why the order is cancelled; the client is told.')).toBeVisible();
    await page.getByLabel('Reason (told to the client)').fill('The client asked us by phone');
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByText("The order is cancelled: the card's hold is released, the stock returned and the client emailed.")).toBeVisible();
    await expect(page.locator('.portal-facts').first().getByText('Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Validate' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The other tab still offers to validate the order, as it was when it opened.
    await stale.getByRole('button', { name: 'Validate' }).click();
    await expect(stale.getByText('A cancelled order cannot be changed.')).toBeVisible();

    // Issue 25: the cancelled order is reinstated as a NEW order (after a confirm), which the clinic validates like a new one.
    await page.getByRole('button', { name: 'Reinstate order' }).click();
    await page.getByRole('dialog', { name: `Reinstate order ${DEMO_FULFILMENT_ORDERS.cancel}?` }).getByRole('button', { name: 'Reinstate order' }).click();
    await expect(page.getByRole('link', { name: `#${DEMO_FULFILMENT_ORDERS.cancel}` })).toBeVisible();
    await expect(page.locator('.portal-facts').first().getByText('Reinstated cancelled order')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Validate' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const newOrderId = Number(new URL(page.url()).pathname.split('/').pop());
    await switchLanguage(page, 'fr');
    await expect(page.locator('.portal-facts').first().getByText('Commande annulée rétablie')).toBeVisible();
    await expect(page.getByText('Rétablie à partir de')).toBeVisible();
    await reviewShot(page, 'clinic-orders/reinstated-order-fr');

    const mine = await openPage(client, `/account/orders/${newOrderId}`);
    await switchLanguage(mine, 'fr');
    await expect(mine.getByText(`Cette commande rétablit votre commande annulée ${DEMO_FULFILMENT_ORDERS.cancel}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(mine);
  });
});

test.describe('en français', () => {
  signedInForTheGroup();

  test('une commande à ramasser devient prête à être ramassée, puis ramassée', async () => {
    const page = await openPage(staff, '/clinic/orders');
    await switchLanguage(page, 'fr');
    await openOrder(page, DEMO_FULFILMENT_ORDERS.pickup, FR);
    await page.getByRole('button', { name: 'Prête à être ramassée' }).click();
    await expect(page.getByText('C’est fait\u202f: la commande est maintenant «\u202fPrête à être ramassée\u202f».')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ramassée' }).click();
    await expect(page.getByText('C’est fait\u202f: la commande est maintenant «\u202fRamassée\u202f».')).toBeVisible();
    await expect(page.locator('.portal-facts').first().getByText('Ramassée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
  });

  test("les articles prêts partent d'abord; la cliente voit deux envois; une étape refusée dit pourquoi", async () => {
    const stale = await openPage(staff, '/clinic/orders');
    await switchLanguage(stale, 'fr');
    const orderId = await openOrder(stale, DEMO_FULFILMENT_ORDERS.split, FR);
    const page = await openPage(staff, stale.url());
    await page.getByLabel('Transporteur').selectOption({ label: 'Purolator' });
    await page.getByLabel('Numéro de suivi').fill('329011122233');
    await page.getByRole('button', { name: 'Expédier d’abord les articles prêts' }).click();
    await expect(page.getByText('C’est fait\u202f: la commande est maintenant «\u202fEn attente du vétérinaire\u202f».')).toBeVisible();
    const shipments = page.getByRole('region', { name: 'Envois' });
    await expect(shipments.getByRole('heading', { name: 'Envoi 1 sur 2' })).toBeVisible();
    await expect(shipments.getByText('Purolator 329011122233')).toBeVisible();
    await expect(shipments.getByText('Pas encore expédié')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await stale.getByLabel('Transporteur').selectOption({ label: 'Purolator' });
    await stale.getByLabel('Numéro de suivi').fill('329011122234');
    await stale.getByRole('button', { name: 'Expédier d’abord les articles prêts' }).click();
    await expect(stale.getByText('La mise à jour a échoué\u202f: les articles prêts de cette commande ont déjà été expédiés.')).toBeVisible();

    const mine = await openPage(client, `/account/orders/${orderId}`);
    await switchLanguage(mine, 'fr');
    await expect(mine.getByRole('heading', { name: 'Votre commande arrive en 2 envois' })).toBeVisible();
    await expect(mine.getByRole('link', { name: /Suivre votre colis avec Purolator \(numéro 329011122233\)/ })).toBeVisible();
    await expect(mine.getByText(/Sera porté à votre carte à l’expédition/)).toBeVisible();
    await expectNoSeriousA11yViolations(mine);
  });
});

test.describe('the orders list pages (issue 24)', () => {
  signedInForTheGroup();

  test('sixty orders of one client: fifty on the first page, the rest on the next; a date not on the calendar is said in place', async ({ server }) => {
    // Sixty orders written, two languages, two accessibility checks.
    test.slow();
    // A client of the demo clinic of this test's own, with 60 validated orders (out of the dashboard's queues).
    const email = 'paging.client@example.com';
    const { clinic_id: clinicId } = await server.db.selectFrom('users').select('clinic_id').where('email', '=', DEMO_FULFILMENT_CLIENT.email).executeTakeFirstOrThrow();
    const userId = Number(await createShopper(server.db, { email, password: 'Paging-pass-2026', clinicId }));
    const product = await server.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const numbers: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const order = await insertOrder(server.db, { userId, clinicId, status: 'validated', productId: product.id, petId: null, requiresApproval: false });
      await sql`update orders set created_at = ${new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString()} where id = ${order.id}`.execute(server.db);
      numbers.push(order.orderNumber);
    }

    const page = await openPage(staff, `/clinic/orders?q=${encodeURIComponent(email)}`);
    await switchLanguage(page, 'en');
    await expect(page.getByText('Orders 1–50 of 60')).toBeVisible();
    const rows = page.getByRole('region', { name: 'Orders', exact: true }).getByRole('row');
    await expect(rows).toHaveCount(51);
    await expect(page.getByRole('link', { name: numbers[59]! })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages: Orders' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Orders 51–60 of 60')).toBeVisible();
    await expect(rows).toHaveCount(11);
    await expect(page.getByRole('link', { name: numbers[0]! })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Orders 1–50 of 60')).toBeVisible();

    await switchLanguage(page, 'fr');
    await expect(page.getByText('Commandes 1 à 50 sur 60')).toBeVisible();
    await page.goto('/clinic/orders?from=2026-02-31');
    await expect(page.getByText('Cette date n’existe pas au calendrier\u202f: choisissez-en une autre.')).toBeVisible();
    await expect(page.getByLabel('Passées depuis le')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('navigation', { name: 'Portail de la clinique' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
