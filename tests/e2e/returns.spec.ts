import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { RETURNS_DEMO_SHOPPERS } from '../../src/server/db/seed/demo-returns';
import { expect, test } from './fixtures';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, reviewShot, signIn, switchLanguage } from './helpers';

/**
 * Issue 17 journeys, returns and refunds, in English and French. Staff return part of a shipped order
 * to the card and another part as account credit; the shopper (one of the two returns demo clients
 * no other journey uses) sees both on the order page and spends the credit at checkout; a pending
 * return is cancelled with a reason. Screenshots at 1280 px go to SHOTS_DIR when it is set.
 */
// The clinic's lists, settings and staff change here: a server of the file's own (fixtures.ts).
test.use({ serverFor: 'returns' });

async function shot(page: Page, name: string) {
  await reviewShot(page, `returns/${name}`);
}

const WORDS = {
  en: {
    shopper: RETURNS_DEMO_SHOPPERS[0], processReturn: 'Process a return', quantity: /^Quantity of .* returned/, credit: 'Account credit', create: 'Create the return',
    pending: 'Pending (incomplete)', completed: 'Completed (processed)', cancelled: 'Cancelled', complete: 'Complete the return and refund',
    completedNotice: 'The return was processed and the client was emailed.', cancelReason: 'Cancel reason', reasonChoice: 'Refunded in clinic',
    cancel: 'Cancel the return', reasonRequired: 'A cancel reason is required.', cancelledNotice: 'The return was cancelled.', total: 'Refund total',
    returnsHeading: 'Returns and refunds', toCard: /Refunded to your card: \$/, toCredit: /Added to your account credit: \$/, status: 'Status',
    returnsNav: 'Returns', spent: 'Spent at checkout', fromReturn: 'Return refunded as credit', placeOrder: 'Place Order', delivery: /Standard shipping/,
    autoOrderGroup: 'Start a new AutoOrder subscription with this order?', no: 'No', submitted: 'Order submitted', balance: /Your account credit: \$0\.00/,
    creditTitle: 'Account credit', creditNav: 'Account credit',
    fee: 'Returns fee', percentFee: 'Fee in percent of the items', percentInvalid: 'Enter a percentage from 0 to 100, such as 10 or 12.5.',
    fixErrors: 'Please fix the highlighted fields.',
  },
  fr: {
    shopper: RETURNS_DEMO_SHOPPERS[1], processReturn: 'Traiter un retour', quantity: /^Quantité de .* retournée/, credit: 'Le crédit de compte', create: 'Créer le retour',
    pending: 'En attente (incomplet)', completed: 'Terminé (traité)', cancelled: 'Annulé', complete: 'Terminer le retour et rembourser',
    completedNotice: 'Le retour a été traité et le client a reçu un courriel.', cancelReason: 'Raison de l’annulation', reasonChoice: 'Remboursé à la clinique',
    cancel: 'Annuler le retour', reasonRequired: 'La raison de l’annulation est obligatoire.', cancelledNotice: 'Le retour a été annulé.', total: 'Total remboursé',
    returnsHeading: 'Retours et remboursements', toCard: /Remboursé sur votre carte\u202f: /, toCredit: /Ajouté à votre crédit de compte\u202f: /, status: 'Statut',
    returnsNav: 'Retours', spent: 'Utilisé au paiement', fromReturn: 'Retour remboursé en crédit', placeOrder: 'Passer la commande', delivery: /Livraison standard/,
    autoOrderGroup: 'Commencer une commande automatique avec ces produits\u202f?', no: 'Non', submitted: 'Commande passée', balance: /Votre crédit de compte\u202f: 0,00\u00a0\$/,
    creditTitle: 'Crédit de compte', creditNav: 'Crédit de compte',
    fee: 'Frais de retour', percentFee: 'Frais en pourcentage des articles', percentInvalid: 'Entrez un pourcentage de 0 à 100, par exemple 10 ou 12,5.',
    fixErrors: 'Veuillez corriger les champs signalés.',
  },
} as const;

type Words = (typeof WORDS)['en'] | (typeof WORDS)['fr'];

let staff: BrowserContext;

async function signedIn(browser: Browser, baseURL: string | undefined, email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, { email, password });
  // Until the page has left the sign-in page the session may not be set: the sign-in page has a heading too.
  await expect(page).not.toHaveURL(/\/Account\/Logon/);
  await expect(page.getByText(/^(Hi|Bonjour), /).or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  await page.close();
  return context;
}

async function open(context: BrowserContext, path: string, language: 'en' | 'fr'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' }).catch(() => undefined);
  if ((await page.locator('html').getAttribute('lang')) !== language) await switchLanguage(page, language);
  return page;
}

/** Opens the order from the clinic's order list and starts a return on it. */
async function startReturn(page: Page, w: Words, orderKey: string): Promise<number> {
  await page.goto(`/clinic/orders?q=${orderKey}`);
  await page.getByRole('link', { name: new RegExp(`${orderKey}$`) }).click();
  await expect(page).toHaveURL(/\/clinic\/orders\/\d+$/);
  const orderId = Number(/\/clinic\/orders\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('link', { name: w.processReturn }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.processReturn })).toBeVisible();
  return orderId;
}

async function createAndOpen(page: Page, w: Words, row: number, method: 'card' | 'credit') {
  await page.getByLabel(w.quantity).nth(row).fill('1');
  if (method === 'credit') await page.getByRole('radio', { name: w.credit }).check();
  await expect(page.getByText(w.total, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: w.create }).click();
  await expect(page).toHaveURL(/\/clinic\/returns\/\d+$/);
  await expect(page.locator('.portal-facts').getByText(w.pending)).toBeVisible();
}

