import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { PAGE_ROUTES } from '../contracts/routes';
import { ensureFeatureMessages } from './i18n/catalogs';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { pageLoader, type PageHandle, type PageLoader, type PageModule } from './lazy-route';

/** Every page module, by its path under src/web; a page route names its module by that path. */
const pageModules = import.meta.glob<PageModule>(['./features/*/*Page.tsx', '!./features/errors/*']);

/** A page of the app: its code arrives when it is first visited. */
export interface PageRoute {
  path: string;
  handle: PageHandle;
  page: PageLoader;
}

/** A page always in the app's own code (the not-found page). */
interface BuiltInRoute {
  path: string;
  handle: PageHandle;
  Component: ComponentType;
}

/** An address that moves to another (rr §2: /cart/review → /checkout...); the query string goes along. */
export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type AppRoute = PageRoute | BuiltInRoute | RedirectRoute;

/**
 * The route table of rr §2 (history mode). Pages are lazy chunks; each route carries its analytics
 * page label, the message id of its <title> (pages.<pageLabel>.title), its module's path and its
 * feature in `handle`. To add a page: add its path to src/contracts/routes.ts (the server answers
 * it with 200), then a `page(...)` line here naming the feature folder whose messages/ the page uses
 * (they load with the page's code) and the page module.
 */
function page(path: string, pageLabel: string, feature: string, source: string, { serverRendered = false, alsoFeatures = [] as readonly string[] } = {}): PageRoute {
  const load = pageModules[source];
  if (!load) throw new Error(`No page module at ${source}`);
  const handle: PageHandle = { pageLabel, titleKey: `pages.${pageLabel}.title`, source: source.slice(2), feature, serverRendered };
  return {
    path,
    handle,
    page: pageLoader(load, pageLabel, () => Promise.all([feature, ...alsoFeatures].map(ensureFeatureMessages)).then(() => undefined)),
  };
}

function redirectRoute(path: string, redirectTo: string): RedirectRoute {
  return { path, redirectTo };
}

const productList = './features/catalogue/ProductListPage.tsx';

/** An information page under each of its paths (features/info). */
const infoPage = (pageLabel: string, module: string, paths: readonly string[]) =>
  paths.map((path) => page(path, pageLabel, 'info', `./features/info/${module}.tsx`, { serverRendered: true }));
/**
 * The catalogue's pages are rendered on the server. Pages built around forms (sign-in, registration,
 * cart, checkout) are not: typed in before the page's code arrives, a form would submit itself
 * natively, with what was typed in the address.
 */
const onServer = { serverRendered: true };
/** Pages that show the shared address and card forms (src/web/ui/address-card), whose words are the checkout's. */
const withCheckoutMessages = { alsoFeatures: ['checkout'] };
const withClinicMessages = { alsoFeatures: ['clinic'] };

const notFoundHandle: PageHandle = { pageLabel: 'notFound', titleKey: 'pages.notFound.title', serverRendered: true };

