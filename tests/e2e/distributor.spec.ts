import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_DISTRIBUTOR_USER } from '../../src/server/db/seed/demo-distributor';
import { DEMO_DISTRIBUTOR_ORDERS, DEMO_FULFILMENT_CLIENT } from '../../src/server/db/seed/demo-fulfilment';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openPage, reviewShot, signedInContext, switchLanguage } from './helpers';

/**
 * The distributor (issue 25), in English and French: the clinic sends a pickup order to its
 * distributor (the job takes it from "waiting to send" to "sent"), the sandbox distributor's person
 * confirms it in their portal, and the order comes back by itself as shipped to the clinic, then
 * ready for pickup: the client's order page says so and the client is emailed. The French journey
 * checks the portal's French words and axe on a second order.
 */
// Three people and a background job in one walk: longer than a page's journey.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
// Orders move here: a server of the file's own (fixtures.ts).
test.use({ serverFor: 'distributor' });

let staff: BrowserContext;
let distributor: BrowserContext;
let client: BrowserContext;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000); // three sign-ins on a busy machine
  staff = await signedInContext(browser, baseURL, DEMO_STAFF.staff.email, /\/clinic$/);
  distributor = await signedInContext(browser, baseURL, DEMO_DISTRIBUTOR_USER.email, /\/platform\/distributor$/);
  client = await signedInContext(browser, baseURL, DEMO_FULFILMENT_CLIENT.email, /\/products/);
});

/** Review screenshots at 1280 and 390 px (only when SHOTS_DIR is set; these contexts have no device of their own). */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await reviewShot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.afterAll(async () => {
  await Promise.all([staff?.close(), distributor?.close(), client?.close()]);
});

/** The clinic sends the order; the distributor's job takes it (the page, reloaded, says "sent"). Answers the order's id. */
async function sendFromClinic(
  language: 'en' | 'fr', orderNumber: string, words: { q: string; apply: string; send: string; waiting: string; sent: string },
): Promise<number> {
  const page = await openPage(staff, '/clinic/orders');
  await switchLanguage(page, language);
  await page.getByLabel(words.q).fill(orderNumber);
  await page.getByRole('button', { name: words.apply }).click();
  await page.getByRole('link', { name: orderNumber }).click();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.waiting).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.portal-facts strong')).toHaveText(words.sent, { timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await page.close();
  return orderId;
}

type ShipWords = { carrier: string; tracking: string; confirm: string };

/** On the distributor's order page: a carrier and a tracking number, then confirm the shipment. */
async function shipWithTracking(page: Page, words: ShipWords) {
  await page.getByLabel(words.carrier).selectOption({ label: 'Purolator' });
  await page.getByLabel(words.tracking).fill('PUR-335577');
  await page.getByRole('button', { name: words.confirm }).click();
}

async function confirmInPortal(page: Page, orderNumber: string, words: ShipWords) {
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shipWithTracking(page, words);
}

test('in English: a pickup order sent to the distributor comes back shipped to the clinic, ready for pickup, and the client is told', async () => {
  const orderId = await sendFromClinic('en', DEMO_DISTRIBUTOR_ORDERS.pickupEn, {
    q: 'Order number or client', apply: 'Show orders', send: 'Send to distributor',
    waiting: 'Done: the order is now “Waiting to send to distributor”.', sent: 'Sent to distributor',
  });

  const portal = await openPage(distributor, '/platform/distributor');
  await switchLanguage(portal, 'en');
  await expect(portal.getByRole('heading', { level: 1, name: 'Orders received' })).toBeVisible();
  await expect(portal.getByText(DEMO_DISTRIBUTOR_USER.distributor).first()).toBeVisible();
  const row = portal.getByRole('row', { name: new RegExp(DEMO_DISTRIBUTOR_ORDERS.pickupEn) });
  await expect(row.getByText('The clinic (pickup)')).toBeVisible();
  await expect(row.getByText('Received', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(portal);
  await shots(portal, 'distributor/orders-en');

  await portal.getByRole('link', { name: DEMO_DISTRIBUTOR_ORDERS.pickupEn }).click();
  await expect(portal.getByRole('heading', { level: 1, name: `Order ${DEMO_DISTRIBUTOR_ORDERS.pickupEn}` })).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Send to shipping' })).toBeVisible();
  await portal.getByRole('button', { name: 'Confirm: ship everything left' }).click();
  await expect(portal.getByText('Choose a carrier and enter a tracking number to ship.')).toBeVisible();
  await expectNoSeriousA11yViolations(portal);
  await shots(portal, 'distributor/order-en');
  await shipWithTracking(portal, { carrier: 'Carrier', tracking: 'Tracking number', confirm: 'Confirm: ship everything left' });
  await expect(portal.getByText('Done: the order is now “Shipped” and the store moved its order.')).toBeVisible();
  await expect(portal.getByText('Everything was shipped: nothing left to do.')).toBeVisible();

  const page = await openPage(client, `/account/orders/${orderId}`);
  await switchLanguage(page, 'en');
  const timeline = page.locator('.order-timeline');
  await expect(timeline.getByText('Shipped to the clinic')).toBeVisible();
  await expect(timeline.getByText('Ready for pickup at the clinic')).toBeVisible();
  await expect(timeline.getByText('Sent to the distributor', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const mail = await (await page.request.get(`/dev/mail?to=${encodeURIComponent(DEMO_FULFILMENT_CLIENT.email)}`)).text();
  expect(mail).toContain(`${DEMO_DISTRIBUTOR_ORDERS.pickupEn} is ready for pickup`);
  await page.close();
  await portal.close();
});

test('in French: the portal speaks French and passes axe, and the order comes back ready for pickup', async () => {
  const orderId = await sendFromClinic('fr', DEMO_DISTRIBUTOR_ORDERS.pickupFr, {
    q: 'Numéro de commande ou client', apply: 'Afficher les commandes', send: 'Envoyer au distributeur',
    waiting: 'C’est fait\u202f: la commande est maintenant «\u202fEn attente d’envoi au distributeur\u202f».', sent: 'Envoyée au distributeur',
  });

  const portal = await openPage(distributor, '/platform/distributor');
  await switchLanguage(portal, 'fr');
  await expect(portal.getByRole('heading', { level: 1, name: 'Commandes reçues' })).toBeVisible();
  await expect(portal.getByRole('row', { name: new RegExp(DEMO_DISTRIBUTOR_ORDERS.pickupFr) }).getByText('La clinique (ramassage)')).toBeVisible();
  await expectNoSeriousA11yViolations(portal);
  await shots(portal, 'distributor/orders-fr');
  await confirmInPortal(portal, DEMO_DISTRIBUTOR_ORDERS.pickupFr, { carrier: 'Transporteur', tracking: 'Numéro de suivi', confirm: 'Confirmer\u202f: expédier tout le reste' });
  await expect(portal.getByText('C’est fait\u202f: la commande est maintenant «\u202fExpédiée\u202f» et la boutique a mis à jour sa commande.')).toBeVisible();
  await shots(portal, 'distributor/order-fr');

  const page = await openPage(client, `/account/orders/${orderId}`);
  await switchLanguage(page, 'fr');
  await expect(page.locator('.order-timeline').getByText('Expédiée à la clinique')).toBeVisible();
  await expect(page.locator('.order-timeline').getByText('Prête pour le ramassage à la clinique')).toBeVisible();
  await page.close();
  await portal.close();
});
