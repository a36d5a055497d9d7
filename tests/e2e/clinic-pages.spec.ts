import type { BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../src/contracts/page-settings-keys';
import { DEMO_SECOND_CLIENT, DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { RETURNS_DEMO_SHOPPERS } from '../../src/server/db/seed/demo-returns';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, reviewShot, signedInContext } from './helpers';

/**
 * Every page of the clinic portal (issues 16 and 17) as the clinic admin sees it, and the prescription
 * pages as the veterinarian does, in English and French at 1280, 768 and 390 px: each page's heading,
 * no serious or critical axe violation (at 1280 and 390 px), nothing wider than the window at 768 or 390 px (a table
 * scrolls in its own region), and full-page screenshots in test-results/clinic-pages/ to look at.
 * Read-only: it opens pages and never submits a form, so the journeys that change the demo data find
 * it as seeded.
 */
// The demo clinic as seeded, without the shared server's shoppers (fixtures.ts). Being read-only, the
// pages run in parallel: each worker signs the admin and the veterinarian in once.
test.use({ serverFor: 'clinic-pages' });


const WORDS = {
  en: {
    dashboard: 'Today at the clinic', clients: 'Clients', client: 'Client', queue: 'Prescription requests', request: 'Prescription request',
    orders: 'Orders', order: 'Order', returns: 'Returns', return: 'Return', processReturn: 'Process a return', coupons: 'Coupons',
    reports: 'Reports', settings: 'Store settings', staff: 'Staff', review: 'Review', forPet: (name: string) => `For ${name}`,
    pet: (name: string) => `The pet: ${name}`, history: (name: string) => `${name}'s prescription history`,
    quantity: 'Quantity asked for', species: 'Cat', breed: 'Siamese', age: /^\d+ years?/, weight: /^3\.8\skg$/, returnLink: /^Return #\d+$/,
  },
  fr: {
    dashboard: 'Aujourd’hui à la clinique', clients: 'Clients', client: 'Client', queue: 'Demandes d’ordonnance', request: 'Demande d’ordonnance',
    orders: 'Commandes', order: 'Commande', returns: 'Retours', return: 'Retour', processReturn: 'Traiter un retour', coupons: 'Coupons',
    reports: 'Rapports', settings: 'Paramètres de la boutique', staff: 'Personnel', review: 'Examiner', forPet: (name: string) => `Pour ${name}`,
    pet: (name: string) => `L’animal\u202f: ${name}`, history: (name: string) => `Historique des ordonnances de ${name}`,
    quantity: 'Quantité demandée', species: 'Chat', breed: 'Siamese', age: /^\d+ ans?/, weight: /^3,8\skg$/, returnLink: /^Retour n° \d+$/,
  },
} as const;
type Words = (typeof WORDS)['en'] | (typeof WORDS)['fr'];

let admin: BrowserContext;
let vet: BrowserContext;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInContext(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic$/);
  vet = await signedInContext(browser, baseURL, DEMO_STAFF.veterinarian.email, /\/clinic$/);
});

test.afterAll(async () => {
  await Promise.all([admin?.close(), vet?.close()]);
});

const WIDE = 1280;
const NARROW = 768;
const PHONE = 390;

/** A page of the signed-in context in `language` (the lang cookie the language switch sets). */
async function portalPage(context: BrowserContext, baseURL: string, language: 'en' | 'fr'): Promise<Page> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.setViewportSize({ width: WIDE, height: 900 });
  return page;
}

