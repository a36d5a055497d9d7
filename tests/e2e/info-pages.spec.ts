import { INFO_PAGE_PATHS, type InfoPage } from '../../src/contracts/routes';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, signInAsShopper, switchLanguage } from './helpers';

/**
 * The shop's information pages (issue 11 §8): real pages in both languages, rendered on the server,
 * reached from the footer and the banner, with the clinic's details from the database.
 */
const TITLES: Record<InfoPage, { en: string; fr: string }> = {
  autoOrder: { en: 'AutoOrder', fr: 'Commande automatique' },
  faq: { en: 'Frequently asked questions', fr: 'Foire aux questions' },
  shippingPolicy: { en: 'Shipping policy', fr: 'Politique de livraison' },
  returnPolicy: { en: 'Return policy', fr: 'Politique de retour' },
  privacy: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
  terms: { en: 'Terms of use', fr: 'Conditions d’utilisation' },
  contactUs: { en: 'Contact us', fr: 'Nous joindre' },
};
const PAGES = Object.keys(TITLES) as InfoPage[];

test.describe('information pages', () => {
  test('each answers 200 at its English and French path, rendered on the server, with its title', async ({ request }) => {
    for (const page of PAGES) {
      for (const language of ['en', 'fr'] as const) {
        const response = await request.get(INFO_PAGE_PATHS[page][language], { headers: { cookie: `lang=${language}` } });
        expect(response.status(), INFO_PAGE_PATHS[page][language]).toBe(200);
        const html = await response.text();
        expect(html).toContain(`id="info-title">${TITLES[page][language].replace('’', '’')}</h1>`);
      }
    }
    // rr §2: the spec's path, whatever its case; the banner's old link too.
    expect((await request.get('/returnpolicy')).status()).toBe(200);
    expect((await request.get('/autoorder')).status()).toBe(200);
    expect(await (await request.get('/ReturnPolicy')).text()).toContain('15 days of delivery');
  });

  test('the footer leads to every page, and each passes axe, in English and French @phone', async ({ page }) => {
    // Fourteen pages, each scanned by axe: more work than one journey's time allows on a busy machine.
    test.slow();
    for (const language of ['en', 'fr'] as const) {
      await page.goto('/products');
      if (language === 'fr') await switchLanguage(page, 'fr');
      const footer = page.getByRole('contentinfo');
      for (const info of PAGES) {
        const link = footer.getByRole('link', { name: language === 'en' ? footerName(info) : frFooterName(info), exact: true });
        await expect(link).toHaveAttribute('href', INFO_PAGE_PATHS[info][language]);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${INFO_PAGE_PATHS[info][language]}$`));
        await expect(page.getByRole('heading', { level: 1, name: TITLES[info][language] })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    }
  });

  test("the banner's Learn more opens the AutoOrder page, with the store's free-shipping rule", async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: 'Learn more' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'AutoOrder' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Standard shipping is free on every AutoOrder');
    await expect(page.getByRole('main')).toContainText('every 1 to 40 weeks');
  });

  test("contact us shows the shopper's clinic from the database, hours included, in both languages", async ({ page, shopper }) => {
    await signInAsShopper(page, shopper);
    await page.goto('/ContactUs');
    const clinic = page.getByRole('region', { name: 'Maple Veterinary Hospital' });
    await expect(clinic).toContainText('245 Bank Street');
    await expect(clinic).toContainText('Ottawa, Ontario K2P 1X4');
    await expect(clinic.getByRole('link', { name: '613-555-0142' })).toHaveAttribute('href', 'tel:+16135550142');
    await expect(clinic.getByRole('link', { name: 'info@maplevet.example.com' })).toHaveAttribute('href', 'mailto:info@maplevet.example.com');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('8:00 a.m. to 6:00 p.m.');
    await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
    await expectNoSeriousA11yViolations(page);

    await switchLanguage(page, 'fr');
    await expect(page).toHaveURL(/\/ContactUs$/);
    await expect(page.getByRole('region', { name: 'Heures d’ouverture' }).getByRole('row', { name: /Lundi/ })).toContainText('de 8 h à 18 h');
    // The shipping policy names the province rule of the shopper's clinic (rr §5).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de livraison' }).click();
    await expect(page.getByRole('main')).toContainText('Maple Veterinary Hospital livre à domicile uniquement en Ontario.');
  });

  test("a visitor sees the remembered webstore's clinic, or how to find theirs", async ({ page, context, baseURL }) => {
    await page.goto('/ContactUs');
    await expect(page.getByRole('region', { name: 'Your clinic' })).toContainText('Sign in to see your clinic’s address');
    const consumer = Buffer.from(JSON.stringify({ subdomain: 'vetplateau' })).toString('base64');
    await context.addCookies([{ name: 'consumer', value: consumer, url: baseURL! }]);
    await page.goto('/nous-joindre');
    await expect(page.getByRole('region', { name: 'Hôpital vétérinaire du Plateau' })).toContainText('4520, rue Saint-Denis');
  });
});

test.describe('home shipping within the clinic\'s province (rr §5)', () => {
  test('the checkout explains it for a Gatineau address, offers pickup only, and links to the shipping policy', async ({ page, shopper }) => {
    await signInAsShopper(page, shopper);
    const token = ((await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string }).accessToken;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const cart = (await (await page.request.get('/api/cart/', auth)).json()) as { cart: { shippingAddress: { id: number } | null } };
    const original = cart.cart.shippingAddress?.id;
    expect((await page.request.put('/api/cart/clearCart', auth)).ok()).toBe(true);
    const list = (await (await page.request.get('/api/prods/list?pgSize=96', auth)).json()) as {
      results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
    };
    const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
    const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
    const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
    expect(added.ok(), await added.text()).toBe(true);
    const gatineau = await page.request.post('/api/cart/shippingAddress/add/', {
      ...auth,
      data: { locationName: 'Office', street1: '95 boulevard Gréber', street2: '', city: 'Gatineau', state: 'QC', zipCode: 'J8T 3P9' },
    });
    expect(gatineau.ok(), await gatineau.text()).toBe(true);
    const gatineauId = ((await gatineau.json()) as { returnValue: { id: number } }).returnValue.id;
    try {
      await page.goto('/checkout');
      const note = page.getByRole('note');
      await expect(note).toContainText('Your clinic ships only within its province: choose clinic pickup or another address.');
      const delivery = page.getByRole('group', { name: /Delivery option/ });
      await expect(delivery.getByRole('radio')).toHaveCount(1);
      await expect(delivery.getByRole('radio', { name: /Pick up at Maple Veterinary Hospital/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await note.getByRole('link', { name: 'Why?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Shipping policy' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Maple Veterinary Hospital delivers to homes only in Ontario.');
    } finally {
      if (original) await page.request.put(`/api/cart/shippingAddress/${original}`, auth);
      await page.request.delete(`/api/account/addresses/${gatineauId}/`, auth);
      await page.request.put('/api/cart/clearCart', auth);
    }
  });
});

function footerName(page: InfoPage): string {
  return { autoOrder: 'AutoOrder', faq: 'FAQ', shippingPolicy: 'Shipping policy', returnPolicy: 'Return policy', privacy: 'Privacy', terms: 'Terms of use', contactUs: 'Contact us' }[page];
}

function frFooterName(page: InfoPage): string {
  return {
    autoOrder: 'Commande automatique', faq: 'Foire aux questions', shippingPolicy: 'Politique de livraison', returnPolicy: 'Politique de retour',
    privacy: 'Confidentialité', terms: 'Conditions d’utilisation', contactUs: 'Nous joindre',
  }[page];
}
