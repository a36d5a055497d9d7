/**
 * The shopper's account area (issue 14, rr §2 "Account" screens) and its AutoOrder pages (issue 15).
 * Each page adds its path to PAGE_ROUTES (src/contracts/routes.ts) from here when it is built; the
 * account navigation (src/web/features/account/AccountLayout.tsx) lists ACCOUNT_NAV in this order.
 */
export const ACCOUNT_ROUTES = {
  home: '/account',
  orders: '/account/orders',
  order: '/account/orders/:orderId',
  autoOrders: '/account/autoorders',
  autoOrder: '/account/autoorders/:id',
  pets: '/account/pets',
  prescriptions: '/account/prescriptions',
  /** A prescription renewal reminder's page (issue 28): the email's link. */
  renewal: '/account/renewals/:renewalId',
  addresses: '/account/addresses',
  paymentSettings: '/account/paymentsettings',
  /** The spec's path (cc): opens a saved card's update form; `?returnLocation=Checkout` goes back to checkout. */
  paymentSettingsEdit: '/paymentsettings/edit/:id',
  profile: '/account/profile',
  password: '/account/password',
  favourites: '/account/favourites',
  /** The account-credit balance and its history (issue 17). */
  credit: '/account/credit',
  /** The client's wellness plans and their payment schedules (issue 27). */
  wellnessPlans: '/account/wellness-plans',
  /** The single-use card-update link emailed after a declined plan payment (issue 27). */
  wellnessCard: '/account/wellness-plans/card/:token',
} as const;

export type AccountSection = 'home' | 'orders' | 'autoOrders' | 'pets' | 'prescriptions' | 'addresses' | 'paymentSettings' | 'profile' | 'password' | 'favourites' | 'credit' | 'wellnessPlans';

/** The account navigation, in this order; its labels are the shell messages `account.nav.<section>`. */
export const ACCOUNT_NAV: readonly AccountSection[] = [
  'home', 'orders', 'autoOrders', 'wellnessPlans', 'pets', 'prescriptions', 'addresses', 'paymentSettings', 'credit', 'profile', 'password', 'favourites',
];

/** The path of one order's page. */
export const accountOrderPath = (orderId: number | string) => ACCOUNT_ROUTES.order.replace(':orderId', String(orderId));
/** The path of one AutoOrder's page. */
export const accountAutoOrderPath = (id: number | string) => ACCOUNT_ROUTES.autoOrder.replace(':id', String(id));

/** `?returnLocation=Checkout` on the spec's update path: after saving, the page goes back to checkout. */
export const RETURN_LOCATION_CHECKOUT = 'Checkout';

/**
 * The spec's update path of one card (cc §2 "/paymentsettings/edit/{id}?returnLocation=Checkout").
 * Here, with the paths, rather than with the card's schemas: the checkout links to it without
 * downloading the account's forms' rules.
 */
export const paymentSettingsEditPath = (id: number, returnToCheckout = false) =>
  `/paymentsettings/edit/${id}${returnToCheckout ? `?returnLocation=${RETURN_LOCATION_CHECKOUT}` : ''}`;
/** The card-update link of a declined wellness plan payment. */
export const accountWellnessCardPath = (token: string) => ACCOUNT_ROUTES.wellnessCard.replace(':token', encodeURIComponent(token));
