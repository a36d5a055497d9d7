import { expect, test } from './fixtures';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, failCalls, signIn, signInAsDemoShopper, switchLanguage, signOutFromMenu } from './helpers';

test.describe('sign-in', () => {
  test('the demo shopper signs in, lands on the products and is greeted by name @phone', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(`Hi, ${DEMO_SHOPPER.firstName}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('a wrong password says so and keeps what was typed', async ({ page }) => {
    await signIn(page, { password: 'not-the-password' });
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_SHOPPER.email);
    await expect(page).toHaveURL(/\/Account\/Logon$/);
  });

  test('returns to the page that asked for sign-in, then signs out', async ({ page }) => {
    await signInAsDemoShopper(page, '/account/testpage');
    await expect(page).toHaveURL(/\/account\/testpage$/);
    await expect(page.getByRole('status').filter({ hasText: DEMO_SHOPPER.email })).toBeVisible();
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the sign-in page has a title, its links, and no serious accessibility problem', async ({ page }) => {
    await page.goto('/Account/Logon');
    await expect(page).toHaveTitle('Sign in | Vet Store');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/Account/ForgotPassword');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/account/register');
    await expectNoSeriousA11yViolations(page);
    await switchLanguage(page, 'fr');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('language', () => {
  test('the switch re-renders the same page in French and back, and is remembered', async ({ page }) => {
    await page.goto('/account/testpage');
    const menu = page.getByRole('navigation', { name: 'Shop by pet' });
    await expect(menu.getByRole('link', { name: 'Dogs' })).toHaveAttribute('href', '/products/dogs');

    await switchLanguage(page, 'fr');
    await expect(page).toHaveURL(/\/account\/testpage$/);
    const menuFr = page.getByRole('navigation', { name: 'Magasiner par animal' });
    await expect(menuFr.getByRole('link', { name: 'Chiens' })).toHaveAttribute('href', '/products/chiens');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page).toHaveTitle('Page de test | Boutique Véto');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(menuFr.getByRole('link', { name: 'Saisonnier' })).toHaveAttribute('href', '/saisonnier');

    await switchLanguage(page, 'en');
    await expect(page).toHaveURL(/\/account\/testpage$/);
    await expect(menu.getByRole('link', { name: 'Dogs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('not-found and error pages', () => {
  test('an unknown path shows the not-found page with a way back to the catalogue', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('img', { name: /page not found/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to the product catalogue' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a call answering 500 shows the error page with the status and a contact-us link', async ({ page }) => {
    await failCalls(page, '**/api/account/me', 500);
    await page.goto('/account/testpage');
    await expect(page.getByRole('heading', { level: 1, name: 'Error [500]' })).toBeVisible();
    await expect(page.getByText('Something went wrong on our side')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'contact us' })).toBeVisible();
    await expect(page.getByText('Unexpected error.')).toBeVisible();
    await expect(page).toHaveTitle('Error [500] | Vet Store');
    await expectNoSeriousA11yViolations(page);
    // Leaving the page leaves the error behind.
    await page.getByRole('link', { name: 'Back to the product catalogue' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Error [500]' })).toHaveCount(0);
  });

  test('a call answering 404 shows the not-found page; 401 goes to sign-in with a returnUrl', async ({ page }) => {
    await failCalls(page, '**/api/account/me', 404, 'Not found.');
    await page.goto('/account/testpage');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    await page.unroute('**/api/account/me');
    await failCalls(page, '**/api/account/me', 401, 'Sign-in required.');
    await page.goto('/account/testpage');
    await expect(page).toHaveURL(/\/Account\/Logon\?returnUrl=%2Faccount%2Ftestpage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a page chunk that fails to load says so, with its type and address', async ({ page }) => {
    await page.route(/\/assets\/TestPage-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/account/testpage');
    await expect(page.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeVisible();
    await expect(page.getByText('missing', { exact: true })).toBeVisible();
    await expect(page.getByText(/\/assets\/TestPage-[\w-]+\.js/)).toBeVisible();
  });
});

test.describe('shell', () => {
  test('/, /home and /cart/review redirect as the route table says', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/products$/);
    // The redirect itself, from the navigation's own answers: a visitor is sent on to sign in as
    // soon as the checkout page asks for the cart, sometimes before the URL can be read.
    const review = await page.goto('/cart/review');
    expect(review?.request().redirectedFrom()?.url()).toMatch(/\/cart\/review$/);
    expect(review?.url()).toMatch(/\/checkout$/);
  });

  test('back returns to where a page was scrolled; a new page starts at the top; a filter keeps the place (rr §2)', async ({ page }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/products');
    await page.mouse.wheel(0, 900);
    await expect.poll(scrollY).toBeGreaterThan(600);
    const listY = await scrollY();
    await page.locator('.product-card__link').nth(8).click();
    await expect(page).toHaveURL(/\/products\/view\/\d+$/);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(scrollY).toBe(listY);

    await page.evaluate(() => window.scrollTo(0, 120));
    const dogs = page.locator('.category-nav__link', { hasText: 'Dogs' });
    await dogs.hover();
    const filterY = await scrollY();
    expect(filterY).toBeGreaterThan(0);
    await dogs.click();
    await expect(page).toHaveURL(/\/products\/dogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dogs' })).toBeVisible();
    // Not back at the top (the browser's scroll anchoring may move it with the heading above).
    expect(await scrollY()).toBeGreaterThanOrEqual(filterY);
  });

  test('the search box goes to the product list with the query', async ({ page }) => {
    await page.goto('/account/testpage');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search products' }).fill('dental chews');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/products\?q=dental%20chews$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('dental chews');
  });

  test('the skip link reaches the main content; double-clicking the footer paw toggles debug mode', async ({ page }) => {
    await page.goto('/account/testpage');
    // Tab only once the page has rendered: a key pressed while the app boots goes nowhere.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await expect(page.getByText('Debug mode')).toHaveCount(0);
    await page.getByTestId('debug-toggle').dblclick();
    await expect(page.getByText('Debug mode')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Debug mode')).toBeVisible();
    await page.getByTestId('debug-toggle').dblclick();
    await expect(page.getByText('Debug mode')).toHaveCount(0);
  });

  test('on a phone the site menu folds into a menu button @phone-only', async ({ page }) => {
    await page.goto('/account/testpage');
    const menu = page.getByRole('navigation', { name: 'Shop by pet' });
    await expect(menu.getByRole('link', { name: 'Dogs' })).toBeHidden();
    await menu.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Cats' }).click();
    await expect(page).toHaveURL(/\/products\/cats$/);
    await expect(menu.getByRole('link', { name: 'Dogs' })).toBeHidden();
  });
});
