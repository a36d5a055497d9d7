import type { Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { DEMO_SITE_ADMIN } from '../../src/server/db/seed/demo-staff';
import { tinyPng } from '../../src/server/platform/products/products-test-fixtures';
import { expect, freePort, startAppServer, test } from './fixtures';
import { checkDesktopAndPhone, signIn, signedInContext, switchLanguage } from './helpers';
import { TEMPLATE_DIR } from './template';

// The journeys change products every shopper sees: this file has a server of its own.
test.use({ serverFor: 'product-editor' });

interface Card {
  productId: number;
  name: string;
  mfgSku: string;
  image: string;
  productPrice: { unitPrice: number; regularUnitPrice: number; autoOrderUnitPrice: number };
}

/** The shop's cards (as a visitor sees them), for one search. */
async function cards(page: Page, q: string, lang: 'en' | 'fr'): Promise<Card[]> {
  const token = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
  const response = await page.request.get(`/api/prods/list?pgSize=96&lang=${lang}&q=${encodeURIComponent(q)}`, {
    headers: { Authorization: `Bearer ${token.accessToken}` },
  });
  return ((await response.json()) as { results: Card[] }).results;
}

const WORDS = {
  en: {
    nav: 'Products', searchForm: 'Search the products', search: 'Name or SKU', searchButton: 'Search', heading: 'Edit a product', french: 'French', name: 'Name', saveFamily: 'Save the family', familySaved: 'The product family was saved.', unitPrice: 'Unit price ($)',
    addPicture: 'Add a picture', moveUp: /^Move .*picture \d+ up$/, save: 'Save this format', saved: /was saved\.$/, price: (cents: number) => (cents / 100).toFixed(2),
    wrongType: 'This file is not a PNG, JPEG or WebP picture. Choose a picture in one of these formats.',
  },
  fr: {
    nav: 'Produits', searchForm: 'Chercher des produits', search: 'Nom ou code SKU', searchButton: 'Chercher', heading: 'Modifier un produit', french: 'Français', name: 'Nom', saveFamily: 'Enregistrer la famille', familySaved: 'La famille de produits a été enregistrée.', unitPrice: 'Prix unitaire ($)',
    addPicture: 'Ajouter une image', moveUp: /^Monter .*image \d+$/, save: 'Enregistrer ce format', saved: /a été enregistré\.$/,
    price: (cents: number) => (cents / 100).toFixed(2).replace('.', ','),
    wrongType: 'Ce fichier n’est pas une image PNG, JPEG ou WebP. Choisissez une image dans l’un de ces formats.',
  },
} as const;

/**
 * Issue 26 "Product editor": a site administrator finds a product by its SKU, gives its family a new
 * French name and its format a new price and a new first picture (a PNG made here), and the shop's card shows them; a
 * text file renamed .png is refused with the server's message in the page's language, nothing kept.
 */
for (const language of ['en', 'fr'] as const) {
  test(`a site administrator edits a product's French name, a format's price and picture, seen on the shop's card (${language})`, async ({ page }) => {
    // Two pages checked by axe at two widths, and a catalogue index rebuilt before the card shows the change.
    test.slow();
    const w = WORDS[language];
    // A card whose prices leave room for a lower unit price: its format is the one the card shows.
    const shown = (await cards(page, '', language)).filter((c) => c.productPrice.autoOrderUnitPrice < c.productPrice.unitPrice - 200);
    const card = shown[language === 'en' ? 0 : 1]!;
    const newPrice = card.productPrice.unitPrice - 100;
    const newName = `${language === 'en' ? 'Nouvelle' : 'Autre'} formule ${card.mfgSku}`;

    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    if (language === 'fr') await switchLanguage(page, 'fr');
    await page.getByRole('navigation').getByRole('link', { name: w.nav }).click();
    await page.getByLabel(w.search).fill(card.mfgSku);
    await page.getByRole('search', { name: w.searchForm }).getByRole('button', { name: w.searchButton }).click();
    await expect(page.getByText(/^1 (product family|famille de produits)$/)).toBeVisible();
    await checkDesktopAndPhone(page, `product-editor/list-${language}`);
    await page.getByRole('rowheader').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();

    // The card shows the family's name: its French name is the family form's.
    await page.getByRole('group', { name: w.french, exact: true }).getByLabel(w.name, { exact: true }).fill(newName);
    await page.getByRole('button', { name: w.saveFamily }).click();
    await expect(page.getByText(w.familySaved)).toBeVisible();

    const format = page.getByRole('form').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(card.mfgSku) }) });
    await format.getByLabel(w.unitPrice).fill(w.price(newPrice));
    const pictures = format.getByRole('listitem').getByRole('img');
    await expect(pictures.first()).toBeVisible();
    const before = await pictures.count();
    await format.getByLabel(w.addPicture).setInputFiles({ name: 'new-bag.png', mimeType: 'image/png', buffer: tinyPng(40, 40, language === 'en' ? [20, 110, 200] : [200, 110, 20]) });
    await expect(pictures).toHaveCount(before + 1);
    // The upload lands last: moved up to the first place, which the card shows.
    for (let moves = before; moves > 0; moves--) await format.getByRole('button', { name: w.moveUp }).last().click();
    await expect(pictures.first()).toHaveAttribute('src', /\/images\/u\/[0-9a-f]{64}\.png$/);
    const uploaded = (await pictures.first().getAttribute('src'))!;

    // A text file renamed .png: the server reads its bytes and refuses it.
    await format.getByLabel(w.addPicture).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('shopping list: kibble, treats') });
    await expect(format.getByText(w.wrongType)).toBeVisible();
    await expect(pictures).toHaveCount(before + 1);
    await checkDesktopAndPhone(page, `product-editor/editor-${language}`);

    await format.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    // Every server reads the catalogue's version; the card follows once the index is rebuilt.
    await expect.poll(async () => (await cards(page, card.mfgSku, 'fr')).find((c) => c.productId === card.productId), { timeout: 20_000 })
      .toMatchObject({ name: newName, image: uploaded.replace(/^.*\/images\//, ''), productPrice: { unitPrice: newPrice } });
    await page.goto(`/products?q=${encodeURIComponent(card.mfgSku)}`);
    const shopCard = page.getByRole('article').filter({ hasText: language === 'fr' ? newName : card.name });
    // The card's picture is decorative (alt=""): no role to find it by.
    await expect(shopCard.locator('img').first()).toHaveAttribute('src', uploaded);
  });
}

