import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from '../contracts/routes';
import { ensureFeatureMessages } from './i18n/catalogs';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteErrorBoundary } from './features/errors/RouteErrorBoundary';
import { lazyPage, type PageHandle, type PageModule } from './lazy-route';
import { Layout } from './shell/Layout';
import { PageLoading } from './shell/PageLoading';

/** Every page module, by its path under src/web; a page route names its module by that path. */
const pageModules = import.meta.glob<PageModule>(['./features/*/*Page.tsx', '!./features/errors/*']);

/**
 * The route table of rr §2 (history mode). Pages are lazy chunks; each route carries its analytics
 * page label, the message id of its <title> (pages.<pageLabel>.title), its module's path and its
 * feature in `handle`. To add a page: add its path to src/contracts/routes.ts (the server answers
 * it with 200), then a `page(...)` line here naming the feature folder whose messages/ the page uses
 * (they load with the page's code) and the page module.
 */
function page(path: string, pageLabel: string, feature: string, source: string, { serverRendered = false, alsoFeatures = [] as readonly string[] } = {}): RouteObject {
  const load = pageModules[source];
  if (!load) throw new Error(`No page module at ${source}`);
  const handle: PageHandle = { pageLabel, titleKey: `pages.${pageLabel}.title`, source: source.slice(2), feature, serverRendered };
  return {
    path,
    handle,
    HydrateFallback: PageLoading,
    lazy: lazyPage(load, pageLabel, handle, () => Promise.all([feature, ...alsoFeatures].map(ensureFeatureMessages)).then(() => undefined)),
  };
}

/** A move inside the app (rr §2: /cart/review → /checkout...); the query string goes along. */
function redirectRoute(path: string, target: string): RouteObject {
  return {
    path,
    HydrateFallback: PageLoading,
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${target}${new URL(request.url).search}`),
  };
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

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Page errors render inside the layout, so the header and footer stay usable.
        ErrorBoundary: RouteErrorBoundary,
        children: [
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
          page(PAGE_ROUTES.clinicCoupons, 'clinicCoupons', 'clinic-coupons', './features/clinic-coupons/ClinicCouponsPage.tsx', { alsoFeatures: ['clinic'] }),
          page(PAGE_ROUTES.clinicReports, 'clinicReports', 'clinic-reports', './features/clinic-reports/ClinicReportsPage.tsx', { alsoFeatures: ['clinic'] }),

          { path: PAGE_ROUTES.notFound, Component: NotFoundPage, handle: { pageLabel: 'notFound', titleKey: 'pages.notFound.title', serverRendered: true } },
          { path: '*', Component: NotFoundPage, handle: { pageLabel: 'notFound', titleKey: 'pages.notFound.title', serverRendered: true } },
        ],
      },
    ],
  },
];