for (const language of ['en', 'fr'] as const) {
  const w = WORDS[language];
  const orderKey = `${w.shopper.email.startsWith('returns.en') ? 'REN' : 'RFR'}1`;
  let orderId = 0;

  // Each language's journeys run in order (each reads what the one before did, on its own
  // shopper's orders); the two languages run side by side in two workers, each with its server.
  test.describe(language === 'en' ? 'returns in English' : 'retours en français', () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeAll(async ({ browser, baseURL }) => {
      staff = await signedIn(browser, baseURL, DEMO_STAFF.staff.email, DEMO_SHOPPER.password);
    });
    test.afterAll(async () => {
      await staff?.close();
    });

    test(`${language}: a partial return refunded to the card and another to account credit`, async () => {
      const page = await open(staff, '/clinic/returns', language);
      await expect(page.getByRole('navigation').getByRole('link', { name: w.returnsNav })).toBeVisible();
      orderId = await startReturn(page, w, orderKey);
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel(w.quantity).first().fill('1');
      await expect(page.getByText(w.total, { exact: true })).toBeVisible();
      await shot(page, `process-return-${language}`);
      // A fee over 100 % is refused by its field before anything is sent.
      await page.getByLabel(w.fee).selectOption('percent');
      await page.getByLabel(w.percentFee).fill('150');
      await page.getByRole('button', { name: w.create }).click();
      await expect(page.getByText(w.percentInvalid)).toBeVisible();
      await expect(page.getByText(w.fixErrors)).toBeVisible();
      await expect(page).toHaveURL(/\/return$/);
      await shot(page, `process-return-errors-${language}`);
      await page.getByLabel(w.fee).selectOption('none');
      await expect(page.getByText(w.total, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: w.create }).click();
      await expect(page).toHaveURL(/\/clinic\/returns\/\d+$/);
      await expect(page.locator('.portal-facts').getByText(w.pending)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: w.complete }).click();
      await expect(page.getByText(w.completedNotice)).toBeVisible();
      await expect(page.locator('.portal-facts').getByText(w.completed)).toBeVisible();
      await shot(page, `return-completed-${language}`);

      await startReturn(page, w, orderKey);
      await createAndOpen(page, w, 1, 'credit');
      await page.getByRole('button', { name: w.complete }).click();
      await expect(page.getByText(w.completedNotice)).toBeVisible();
    });

    test(`${language}: a pending return is cancelled with a reason`, async () => {
      const page = await open(staff, '/clinic/returns', language);
      await startReturn(page, w, orderKey);
      await createAndOpen(page, w, 0, 'card');
      await page.getByRole('button', { name: w.cancel }).click();
      await expect(page.getByText(w.reasonRequired)).toBeVisible();
      await page.getByLabel(w.cancelReason, { exact: true }).selectOption({ label: w.reasonChoice });
      await page.getByRole('button', { name: w.cancel }).click();
      await expect(page.getByText(w.cancelledNotice)).toBeVisible();
      await expect(page.locator('.portal-facts').getByText(w.cancelled, { exact: true }).first()).toBeVisible();
      await expect(page.locator('.portal-facts').getByText(w.reasonChoice)).toBeVisible();

      await page.goto('/clinic/returns?status=cancelled');
      await expect(page.getByRole('cell', { name: w.cancelled, exact: true }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `returns-list-${language}`);
    });

    test(`${language}: the shopper sees both refunds on the order and spends the credit at checkout`, async ({ browser, baseURL }) => {
      const shopper = await browser.newContext({ baseURL: baseURL });
      const login = await shopper.newPage();
      await signIn(login, { email: w.shopper.email, password: w.shopper.password });
      await expect(login).toHaveURL(/\/products/);
      await login.close();

      const page = await open(shopper, `/account/orders/${orderId}`, language);
      const returns = page.getByRole('region', { name: w.returnsHeading });
      await expect(returns.getByText(w.toCard)).toBeVisible();
      await expect(returns.getByText(w.toCredit)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `order-returns-${language}`);

      await page.goto('/account/credit');
      await expect(page.getByRole('heading', { level: 1, name: w.creditTitle })).toBeVisible();
      await expect(page.getByRole('cell', { name: new RegExp(w.fromReturn) })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Something in the cart, then checkout with the saved address and card: the credit applies.
      const token = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
      const auth = { headers: { Authorization: `Bearer ${token.accessToken}` } };
      await page.request.put('/api/cart/clearCart', auth);
      const list = (await (await page.request.get('/api/prods/list?pgSize=48', auth)).json()) as { results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[] };
      const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
      const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
      expect((await page.request.post('/api/cart/item/', { ...auth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } })).ok()).toBe(true);
      await page.goto('/checkout');
      const groups = page.getByRole('group', { name: /Delivery option|Mode de livraison/ });
      await expect(groups.first()).toBeVisible();
      for (const group of await groups.all()) await group.getByRole('radio', { name: w.delivery }).first().check();
      await page.getByRole('group', { name: w.autoOrderGroup }).getByRole('radio', { name: w.no }).check();
      await page.getByRole('button', { name: w.placeOrder }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.submitted })).toBeVisible();

      await page.goto('/account/credit');
      await expect(page.getByRole('cell', { name: new RegExp(w.spent) })).toBeVisible();
      await expect(page.getByText(w.balance)).toBeVisible();
      await shot(page, `account-credit-${language}`);
      await shopper.close();
    });
  });
}
