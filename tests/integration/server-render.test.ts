import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSettings } from '../../src/contracts/page-settings';
import type { ServerRenderResult } from '../../src/contracts/server-render';
import { renderer } from '../../src/web/entry-server';
import { accessTokenIssuer } from '../../src/server/shared/auth/access-token';
import { createTestApp, signInAs, type TestApp } from '../../src/server/testing/test-app';
import { testEngines } from '../../src/server/testing/test-database';
import { inProcessApi, pageFiles } from '../../src/server/shared/web-shell/server-render';

/**
 * The server renderer (src/web/entry-server.tsx) against the real app: pages arrive with the data
 * the API gives the same shopper, in their language, and concurrent renders stay apart.
 */

const settingsFor = (language: 'en' | 'fr', signedIn = false): PageSettings => ({
  currentLanguage: language,
  isVcaClinic: false,
  showDebugInfo: false,
  cookieData: null,
  layout: { showHeader: true, showFooter: true },
  imagesBaseUrl: '/images/',
  signedIn,
});

type RenderedPage = Extract<ServerRenderResult, { kind: 'page' }>;

describe.each(testEngines())('server rendering on %s', (engine) => {
  let test: TestApp;
  let visitorToken: Awaited<ReturnType<ReturnType<typeof accessTokenIssuer>>>;

  beforeAll(async () => {
    test = await createTestApp(engine, { products: 120 });
    visitorToken = await (await test.app.inject({ method: 'POST', url: '/Account/GetToken' })).json();
  });
  afterAll(() => test.close());

  function render(path: string, language: 'en' | 'fr' = 'en', { cookie, token = visitorToken }: { cookie?: string; token?: typeof visitorToken } = {}) {
    return renderer.renderPage({
      url: `http://localhost${path}`,
      settings: settingsFor(language, Boolean(cookie)),
      token,
      callApi: inProcessApi(test.app, cookie ? { cookie } : {}),
    });
  }

  async function renderPage(path: string, language: 'en' | 'fr' = 'en', options?: Parameters<typeof render>[2]): Promise<RenderedPage> {
    const result = await render(path, language, options);
    if (result.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
    return result;
  }

  async function listOf(path: string, language: 'en' | 'fr') {
    const sf = new URLSearchParams(path.split('?')[1] ?? '').get('q');
    const query = new URLSearchParams({ lang: language, ...(sf ? { sf: JSON.stringify({ q: sf }) } : {}) });
    const response = await test.app.inject({ url: `/api/prods/list?${query}`, headers: { authorization: `Bearer ${visitorToken.accessToken}` } });
    return response.json<{ count: number; results: { name: string; productId: number }[] }>();
  }

  it('renders the product list with the answer the API gives, and hands that answer to the browser', async () => {
    const page = await renderPage('/products');
    const list = await listOf('/products', 'en');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`of ${list.count} items`);
    for (const product of list.results.slice(0, 5)) expect(page.html).toContain(escapeHtml(product.name));
    expect(JSON.stringify(page.queryState)).toContain('"catalogue","list"');
    expect(page.assets).toEqual(expect.arrayContaining(['features/shop/catalogue/ProductListPage.tsx', 'i18n/en.json', 'features/shop/catalogue/messages/en.json']));
    expect(page.html).not.toMatch(/<script(?![^>]*application\/json)/);
  });

  it('renders in the page language, with French catalogue names', async () => {
    const page = await renderPage('/products/chiens', 'fr');
    expect(page.html).toContain('Chiens');
    expect(page.title).toBe('Chiens | Boutique Véto');
    expect(page.html).toMatch(/Affichage de 1 à \d+ sur \d+ articles/);
    expect(page.assets).toContain('i18n/fr.json');
  });

  it('keeps concurrent renders in different languages apart', async () => {
    const [english, french] = await Promise.all([renderPage('/products?q=food', 'en'), renderPage('/products?q=food', 'fr')]);
    expect(english.html).toContain('Results for “food”');
    expect(english.title).toBe('Results for “food” | Vet Store');
    expect(french.title).toBe('Résultats pour «\u202ffood\u202f» | Boutique Véto');
    expect(english.html).not.toContain('Résultats pour');
    expect(french.html).toContain('Résultats pour «\u202ffood\u202f»');
    expect(french.html).not.toContain('Results for');
  });

  it('renders a product page, and answers 404 for a product that does not exist', async () => {
    const list = await listOf('/products', 'en');
    const first = list.results[0]!;
    const id = first.productId;
    const page = await renderPage(`/products/view/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(escapeHtml(first.name));
    // The product's name with its format, as the browser sets it.
    expect(page.title.startsWith(first.name)).toBe(true);
    expect(page.title.endsWith(' | Vet Store')).toBe(true);
    expect(page.assets).toContain('features/shop/catalogue/ProductDetailsPage.tsx');

    const missing = await renderPage('/products/view/99999999');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Product details | Vet Store');
    expect(JSON.stringify(missing.queryState)).not.toContain('"details"');
  });

  it('answers a product address that is not a number (/products/view/abc) with the not-found page and 404 (issue 11 item 7)', async () => {
    for (const [language, heading, title] of [['en', 'Page Not Found', 'Page Not Found | Vet Store'], ['fr', 'Page introuvable', 'Page introuvable | Boutique Véto']] as const) {
      const page = await renderPage('/products/view/abc', language);
      expect(page.status).toBe(404);
      expect(page.html).toContain(heading);
      expect(page.title).toBe(title);
      expect(page.html).not.toContain('is not a product number');
    }
    expect((await renderPage('/products/view/0')).status).toBe(404);
    expect((await renderPage('/products/view/12abc')).status).toBe(404);
  });

  it('leaves the pages built around forms to the browser', async () => {
    for (const path of ['/Account/Logon', '/account/register', '/cart', '/checkout']) {
      await expect(render(path)).resolves.toEqual({ kind: 'browser' });
    }
  });

  it("follows the route table's redirects", async () => {
    await expect(render('/')).resolves.toEqual({ kind: 'redirect', status: 302, location: '/products' });
    await expect(render('/cart/review?x=1')).resolves.toEqual({ kind: 'redirect', status: 302, location: '/checkout?x=1' });
  });

  it("greets a signed-in shopper by name, from the shopper's own token", async () => {
    const { cookie } = await signInAs(test.app);
    const token = await accessTokenIssuer(test.database.db, test.config)({ cookies: { sid: cookie.split('=')[1]?.split(';')[0] } } as never);
    const page = await renderPage('/products', 'en', { cookie, token });
    expect(page.html).toContain('Hi, Alex');
    const visitor = await renderPage('/products');
    expect(visitor.html).not.toContain('Hi, Alex');
  });
});

describe('pageFiles', () => {
  const manifest = {
    modules: { 'main.tsx': 'assets/app.js', 'features/a/APage.tsx': 'assets/a.js', 'i18n/en.json': 'assets/en.js' },
    chunks: {
      'assets/app.js': { imports: ['assets/runtime.js'], css: ['assets/app.css'], isEntry: true },
      'assets/runtime.js': { imports: [], css: [], isEntry: false },
      'assets/a.js': { imports: ['assets/runtime.js', 'assets/app.js', 'assets/shared.js'], css: ['assets/a.css'], isEntry: false },
      'assets/shared.js': { imports: [], css: ['assets/shared.css'], isEntry: false },
      'assets/en.js': { imports: [], css: [], isEntry: false },
    },
  };

  it("lists a page's chunks and styles with what they import, less what the entry already loads", () => {
    expect(pageFiles(manifest, ['features/a/APage.tsx', 'i18n/en.json', 'unknown.tsx'])).toEqual({
      scripts: ['/assets/a.js', '/assets/shared.js', '/assets/en.js'],
      styles: ['/assets/a.css', '/assets/shared.css'],
    });
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