export const routes: readonly AppRoute[] = [
  redirectRoute(PAGE_ROUTES.home, PAGE_ROUTES.products),
  redirectRoute(PAGE_ROUTES.homeAlias, PAGE_ROUTES.products),
  redirectRoute(PAGE_ROUTES.cartReview, PAGE_ROUTES.checkout),
  redirectRoute(PAGE_ROUTES.cartOrderCompleted, PAGE_ROUTES.orderCompleted),

  page(PAGE_ROUTES.products, 'productList', 'catalogue', productList, onServer),
  page(PAGE_ROUTES.promo, 'promoProducts', 'catalogue', productList, onServer),
  page(PAGE_ROUTES.productDetails, 'productDetails', 'catalogue', './features/catalogue/ProductDetailsPage.tsx', onServer),
  page(PAGE_ROUTES.productsByL1, 'productsByCategoryName', 'catalogue', productList, onServer),
  page(PAGE_ROUTES.productsByL2, 'productsByCategoryName', 'catalogue', productList, onServer),
  page(PAGE_ROUTES.productsByL3, 'productsByCategoryName', 'catalogue', productList, onServer),
  page(PAGE_ROUTES.seasonal, 'seasonalProducts', 'catalogue', productList, onServer),
  page(PAGE_ROUTES.seasonalFr, 'seasonalProducts', 'catalogue', productList, onServer),

  page(PAGE_ROUTES.cart, 'cart', 'cart', './features/cart/CartPage.tsx'),
  page(PAGE_ROUTES.checkout, 'checkout', 'checkout', './features/checkout/CheckoutPage.tsx'),
  page(PAGE_ROUTES.orderCompleted, 'orderCompleted', 'checkout', './features/checkout/OrderCompletedPage.tsx'),

  page(PAGE_ROUTES.register, 'register', 'registration', './features/registration/RegisterPage.tsx'),
  page(PAGE_ROUTES.logon, 'signIn', 'account', './features/account/SignInPage.tsx'),
  page(PAGE_ROUTES.closedAccount, 'closedAccount', 'account', './features/account/ClosedAccountPage.tsx'),
  page(PAGE_ROUTES.testPage, 'testPage', 'account', './features/account/TestPage.tsx'),
  page(PAGE_ROUTES.confirmAccount, 'confirmAccount', 'account-flows', './features/account-flows/ConfirmAccountPage.tsx'),
  page(PAGE_ROUTES.forgotPassword, 'forgotPassword', 'account-flows', './features/account-flows/ForgotPasswordPage.tsx'),
  page(PAGE_ROUTES.resetPassword, 'resetPassword', 'account-flows', './features/account-flows/ResetPasswordPage.tsx'),
  // The account's settings (issue 14); the address and card forms say things in the checkout's messages.
  page(PAGE_ROUTES.accountAddresses, 'accountAddresses', 'account-settings', './features/account-settings/AddressesPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.accountPaymentSettings, 'accountPaymentSettings', 'account-settings', './features/account-settings/PaymentSettingsPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.paymentSettingsEdit, 'paymentSettingsEdit', 'account-settings', './features/account-settings/PaymentSettingsEditPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.accountProfile, 'accountProfile', 'account-settings', './features/account-settings/ProfilePage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.accountPassword, 'accountPassword', 'account-settings', './features/account-settings/PasswordPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.confirmEmail, 'confirmEmail', 'account-settings', './features/account-settings/ConfirmEmailPage.tsx'),
  page(PAGE_ROUTES.accountPets, 'accountPets', 'pets', './features/pets/PetsPage.tsx'),
  page(PAGE_ROUTES.accountPrescriptions, 'accountPrescriptions', 'prescriptions', './features/prescriptions/PrescriptionsPage.tsx'),
  page(PAGE_ROUTES.accountFavourites, 'accountFavourites', 'favourites', './features/favourites/FavouritesPage.tsx'),
  page(PAGE_ROUTES.accountHome, 'accountHome', 'account-home', './features/account-home/AccountHomePage.tsx'),
  page(PAGE_ROUTES.accountOrders, 'accountOrders', 'orders', './features/orders/OrdersPage.tsx'),
  page(PAGE_ROUTES.accountOrder, 'accountOrder', 'orders', './features/orders/OrderPage.tsx'),
  page(PAGE_ROUTES.accountCredit, 'accountCredit', 'account-credit', './features/account-credit/CreditPage.tsx'),
  page(PAGE_ROUTES.accountAutoOrders, 'autoOrders', 'autoorders', './features/autoorders/AutoOrdersPage.tsx'),
  page(PAGE_ROUTES.accountAutoOrder, 'autoOrderDetail', 'autoorders', './features/autoorders/AutoOrderDetailPage.tsx'),
  page(PAGE_ROUTES.addToAutoOrder, 'addToAutoOrder', 'autoorders', './features/autoorders/AddToAutoOrderPage.tsx'),

  // The shop's information pages (issue 11 §8), rendered on the server like the catalogue: text
  // to read, no form. Each answers its English and its French path.
  ...infoPage('autoOrder', 'AutoOrderPage', [PAGE_ROUTES.autoOrder, PAGE_ROUTES.autoOrderFr]),
  ...infoPage('faq', 'FaqPage', [PAGE_ROUTES.faq, PAGE_ROUTES.faqFr]),
  ...infoPage('shippingPolicy', 'ShippingPolicyPage', [PAGE_ROUTES.shippingPolicy, PAGE_ROUTES.shippingPolicyFr]),
  ...infoPage('returnPolicy', 'ReturnPolicyPage', [PAGE_ROUTES.returnPolicy, PAGE_ROUTES.returnPolicyFr]),
  ...infoPage('privacy', 'PrivacyPolicyPage', [PAGE_ROUTES.privacy, PAGE_ROUTES.privacyFr]),
  ...infoPage('terms', 'TermsOfUsePage', [PAGE_ROUTES.terms, PAGE_ROUTES.termsFr]),
  ...infoPage('contactUs', 'ContactUsPage', [PAGE_ROUTES.contactUs, PAGE_ROUTES.contactUsFr]),

  // The clinic portal (issue 16): staff pages, rendered in the browser like the account's.
  page(PAGE_ROUTES.clinicDashboard, 'clinicDashboard', 'clinic', './features/clinic/ClinicDashboardPage.tsx'),
  page(PAGE_ROUTES.clinicClients, 'clinicClients', 'clinic', './features/clinic/ClinicClientsPage.tsx'),
  page(PAGE_ROUTES.clinicClient, 'clinicClient', 'clinic', './features/clinic/ClinicClientPage.tsx'),
  page(PAGE_ROUTES.clinicPrescriptions, 'clinicPrescriptions', 'clinic', './features/clinic/ClinicPrescriptionsPage.tsx'),
  page(PAGE_ROUTES.clinicPrescription, 'clinicPrescription', 'clinic', './features/clinic/ClinicPrescriptionPage.tsx'),
  page(PAGE_ROUTES.clinicOrders, 'clinicOrders', 'clinic', './features/clinic/ClinicOrdersPage.tsx'),
  page(PAGE_ROUTES.clinicOrder, 'clinicOrder', 'clinic', './features/clinic/ClinicOrderPage.tsx'),
  // Issue 17, for the clinic admin: the portal's navigation speaks in the clinic's messages.
  page(PAGE_ROUTES.clinicCoupons, 'clinicCoupons', 'clinic-coupons', './features/clinic-coupons/ClinicCouponsPage.tsx', withClinicMessages),
  page(PAGE_ROUTES.clinicReports, 'clinicReports', 'clinic-reports', './features/clinic-reports/ClinicReportsPage.tsx', withClinicMessages),
  // Returns and refunds (issue 17): portal pages in their own feature, with the portal's messages.
  page(PAGE_ROUTES.clinicReturns, 'clinicReturns', 'clinic-returns', './features/clinic-returns/ReturnsListPage.tsx', withClinicMessages),
  page(PAGE_ROUTES.clinicReturn, 'clinicReturn', 'clinic-returns', './features/clinic-returns/ReturnPage.tsx', withClinicMessages),
  page(PAGE_ROUTES.clinicOrderReturn, 'clinicOrderReturn', 'clinic-returns', './features/clinic-returns/ProcessReturnPage.tsx', withClinicMessages),
  // The clinic admin's pages (issue 17), and the invited staff member's (the account flows' password words).
  page(PAGE_ROUTES.clinicSettings, 'clinicSettings', 'clinic-admin', './features/clinic-admin/ClinicSettingsPage.tsx', withClinicMessages),
  page(PAGE_ROUTES.clinicStaff, 'clinicStaff', 'clinic-admin', './features/clinic-admin/ClinicStaffPage.tsx', withClinicMessages),
  page(PAGE_ROUTES.clinicInvitation, 'clinicInvitation', 'clinic-admin', './features/clinic-admin/ClinicInvitationPage.tsx', { alsoFeatures: ['account-flows'] }),

  { path: PAGE_ROUTES.notFound, Component: NotFoundPage, handle: notFoundHandle },
  { path: '*', Component: NotFoundPage, handle: notFoundHandle },
];

/** The route an address shows (paths match without regard to case), with the values of its parameters. */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string | undefined> } | null {
  const match = matchRoutes(routes as AppRoute[], pathname)?.at(-1);
  return match ? { route: match.route, params: match.params } : null;
}

