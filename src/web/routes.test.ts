import { describe, expect, it } from 'vitest';
import { ACCOUNT_FLOW_PATHS } from '../contracts/account-flows';
import { PAGE_ROUTES } from '../contracts/routes';
import { matchRoute, routes } from './routes';
import { staffPageSources } from './staff-pages';

/** The page label of the route matching a path (rr §2: each page route carries one). */
function labelOf(path: string): string | undefined {
  const route = matchRoute(path)?.route;
  return route && 'handle' in route ? route.handle.pageLabel : undefined;
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
  ])('%s redirects to %s', (from, to) => {
    const route = matchRoute(from)?.route;
    expect(route && 'redirectTo' in route ? route.redirectTo : null).toBe(to);
  });

  it('names a page module that exists for every clinic and platform page (their table is a chunk of its own)', () => {
    const staffSources = routes.flatMap((route) => ('handle' in route && route.handle.source && /^features\/(clinic|platform)\//.test(route.handle.source) ? [`./${route.handle.source}`] : []));
    expect(staffSources.length).toBeGreaterThan(20);
    for (const source of staffSources) expect(staffPageSources, source).toContain(source);
  });

  it('names the parameters of a page address', () => {
    expect(matchRoute('/products/view/1234')?.params).toMatchObject({ prodid: '1234' });
  });
});
