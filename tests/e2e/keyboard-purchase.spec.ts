import type { Locator, Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../src/contracts/page-settings-keys';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

/**
 * Issue 24 item 21: a purchase from /products to the order-submitted page with the keyboard only
 * (Tab, Shift+Tab, Enter, Space, arrows), counting every key press, in English and French: 40 or
 * fewer. The demo shopper (a copy of their own, signed in, with a saved address and card) takes the
 * skip links (to the results, to Add to cart, to Checkout), chooses the delivery, answers the
 * AutoOrder question and places the order. The test waits for pages to arrive but never clicks.
 */
const MAX_PRESSES = 40;
/** Tab presses allowed to reach any one control: more means the tab order lost its way. */
const MAX_TABS_TO_ONE = 12;

const L = {
  en: {
    greeting: 'Hi, Alex', skipToContent: 'Skip to main content', skipToResults: 'Skip to results', results: 'Products',
    skipToPurchase: 'Skip to Add to cart', addToCart: 'Add to cart', skipToCheckout: 'Skip to Checkout', checkout: 'Checkout',
    delivery: /^Standard shipping/, no: 'No', placeOrder: 'Place Order', submitted: 'Order submitted',
  },
  fr: {
    greeting: 'Bonjour, Alex', skipToContent: 'Passer au contenu principal', skipToResults: 'Aller aux résultats', results: 'Produits',
    skipToPurchase: 'Aller à l’ajout au panier', addToCart: 'Ajouter au panier', skipToCheckout: 'Aller au passage à la caisse',
    checkout: 'Passer à la caisse', delivery: /^Livraison standard/, no: 'Non', placeOrder: 'Passer la commande', submitted: 'Commande passée',
  },
} as const;

/** The keyboard, counted. */
class Keys {
  presses = 0;
  constructor(private readonly page: Page) {}

  async press(key: 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp'): Promise<void> {
    await this.page.keyboard.press(key);
    this.presses += 1;
  }

  /** Tab until `target` has focus (it may have it already). */
  async tabTo(target: Locator): Promise<void> {
    // Skip links show only when focused: attached is what can be waited for.
    await expect(target).toBeAttached();
    for (let tabs = 0; !(await target.evaluate((element) => element === document.activeElement)); tabs++) {
      expect(tabs, `${MAX_TABS_TO_ONE} Tab presses did not reach ${target.toString()}`).toBeLessThan(MAX_TABS_TO_ONE);
      await this.press('Tab');
    }
  }
}

for (const language of ['en', 'fr'] as const) {
  const l = L[language];

  test(`${language}: a keyboard-only purchase from the product list takes ${MAX_PRESSES} key presses or fewer`, async ({ page, baseURL, shopper }) => {
    test.setTimeout(90_000);
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
    const response = await page.request.post('/Account/Logon', { data: { email: shopper.email, password: shopper.password } });
    expect(response.ok(), await response.text()).toBe(true);
    await page.goto('/products');
    await expect(page.getByText(l.greeting)).toBeVisible();
    const keys = new Keys(page);

    // The list: the skip link to the content, then the page's own to the results, then the first product.
    await keys.tabTo(page.getByRole('link', { name: l.skipToContent }));
    await keys.press('Enter');
    await keys.tabTo(page.getByRole('main').getByRole('link', { name: l.skipToResults }));
    await keys.press('Enter');
    const results = page.getByRole('region', { name: l.results, exact: true });
    await expect(results).toBeFocused();
    await keys.tabTo(results.getByRole('listitem').first().getByRole('link').first());
    await keys.press('Enter');

    // The product page: focus lands on its content, whose first stop leads to the purchase panel.
    await expect(page).toHaveURL(/\/products\/view\/\d+/);
    await keys.tabTo(page.getByRole('main').getByRole('link', { name: l.skipToPurchase }));
    await keys.press('Enter');
    await keys.tabTo(page.getByRole('button', { name: l.addToCart, exact: true }));
    await keys.press('Enter');

    // The cart: its first stop leads to Checkout.
    await expect(page).toHaveURL(/\/cart$/);
    await keys.tabTo(page.getByRole('main').getByRole('link', { name: l.skipToCheckout }));
    await keys.press('Enter');
    await expect(page.getByRole('button', { name: l.checkout, exact: true })).toBeFocused();
    await keys.press('Enter');

    // Checkout: the saved address and card are chosen; the delivery and the AutoOrder answer are the shopper's.
    await expect(page).toHaveURL(/\/checkout$/);
    const placeOrder = page.getByRole('button', { name: l.placeOrder });
    await expect(placeOrder).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const delivery = page.getByRole('radio', { name: l.delivery });
    await keys.tabTo(delivery);
    if (!(await delivery.isChecked())) await keys.press('Space');
    await expect(delivery).toBeChecked();
    // Each choice recalculates the order; the page's controls wait meanwhile, and so does the shopper.
    await expect(placeOrder).toBeEnabled();
    const no = page.getByRole('radio', { name: l.no, exact: true });
    await keys.press('Tab');
    // The AutoOrder question's first answer has focus ("Yes"); the arrow moves to "No" and picks it.
    if (!(await no.evaluate((element) => element === document.activeElement))) await keys.press('ArrowRight');
    await expect(no).toBeFocused();
    if (!(await no.isChecked())) await keys.press('Space');
    await expect(no).toBeChecked();
    await expect(placeOrder).toBeEnabled();
    await keys.tabTo(placeOrder);
    await keys.press('Enter');

    await expect(page).toHaveURL(/\/ordercompleted/);
    await expect(page.getByRole('heading', { level: 1, name: l.submitted })).toBeVisible();
    test.info().annotations.push({ type: 'key presses', description: String(keys.presses) });
    expect(keys.presses).toBeLessThanOrEqual(MAX_PRESSES);
  });
}
