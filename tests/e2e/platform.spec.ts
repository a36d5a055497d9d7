import type { Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_SITE_ADMIN } from '../../src/server/db/seed/demo-staff';
import { expect, test, type Shopper } from './fixtures';
import { checkDesktopAndPhone, expectNoSeriousA11yViolations, signIn, signInAsShopper, switchLanguage } from './helpers';

// The clinics journey turns the demo clinic's ordering off for a while: this file has a server of its own.
test.use({ serverFor: 'platform' });

/**
 * The platform audience (issue 23, wired and empty): a site administrator lands on /platform after
 * signing in and sees the platform's frame in both languages; a clinic admin is told the page is not
 * theirs (the server refuses the calls). Read-only.
 */
test.describe('platform portal', () => {
  test('a site administrator lands on the platform, in English and French @phone', async ({ page }) => {
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Platform sections' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_SITE_ADMIN.firstName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Plateforme' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections de la plateforme' }).getByRole('link', { name: 'Vue d’ensemble' })).toBeVisible();
    await expect(page.getByText(`Connecté en tant que ${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}, administrateur du site`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await switchLanguage(page, 'en');
  });

  test('a clinic admin opening /platform is told it is for the platform’s site administrators', async ({ page }) => {
    await signIn(page, { email: DEMO_STAFF.admin.email });
    await expect(page).toHaveURL(/\/clinic$/);
    await page.goto('/platform');
    await expect(page.getByText('This page is for the platform’s site administrators.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toHaveCount(0);
  });
});

/**
 * Issue 25: the site administrator's clinics, and a capability that acts. The journey turns the demo
 * clinic's ordering off (this file's server is its own, above) and turns it back on at the end.
 */
test.describe('platform clinics', () => {


  /** One in-stock product that needs no prescription, in the shopper's cart. */
  async function fillCart(page: Page) {
    const token = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
    const auth = { headers: { Authorization: `Bearer ${token.accessToken}` } };
    expect((await page.request.put('/api/cart/clearCart', auth)).ok()).toBe(true);
    const list = (await (await page.request.get('/api/prods/list?pgSize=96', auth)).json()) as {
      results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
    };
    const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
    const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
    const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
    expect(added.ok(), await added.text()).toBe(true);
  }

  async function placeOrder(page: Page, labels: { heading: string; question: string; no: string; place: string }) {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: labels.heading })).toBeVisible();
    const groups = page.getByRole('group', { name: /Delivery option|Mode de livraison/ });
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) await group.getByRole('radio', { name: /Standard|standard/ }).first().check();
    await page.getByRole('group', { name: labels.question }).getByRole('radio', { name: labels.no }).check();
    await page.getByRole('button', { name: labels.place }).click();
  }

  /** The shopper signs in, fills the cart and places the order in English: refused with these words, still on checkout. */
  async function expectCheckoutRefused(shop: Page, shopper: Shopper, words: string) {
    await signInAsShopper(shop, shopper);
    await fillCart(shop);
    await placeOrder(shop, { heading: 'Checkout', question: 'Start a new AutoOrder subscription with this order?', no: 'No', place: 'Place Order' });
    await expect(shop.getByText(words)).toBeVisible();
    await expect(shop).toHaveURL(/\/checkout$/);
  }

  /** Opens a clinic's page from the list's search, as the site administrator (signed in). */
  async function openClinic(page: Page, search: string, name: string) {
    await page.goto(`/platform/clinics?q=${encodeURIComponent(search)}`);
    await page.getByRole('table', { name: 'Clinics' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  async function setOrdering(page: Page, on: boolean) {
    const ordering = page.getByRole('checkbox', { name: 'Authorised to order' });
    await (on ? ordering.check() : ordering.uncheck());
    await page.getByRole('button', { name: 'Save capabilities' }).click();
    await expect(page.getByText('The clinic’s capabilities are saved.')).toBeVisible();
  }

  test('the site administrator lists and searches the clinics, opens one and turns its ordering off', async ({ page }) => {
    // Four accessibility checks: two pages at two widths.
    test.slow();
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await page.getByRole('navigation', { name: 'Platform sections' }).getByRole('link', { name: 'Clinics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clinics' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Clinics' });
    await expect(table.getByRole('rowheader')).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: 'Pages: Clinics' })).toContainText('Page 1 of 2');
    await checkDesktopAndPhone(page, 'platform/clinics-en');

    const search = page.getByRole('search', { name: 'Search the clinics' });
    await search.getByLabel('Name, subdomain or city').fill('ottawa');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=ottawa/);
    const maple = table.getByRole('row', { name: /Maple Veterinary Hospital/ });
    await expect(maple).toContainText('Enrolled');
    await maple.getByRole('link', { name: 'Maple Veterinary Hospital' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Maple Veterinary Hospital' })).toBeVisible();
    await expect(page.getByText('maplevet', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Authorised to order' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Approved to create returns' })).toBeChecked();
    await setOrdering(page, false);
    await expect(page.getByRole('region', { name: 'Platform changes' })).toContainText(`${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}: Authorised to order: off`);
    await checkDesktopAndPhone(page, 'platform/clinic-en');
    await setOrdering(page, true);
  });

  test('en français : l’administrateur du site filtre les cliniques par état et désactive les commandes d’une clinique', async ({ page }) => {
    test.slow();
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await page.goto('/platform/clinics');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Cliniques' })).toBeVisible();
    const recherche = page.getByRole('search', { name: 'Rechercher parmi les cliniques' });
    await recherche.getByLabel('État').selectOption({ label: 'Non activée' });
    await recherche.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/state=not_activated/);
    await expect(page.getByRole('table', { name: 'Cliniques' }).getByRole('row', { name: /Iqaluit Animal Clinic/ })).toContainText('Non activée');
    await checkDesktopAndPhone(page, 'platform/clinics-fr');

    await recherche.getByLabel('État').selectOption({ label: 'Tous les états' });
    await recherche.getByLabel('Nom, sous-domaine ou ville').fill('maplevet');
    await recherche.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('table', { name: 'Cliniques' }).getByRole('link', { name: 'Maple Veterinary Hospital' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clinique' })).toBeVisible();
    const commander = page.getByRole('checkbox', { name: 'Autorisée à commander' });
    await commander.uncheck();
    await page.getByRole('button', { name: 'Enregistrer les autorisations' }).click();
    await expect(page.getByText('Les autorisations de la clinique sont enregistrées.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Modifications de la plateforme' }))
      .toContainText(`${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}\u202f: Autorisée à commander\u202f: désactivée`);
    await checkDesktopAndPhone(page, 'platform/clinic-fr');
    await commander.check();
    await page.getByRole('button', { name: 'Enregistrer les autorisations' }).click();
    await expect(page.getByText('Les autorisations de la clinique sont enregistrées.')).toBeVisible();
    await switchLanguage(page, 'en');
  });

  test('a clinic not authorised to order: its shopper is refused at checkout with the spec’s words, in English and French', async ({ page, browser, baseURL, shopper }) => {
    test.slow();
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await openClinic(page, 'maplevet', 'Maple Veterinary Hospital');
    await setOrdering(page, false);

    // The clinic's shopper, in another browser: refused at checkout with the spec's "order restricted" words.
    const context = await browser.newContext({ baseURL });
    const shop = await context.newPage();
    try {
      await expectCheckoutRefused(shop, shopper, 'Your clinic is not authorised to take orders online at the moment, so this order cannot be placed. Please contact your clinic.');
      await switchLanguage(shop, 'fr');
      await placeOrder(shop, { heading: 'Passer la commande', question: 'Commencer une commande automatique avec ces produits\u202f?', no: 'Non', place: 'Passer la commande' });
      await expect(shop.getByText('Votre clinique n’est pas autorisée à prendre des commandes en ligne pour le moment\u202f: cette commande ne peut donc pas être passée. Veuillez communiquer avec votre clinique.')).toBeVisible();
      await expect(shop).toHaveURL(/\/checkout$/);
      await switchLanguage(shop, 'en');
    } finally {
      await context.close();
    }

    // Back on: the clinic orders again (the server's other journeys expect it).
    await setOrdering(page, true);
  });

  test('a clinic not approved to create returns: its order page’s return button says why, in English and French', async ({ page, browser, baseURL }) => {
    test.slow();
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await openClinic(page, 'maplevet', 'Maple Veterinary Hospital');
    const returns = page.getByRole('checkbox', { name: 'Approved to create returns' });
    await returns.uncheck();
    await page.getByRole('button', { name: 'Save capabilities' }).click();
    await expect(page.getByText('The clinic’s capabilities are saved.')).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const staff = await context.newPage();
    try {
      await signIn(staff, { email: DEMO_STAFF.staff.email });
      await expect(staff).toHaveURL(/\/clinic$/);
      await staff.goto('/clinic/orders?status=shipped');
      await staff.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
      const button = staff.getByRole('button', { name: 'Process a return' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Returns cannot be processed: your clinic is not approved to create returns. Please contact the platform’s support.');
      await expect(staff.getByRole('link', { name: 'Process a return' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(staff);
      await switchLanguage(staff, 'fr');
      await expect(staff.getByRole('button', { name: 'Traiter un retour' })).toHaveAccessibleDescription(
        'Impossible de traiter un retour\u202f: votre clinique n’est pas autorisée à créer des retours. Veuillez communiquer avec le soutien de la plateforme.',
      );
      await switchLanguage(staff, 'en');
    } finally {
      await context.close();
    }

    await returns.check();
    await page.getByRole('button', { name: 'Save capabilities' }).click();
    await expect(page.getByText('The clinic’s capabilities are saved.')).toBeVisible();
  });

  test('the site administrator lists a clinic’s clients and switches one to “may not order”: that client’s checkout is refused; the page in French', async ({ page, browser, baseURL, shopper }) => {
    test.slow();
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await openClinic(page, 'maplevet', 'Maple Veterinary Hospital');
    await page.getByRole('link', { name: /See the clinic’s clients/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic clients' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Clinic clients' });
    await expect(page.getByText(/^\d+ clients$/)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'May not place orders' })).toBeVisible();
    await checkDesktopAndPhone(page, 'platform/clinic-clients-en');

    const search = page.getByRole('search', { name: 'Search the clients' });
    await search.getByLabel('Name or email').fill(shopper.email.toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 client', { exact: true })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: shopper.email });
    const name = (await row.getByRole('rowheader').textContent())!;
    const mayNotOrder = row.getByRole('checkbox', { name: `${name} may not place orders` });
    await expect(mayNotOrder).not.toBeChecked();
    // The switch turns once the server has it (controlled by the list): a click, then the state.
    await mayNotOrder.click();
    await expect(page.getByText(`${name} may no longer place orders.`)).toBeVisible();
    await expect(mayNotOrder).toBeChecked();

    // That client, in another browser: refused at checkout with the spec's "may not place orders" words.
    const context = await browser.newContext({ baseURL });
    try {
      await expectCheckoutRefused(await context.newPage(), shopper, 'Your account is not allowed to place orders online at the moment, so this order cannot be placed. Please contact your clinic.');
    } finally {
      await context.close();
    }

    // The page in French (its words, axe at both widths); the switch back on, in French.
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients de la clinique' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Clients de la clinique' }).getByRole('columnheader', { name: 'Ne peut pas commander' })).toBeVisible();
    await checkDesktopAndPhone(page, 'platform/clinic-clients-fr');
    await page.getByRole('table', { name: 'Clients de la clinique' }).getByRole('checkbox', { name: `${name} ne peut pas passer de commandes` }).click();
    await expect(page.getByText(`${name} peut de nouveau passer des commandes.`)).toBeVisible();
    await switchLanguage(page, 'en');
  });
});