/** An empty database of the test's own: on PostgreSQL when TEST_DATABASE_URL is set, else a SQLite file. */
async function newDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_two_servers_${process.pid}_${Date.now()}`;
  if (!process.env.TEST_DATABASE_URL) {
    const file = `${TEMPLATE_DIR}/${name}.db`;
    return { url: file, drop: async () => rmSync(file, { force: true }) };
  }
  const url = new URL(process.env.TEST_DATABASE_URL);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Issue 26 "stored so that every server instance serves them": two servers on one database (a new
 * one, migrated and seeded by the first start) — PostgreSQL when TEST_DATABASE_URL names one, as CI
 * does, else a SQLite file both open. A picture uploaded in the editor through the first is on the
 * shop's card the second serves, and the second serves its bytes.
 */
test('a picture uploaded through one server is on the card a second server on the same database shows, and loads from it', async ({ browser }) => {
  test.slow(); // two servers start, the first seeds a database
  const w = WORDS.en;
  const database = await newDatabase();
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const [first, second] = [`http://localhost:${await freePort()}`, `http://localhost:${await freePort()}`];
    // One after the other: the first start seeds the empty database.
    for (const base of [first, second]) servers.push(await startAppServer({ databaseUrl: database.url, port: Number(new URL(base).port), seedProducts: 40 }));

    const editorContext = await signedInContext(browser, first, DEMO_SITE_ADMIN.email, /\/platform$/);
    const page = await editorContext.newPage();
    const card = (await cards(page, '', 'en'))[0]!;
    await page.goto('/platform/products');
    await page.getByLabel(w.search).fill(card.mfgSku);
    await page.getByRole('search', { name: w.searchForm }).getByRole('button', { name: w.searchButton }).click();
    await expect(page.getByText(/^1 product family$/)).toBeVisible();
    await page.getByRole('rowheader').getByRole('link').click();
    const format = page.getByRole('form').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(card.mfgSku) }) });
    const pictures = format.getByRole('listitem').getByRole('img');
    await expect(pictures.first()).toBeVisible();
    const before = await pictures.count();
    await format.getByLabel(w.addPicture).setInputFiles({ name: 'two-servers.png', mimeType: 'image/png', buffer: tinyPng(48, 48, [90, 30, 160]) });
    await expect(pictures).toHaveCount(before + 1);
    for (let moves = before; moves > 0; moves--) await format.getByRole('button', { name: w.moveUp }).last().click();
    const uploaded = (await pictures.first().getAttribute('src'))!;
    expect(uploaded).toMatch(/\/images\/u\/[0-9a-f]{64}\.png$/);
    await format.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    // The second server: its index follows the catalogue's version; its card shows the picture, which it serves.
    const shop = await (await browser.newContext({ baseURL: second })).newPage();
    await expect.poll(async () => (await cards(shop, card.mfgSku, 'en')).find((c) => c.productId === card.productId)?.image, { timeout: 30_000 })
      .toBe(uploaded.replace(/^.*\/images\//, ''));
    await shop.goto(`/products?q=${encodeURIComponent(card.mfgSku)}`);
    const picture = shop.getByRole('article').filter({ hasText: card.name }).locator('img').first();
    await expect(picture).toHaveAttribute('src', uploaded);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(48);
    await checkDesktopAndPhone(shop, 'product-editor/second-server-card');
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
});
