import type { BrowserContext } from '@playwright/test';
import { DEMO_PENDING_CLIENT, DEMO_PENDING_CLIENT_FR, DEMO_SECOND_CLIENT, DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, openPage, signIn, signedInContext, signInAsDemoShopper, switchLanguage } from './helpers';

/**
 * Issue 16 journeys: the clinic portal in English and French. The veterinarian approves the demo
 * client Sophie's waiting prescription (Filou, renal cat food, family 1004) and the shopper's cart line
 * becomes orderable; staff enable pending clients who then sign in; a refused action says why.
 * Each person signs in once per language (the sign-in limit per address).
 */
const RENAL_CAT = 100006;

// The clinic's lists, settings and staff change here: a server of the file's own (fixtures.ts).
test.use({ serverFor: 'clinic' });

let vet: BrowserContext;
let staff: BrowserContext;
let shopper: BrowserContext;
/** Sophie: the clinic journeys decide her cats' requests, never the demo shopper's (the cart journeys rely on it). */
let client: BrowserContext;

/**
 * Each language's journeys run in order, signed in once; the two languages run side by side, each
 * in a worker with its own server (they decide different requests and enable different clients).
 */
function signedInForTheLanguage(): void {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser, baseURL }) => {
    vet = await signedInContext(browser, baseURL, DEMO_STAFF.veterinarian.email, /\/clinic$/);
    staff = await signedInContext(browser, baseURL, DEMO_STAFF.staff.email, /\/clinic$/);
    shopper = await browser.newContext({ baseURL });
    const page = await shopper.newPage();
    await signInAsDemoShopper(page, '/products');
    await page.close();
    client = await signedInContext(browser, baseURL, DEMO_SECOND_CLIENT.email, /\/products/);
  });
  test.afterAll(async () => {
    await Promise.all([vet?.close(), staff?.close(), shopper?.close(), client?.close()]);
  });
}

