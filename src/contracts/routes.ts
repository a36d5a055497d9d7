/**
 * The spec's route table (rr §2) as path patterns, shared by the web router and the server, which
 * answers these paths with the app and any other page path with the app under status 404.
 */
export const PAGE_ROUTES = {
  home: '/',
  homeAlias: '/home',
  register: '/account/register',
  testPage: '/account/testpage',
  closedAccount: '/account/closed',
  logon: '/Account/Logon',
  confirmAccount: '/Account/ConfirmAccount',
  forgotPassword: '/Account/ForgotPassword',
  resetPassword: '/Account/ResetPassword',
  products: '/products',
  productDetails: '/products/view/:prodid',
  promo: '/products/promo/:promoid',
  productsByL1: '/products/:l1Category',
  productsByL2: '/products/:l1Category/:l2Category',
  productsByL3: '/products/:l1Category/:l2Category/:l3Category',
  seasonal: '/seasonal',
  seasonalFr: '/saisonnier',
  cart: '/cart',
  checkout: '/checkout',
  cartReview: '/cart/review',
  orderCompleted: '/ordercompleted',
  cartOrderCompleted: '/cart/ordercompleted',
  notFound: '/404',
} as const;

const patterns = Object.values(PAGE_ROUTES).map(
  (path) => new RegExp(`^${path.replace(/:[A-Za-z0-9]+/g, '[^/]+')}/?$`, 'i'),
);

/** True when a browser path is one of the route table's pages (case-insensitive, as links use /Cart). */
export function isPageRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
