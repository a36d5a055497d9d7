import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FLOW_PATHS } from '../contracts/account-flows';
import { PAGE_ROUTES } from '../contracts/routes';
import type { PageHandle } from './lazy-route';
import { routes } from './routes';

/** The page label of the deepest route matching a path (rr §2: each route carries one). */
function labelOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const handle = matches.at(-1)?.route.handle as Partial<PageHandle> | undefined;
  return handle?.pageLabel;
}

describe('route table (rr §2)', () => {
  it.each([
    ['/products', 'productList'],
    ['/products/promo/5', 'promoProducts'],
    ['/products/view/1234', 'productDetails'],
    ['/products/dogs', 'productsByCategoryName'],
    ['/products/chiens/nourriture', 'productsByCategoryName'],
    ['/products/dogs/food/dry-food', 'productsByCategoryName'],
    ['/seasonal', 'seasonalProducts'],
    ['/saisonnier', 'seasonalProducts'],
    ['/cart', 'cart'],
    ['/Cart', 'cart'],
    ['/Checkout', 'checkout'],
    ['/ordercompleted', 'orderCompleted'],
    ['/account/register', 'register'],
    ['/account/testpage', 'testPage'],
    ['/account/closed', 'closedAccount'],
    ['/Account/Logon', 'signIn'],
    ['/404', 'notFound'],
    ['/no/such/page', 'notFound'],
    ['/products/a/b/c/d', 'notFound'],
  ])('%s → %s', (path, label) => {
    expect(labelOf(path)).toBe(label);
  });

  it('gives every page of the contract a labelled route', () => {
    const redirects: string[] = [PAGE_ROUTES.home, PAGE_ROUTES.homeAlias, PAGE_ROUTES.cartReview, PAGE_ROUTES.cartOrderCompleted];
    for (const path of Object.values(PAGE_ROUTES)) {
      if (redirects.includes(path)) continue;
      const concrete = path.replace(/:\w+/g, 'x');
      expect(labelOf(concrete), path).toBeDefined();
      if (path !== PAGE_ROUTES.notFound) expect(labelOf(concrete), path).not.toBe('notFound');
    }
  });

  it('routes the account-flow pages the emails link to', () => {
    expect(labelOf(ACCOUNT_FLOW_PATHS.confirmAccount)).toBe('confirmAccount');
    expect(labelOf(ACCOUNT_FLOW_PATHS.forgotPassword)).toBe('forgotPassword');
    expect(labelOf(ACCOUNT_FLOW_PATHS.resetPassword)).toBe('resetPassword');
  });

  it.each([
    ['/', '/products'],
    ['/home', '/products'],
    ['/cart/review', '/checkout'],
    ['/cart/ordercompleted', '/ordercompleted'],
  ])('%s redirects to %s', async (from, to) => {
    const route = matchRoutes(routes, from)?.at(-1)?.route;
    const loader = route?.loader;
    expect(typeof loader).toBe('function');
    const response = (await (loader as (args: { request: Request }) => Promise<Response>)({ request: new Request(`http://x${from}?q=1`) })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`${to}?q=1`);
  });
});