/** Loads `path` and waits for the app to be interactive and the page's heading to show. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.setViewportSize({ width: WIDE, height: 900 });
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * Nothing sticks out past the window: the document is no wider than its viewport, and no element
 * reaches past its right edge unless a region that scrolls or clips on its own (a wide table's) holds it.
 */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth + 1;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > limit && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)} px`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, sticking };
  });
  expect(overflow.sticking, `wider than ${overflow.clientWidth} px: ${overflow.sticking.join('; ')}`).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
}

/**
 * The checks every page gets: axe and a screenshot at 1280 px, then the same page narrowed to 768 px
 * (a tablet: the portal's sections move above the page) and to 390 px (a phone) fits and gets its
 * screenshot. One load for every width keeps the file quick.
 */
async function check(page: Page, name: string, language: string): Promise<void> {
  // Nothing still loading (the portal's spinners) before axe and the screenshots.
  await expect(page.locator('.spinner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, `clinic-pages/${name}-${language}-${WIDE}`);
  for (const width of [NARROW, PHONE]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    // A table too wide for a phone scrolls in a region a keyboard can reach (axe scrollable-region-focusable, issue 23 §3).
    if (width === PHONE) await expectNoSeriousA11yViolations(page);
    await reviewShot(page, `clinic-pages/${name}-${language}-${width}`);
  }
}

/** The address a link on the page leads to. */
async function hrefOf(link: ReturnType<Page['getByRole']>): Promise<string> {
  const href = await link.first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** The admin's dashboard, clients, a client, the prescription queue and a request (which they may see, not decide). */
async function clientsAndPrescriptions(page: Page, w: Words, language: string): Promise<void> {
  await visit(page, '/clinic', w.dashboard);
  await check(page, 'dashboard', language);
  await visit(page, '/clinic/clients', w.clients);
  await check(page, 'clients', language);

  const clientPath = await hrefOf(page.getByRole('link', { name: `${DEMO_SECOND_CLIENT.firstName} ${DEMO_SECOND_CLIENT.lastName}` }));
  await visit(page, clientPath, w.client);
  await expect(page.getByRole('heading', { level: 2, name: `${DEMO_SECOND_CLIENT.firstName} ${DEMO_SECOND_CLIENT.lastName}` })).toBeVisible();
  await check(page, 'client', language);

  await visit(page, '/clinic/prescriptions', w.queue);
  await check(page, 'prescriptions', language);
  // The admin may look (a "View" link), not decide: the product's name leads to the request too.
  const requestPath = await hrefOf(page.getByRole('listitem').filter({ hasText: w.forPet(DEMO_SECOND_CLIENT.petName) }).getByRole('heading').getByRole('link'));
  await visit(page, requestPath, w.request);
  await check(page, 'prescription-admin', language);
}

/** The orders list with a filter, an order, the "Process a return" form (never submitted), the returns list and a return. */
async function ordersAndReturns(page: Page, w: Words, language: string): Promise<void> {
  // The orders list filtered to deliveries, and the English returns client's shipped order from it.
  const returnsClient = RETURNS_DEMO_SHOPPERS[0];
  await visit(page, '/clinic/orders?fulfilment=delivery', w.orders);
  await expect(page.getByRole('link', { name: new RegExp(`${returnsClient.key}1$`) })).toBeVisible();
  await check(page, 'orders', language);
  const orderPath = await hrefOf(page.getByRole('link', { name: new RegExp(`${returnsClient.key}1$`) }));
  await visit(page, orderPath, w.order);
  await check(page, 'order', language);
  await visit(page, await hrefOf(page.getByRole('link', { name: w.processReturn })), w.processReturn);
  await check(page, 'process-return', language);

  await visit(page, '/clinic/returns', w.returns);
  await check(page, 'returns', language);
  await visit(page, await hrefOf(page.getByRole('link', { name: w.returnLink })), w.return);
  await check(page, 'return', language);
}

/** The clinic admin's own pages. */
async function adminPages(page: Page, w: Words, language: string): Promise<void> {
  for (const p of [
    { name: 'coupons', path: '/clinic/coupons', heading: w.coupons },
    { name: 'reports', path: '/clinic/reports', heading: w.reports },
    { name: 'settings', path: '/clinic/settings', heading: w.settings },
    { name: 'staff', path: '/clinic/staff', heading: w.staff },
  ]) {
    await visit(page, p.path, p.heading);
    await check(page, p.name, language);
  }
}

/** The veterinarian's queue and request page: the pet's species, breed, age and weight, the request and the pet's history. */
async function vetPages(page: Page, w: Words, language: string): Promise<void> {
  await visit(page, '/clinic/prescriptions', w.queue);
  await check(page, 'prescriptions-vet', language);
  const request = page.getByRole('listitem').filter({ hasText: w.forPet(DEMO_SECOND_CLIENT.petName) });
  await visit(page, await hrefOf(request.getByRole('link', { name: w.review })), w.request);
  const pet = page.getByRole('region', { name: w.pet(DEMO_SECOND_CLIENT.petName) });
  await expect(pet.getByText(w.species, { exact: true })).toBeVisible();
  await expect(pet.getByText(w.breed, { exact: true })).toBeVisible();
  await expect(pet.getByText(w.age)).toBeVisible();
  await expect(pet.getByText(w.weight)).toBeVisible();
  // The request itself: the product, the quantity asked for and the client's note.
  const asked = page.getByRole('region', { name: /Renal|rénal/ });
  await expect(asked.getByText(w.quantity, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('2');
  await expect(asked.getByText('Problèmes rénaux', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: w.history(DEMO_SECOND_CLIENT.petName) })).toBeVisible();
  await check(page, 'prescription-vet', language);
}

const PARTS = [
  { title: 'the dashboard, clients and prescription requests', staff: () => admin, visit: clientsAndPrescriptions },
  { title: 'orders and returns', staff: () => admin, visit: ordersAndReturns },
  { title: "the clinic admin's pages", staff: () => admin, visit: adminPages },
  { title: "the veterinarian's prescription pages", staff: () => vet, visit: vetPages },
];

for (const language of ['en', 'fr'] as const) {
  for (const part of PARTS) {
    test(`${language}: ${part.title} read and fit at ${WIDE}, ${NARROW} and ${PHONE} px`, async ({ baseURL }) => {
      test.setTimeout(120_000);
      const page = await portalPage(part.staff(), baseURL!, language);
      await part.visit(page, WORDS[language], language);
      await page.close();
    });
  }
}
