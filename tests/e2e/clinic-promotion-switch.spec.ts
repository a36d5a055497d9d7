import type { BrowserContext, Page } from '@playwright/test';
import { RETAIL_DISCOUNT_DEMO } from '../../src/server/db/seed/demo-retail-discount';
import { DEMO_MANUFACTURER_REP } from '../../src/server/db/seed/demo-manufacturer-rep';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { DEMO_PROMO_IDS } from '../../src/server/db/seed/promotions';
import { DEMO_SHOPPER } from '../../src/server/db/seed/shopper';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, expectNoSeriousA11yViolations, signedInContext, switchLanguage } from './helpers';

// The switch changes what the demo clinic's clients see: the promotion journeys' server, and the
// journey switches the promotion on again before it ends.
test.use({ serverFor: 'platform' });

/**
 * Issue 26 "A clinic can switch a platform promotion off for its store" and the manufacturer
 * representative, in English and French, one sign-in per person: the demo clinic's admin switches
 * the seeded "15% off toys" off at /clinic/promotions; the clinic's client no longer sees its badge
 * on the card while Nickel City's client still does; the representative creates a promotion of its
 * brand on the platform's editor and is refused another brand's SKU. The admin switches it on again.
 */
test('a clinic switches a promotion off for its clients only; a manufacturer representative keeps to its brand', async ({ browser, baseURL, server, shopper }) => {
  test.setTimeout(150_000);
  const promo = await server.db.selectFrom('promotions').select(['name_en', 'name_fr']).where('id', '=', DEMO_PROMO_IDS.percentage).executeTakeFirstOrThrow();
  const contexts: BrowserContext[] = [];
  const signedIn = async (email: string, landing: RegExp) => {
    const context = await signedInContext(browser, baseURL, email, landing);
    contexts.push(context);
    return context.newPage();
  };
  /** A client's context, signed in with the sign-in call; the card of the promotion's product by its SKU. */
  const clientPage = async (email: string, password: string = DEMO_SHOPPER.password) => {
    const context = await browser.newContext({ baseURL });
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.request.post('/Account/Logon', { data: { email, password } });
    expect(response.ok(), await response.text()).toBe(true);
    return page;
  };

  // A product whose card shows the promotion's badge: its family's default format, in no other promotion.
  const onPromo = await server.db.selectFrom('promotion_group_products as gp').innerJoin('promotion_groups as g', 'g.id', 'gp.group_id')
    .innerJoin('products as p', 'p.id', 'gp.product_id').select('p.mfg_sku as mfgSku')
    .where('g.promotion_id', '=', DEMO_PROMO_IDS.percentage).where('p.is_default', '=', 1).where('p.allow_browsing', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('promotion_group_products as o').innerJoin('promotion_groups as og', 'og.id', 'o.group_id')
      .whereRef('o.product_id', '=', 'p.id').where('og.promotion_id', '<>', DEMO_PROMO_IDS.percentage).select('o.product_id'))))
    .orderBy('p.id').executeTakeFirstOrThrow();
  const cardOf = async (page: Page) => {
    await page.goto(`/products?q=${encodeURIComponent(onPromo.mfgSku)}`);
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    return card;
  };

  try {
    // The clinic admin switches the promotion off (English), and reads the page in French.
    const admin = await signedIn(DEMO_STAFF.admin.email, /\/clinic/);
    await admin.goto('/clinic/promotions');
    await expect(admin.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: promo.name_en });
    await expect(row.getByText('On', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Switch off ${promo.name_en}` }).click();
    await expect(admin.getByText(`${promo.name_en} is off for your clients.`)).toBeVisible();
    await expect(row.getByText('Off', { exact: true })).toBeVisible();
    await checkDesktopAndPhone(admin, 'clinic/promotions-en');
    await switchLanguage(admin, 'fr');
    const rowFr = admin.getByRole('row').filter({ hasText: promo.name_fr });
    await expect(rowFr.getByText('Désactivée', { exact: true })).toBeVisible();
    await expect(rowFr.getByRole('button', { name: `Réactiver ${promo.name_fr}` })).toBeVisible();
    await checkDesktopAndPhone(admin, 'clinic/promotions-fr');

    // The clinic's client: no badge, in either language. Another clinic's client: the badge.
    const mine = await clientPage(shopper.email, shopper.password);
    const myCard = await cardOf(mine);
    await expect(mine.getByText(`Hi, ${shopper.firstName}`)).toBeVisible();
    await expect(myCard.locator('.tag--promo')).toHaveCount(0);
    await switchLanguage(mine, 'fr');
    await expect(myCard.locator('.tag--promo')).toHaveCount(0);
    await expect(mine.getByRole('article').first()).toBeVisible();

    const theirs = await clientPage(RETAIL_DISCOUNT_DEMO.client.email);
    const theirCard = await cardOf(theirs);
    await expect(theirCard.locator('.tag--promo')).toHaveText(/15\s*%\s*off/);
    await expectNoSeriousA11yViolations(theirs);
    await switchLanguage(theirs, 'fr');
    await expect(theirs.getByRole('article').first().locator('.tag--promo')).toHaveText(/15\s*%\s*de\s*rabais/);

    // The representative: a promotion of its brand is created; another brand's SKU is refused.
    const brand = await server.db.selectFrom('manufacturer_reps as r').innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('manufacturers as m', 'm.id', 'r.manufacturer_id').select(['m.id', 'm.name']).where('u.email', '=', DEMO_MANUFACTURER_REP.email).executeTakeFirstOrThrow();
    const skuOf = async (own: boolean) => (await server.db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
      .select('p.mfg_sku').where('f.manufacturer_id', own ? '=' : '<>', brand.id).where('p.is_in_stock', '=', 1).orderBy('p.id').executeTakeFirstOrThrow()).mfg_sku;
    const [ownSku, otherSku] = [await skuOf(true), await skuOf(false)];
    const rep = await signedIn(DEMO_MANUFACTURER_REP.email, /\/platform\/promotions$/);
    await rep.goto('/platform/promotions');
    await expect(rep.getByText(`You manage the promotions of ${brand.name}’s products`)).toBeVisible();
    await expect(rep.getByRole('navigation').getByRole('link', { name: 'Banners' })).toHaveCount(0);
    const fill = async (name: string, sku: string) => {
      await rep.getByLabel('Kind of offer').selectOption('percentage');
      await rep.getByLabel('Percent off').fill('10');
      const english = rep.getByRole('group', { name: 'English' });
      const french = rep.getByRole('group', { name: 'French' });
      await english.getByLabel('Name').fill(name);
      await english.getByLabel('Badge').fill('10% off');
      await french.getByLabel('Name').fill(`${name} (FR)`);
      await french.getByLabel('Badge').fill('10 % de rabais');
      await rep.getByLabel('Group 1: SKUs').fill(sku);
      await rep.getByRole('button', { name: 'Create the promotion' }).click();
    };
    await rep.getByRole('link', { name: 'New promotion' }).click();
    await fill(`Brand week ${Date.now()}`, ownSku);
    await expect(rep.getByText('Promotion created.')).toBeVisible();
    await rep.goto('/platform/promotions/new');
    await fill(`Other brand ${Date.now()}`, otherSku);
    await expect(rep.getByText(`You may only include ${brand.name} products in a promotion. These SKUs are of another brand: ${otherSku}.`)).toBeVisible();
    await switchLanguage(rep, 'fr');
    await rep.getByRole('button', { name: 'Créer la promotion' }).click();
    await expect(rep.getByText(`Ces codes sont d’une autre marque\u202f: ${otherSku}.`)).toBeVisible();
    await checkDesktopAndPhone(rep, 'platform/promotion-editor-rep-fr');

    // On again (French): the clinic's client has the badge back.
    await rowFr.getByRole('button', { name: `Réactiver ${promo.name_fr}` }).click();
    await expect(admin.getByText(`${promo.name_fr} est de nouveau activée pour vos clients.`)).toBeVisible();
    await mine.reload();
    await expect(mine.getByRole('article').first().locator('.tag--promo')).toHaveText(/15\s*%\s*de\s*rabais/);
  } finally {
    // Whatever happened above, the demo clinic's clients see the promotion again for the journeys after this one.
    await server.db.deleteFrom('clinic_promotion_switches').where('promotion_id', '=', DEMO_PROMO_IDS.percentage).execute();
    for (const context of contexts) await context.close();
  }
});