test.describe('in English', () => {
  signedInForTheLanguage();

  test('staff land on the dashboard; a shopper is told the portal is for staff', async () => {
    const page = await openPage(staff, '/clinic');
    await expect(page.getByRole('heading', { level: 1, name: 'Today at the clinic' })).toBeVisible();
    await expect(page.getByText('Signed in as Sam Nguyen (clinic staff)')).toBeVisible();
    await expect(page.getByRole('link', { name: /prescription requests?$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const shopperPage = await openPage(shopper, '/clinic');
    await expect(shopperPage.getByRole('alert').filter({ hasText: 'This page is for clinic staff.' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(shopperPage);
  });

  test("the veterinarian approves a client's prescription and the cart line becomes orderable", async () => {
    const cart = await openPage(client, `/products/view/${RENAL_CAT}`);
    await switchLanguage(cart, 'en');
    const panel = cart.getByRole('region', { name: 'Add to cart' });
    await panel.getByLabel('For which pet?').selectOption({ label: DEMO_SECOND_CLIENT.petName });
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cart).toHaveURL(/\/cart$/);
    const row = cart.getByRole('row').filter({ has: cart.getByRole('link', { name: /Renal Support Feline Formula/ }) });
    await expect(row.getByText('Requires approval')).toBeVisible();

    const page = await openPage(vet, '/clinic');
    await page.getByRole('navigation', { name: 'Clinic portal' }).getByRole('link', { name: 'Prescription requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription requests' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const request = page.getByRole('listitem').filter({ hasText: `For ${DEMO_SECOND_CLIENT.petName}` }).filter({ has: page.getByRole('link', { name: /Renal Support Feline Formula/ }) });
    await request.getByRole('link', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { name: `The pet: ${DEMO_SECOND_CLIENT.petName}` })).toBeVisible();
    await expect(page.getByText('Problèmes rénaux', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Quantity per fill').fill('3');
    await page.getByLabel('Refills').fill('2');
    await page.getByLabel('Instructions').fill('One scoop twice a day');
    await page.getByRole('button', { name: 'Approve prescription' }).click();
    await expect(page.getByText('Approved. The client has been emailed.', { exact: false })).toBeVisible();
    await expect(page.locator('.portal-facts').first().getByText('Validated')).toBeVisible();

    await cart.reload();
    await expect(row.getByText(`Approved for ${DEMO_SECOND_CLIENT.petName}`)).toBeVisible();
    await expect(row.getByText('Requires approval')).toHaveCount(0);
  });

  test('staff enable a pending client, who then signs in', async ({ browser, baseURL }) => {
    const page = await openPage(staff, '/clinic/clients?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `${DEMO_PENDING_CLIENT.firstName} ${DEMO_PENDING_CLIENT.lastName}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${DEMO_PENDING_CLIENT.firstName} ${DEMO_PENDING_CLIENT.lastName}` })).toBeVisible();
    await expect(page.getByText('Waiting for the clinic')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Enable account' }).click();
    await expect(page.getByText('The account is enabled and the welcome email is on its way.')).toBeVisible();
    await expect(page.getByText('Sam Nguyen (clinic staff) enabled the account', { exact: false })).toBeVisible();

    const client = await browser.newContext({ baseURL: baseURL });
    const clientPage = await client.newPage();
    await signIn(clientPage, { email: DEMO_PENDING_CLIENT.email, password: DEMO_SHOPPER.password });
    await expect(clientPage).toHaveURL(/\/products$/);
    await expect(clientPage.getByText(`Hi, ${DEMO_PENDING_CLIENT.firstName}`)).toBeVisible();
    await client.close();
  });

  test('clients are found by pet name', async () => {
    const page = await openPage(staff, '/clinic/clients');
    await page.getByLabel('Name, email, phone or pet').fill('biscuit');
    await page.getByRole('button', { name: 'Find clients' }).click();
    await expect(page.getByRole('link', { name: 'Alex Martin' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${DEMO_SECOND_CLIENT.firstName} ${DEMO_SECOND_CLIENT.lastName}` })).toHaveCount(0);
  });

  test('the orders list filters by status and fulfilment', async () => {
    const page = await openPage(staff, '/clinic/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Lost' });
    await page.getByLabel('Pickup or delivery').selectOption({ label: 'Pickup at the clinic' });
    await page.getByRole('button', { name: 'Show orders' }).click();
    await expect(page).toHaveURL(/status=lost/);
    await expect(page.getByText('No order matches these filters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('en français', () => {
  signedInForTheLanguage();

  test('le vétérinaire refuse une demande avec une raison', async () => {
    const page = await openPage(vet, '/clinic/prescriptions');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes d’ordonnance' })).toBeVisible();
    await page.getByRole('listitem').filter({ hasText: `Pour ${DEMO_SECOND_CLIENT.secondPetName}` }).getByRole('link', { name: 'Examiner' }).click();
    await expect(page.getByRole('heading', { name: `L’animal\u202f: ${DEMO_SECOND_CLIENT.secondPetName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Refuser la demande' }).click();
    await expect(page.getByText('Veuillez indiquer la raison du refus.')).toBeVisible();
    await page.getByLabel('Raison').fill('Un examen est nécessaire avant de prescrire.');
    await page.getByRole('button', { name: 'Refuser la demande' }).click();
    await expect(page.getByText('Refusée. La raison a été envoyée au client par courriel.')).toBeVisible();
    await expect(page.locator('.portal-facts').first().getByText('Refusée')).toBeVisible();

    await page.getByRole('navigation', { name: 'Portail de la clinique' }).getByRole('link', { name: 'Tableau de bord' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aujourd’hui à la clinique' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('le personnel active un client en attente, qui se connecte ensuite; une action refusée dit pourquoi', async ({ browser, baseURL }) => {
    const stale = await openPage(staff, '/clinic/clients?status=pending');
    await switchLanguage(stale, 'fr');
    await stale.getByRole('link', { name: `${DEMO_PENDING_CLIENT_FR.firstName} ${DEMO_PENDING_CLIENT_FR.lastName}` }).click();
    // The client's page, not the list (whose rows and status filter say the same words).
    await expect(stale).toHaveURL(/\/clinic\/clients\/\d+$/);
    // The address changes before the client’s page is drawn: until then the list is still on screen.
    await expect(stale.getByRole('heading', { level: 1, name: 'Client', exact: true })).toBeVisible();
    await expect(stale.getByText('En attente de la clinique')).toBeVisible();
    await expectNoSeriousA11yViolations(stale);

    // A colleague enables the account in another tab, while this one still offers to.
    const page = await openPage(staff, stale.url());
    await page.getByRole('button', { name: 'Activer le compte' }).click();
    await expect(page.getByText('Le compte est activé et le courriel de bienvenue est en route.')).toBeVisible();

    await stale.getByRole('button', { name: 'Activer le compte' }).click();
    await expect(stale.getByText('Impossible d’activer le client en attente\u202f: ce compte n’attend plus la clinique.')).toBeVisible();
    await expect(stale.getByText('Actif', { exact: true })).toBeVisible();

    const client = await browser.newContext({ baseURL: baseURL });
    const clientPage = await client.newPage();
    await signIn(clientPage, { email: DEMO_PENDING_CLIENT_FR.email, password: DEMO_SHOPPER.password });
    await expect(clientPage).toHaveURL(/\/products$/);
    await client.close();
  });
});
