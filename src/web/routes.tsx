import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { PAGE_ROUTES } from '../contracts/routes';
import { audienceOf, ensureFeatureMessages, featureOfSource } from './i18n/catalogs';
import { NotFoundPage } from './shell/errors/NotFoundPage';
import { pageLoader, type PageHandle, type PageLoader, type PageModule } from './lazy-route';

/**
 * The shop's and the account's page modules, by their path under src/web; a page route names its
 * module by that path. The clinic's and the platform's are in src/web/staff-pages.ts, a chunk a
 * shopper never downloads.
 */
const pageModules = import.meta.glob<PageModule>(['./features/shop/*/*Page.tsx', './features/account/*/*Page.tsx']);
const STAFF_PAGE = /^\.\/features\/(clinic|platform)\//;
const staffPage = (source: string) => () => import('./staff-pages').then((pages) => pages.loadStaffPage(source));

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
 * it with 200), then a `page(...)` line here naming the page module. The module's folder,
 * `features/<audience>/<feature>/`, says which messages load with the page's code: the feature's
 * own and its audience's (`features/<audience>/messages/`), plus any `alsoFeatures`.
 */
function page(path: string, pageLabel: string, source: string, { serverRendered = false, alsoFeatures = [] as readonly string[] } = {}): PageRoute {
  const load = STAFF_PAGE.test(source) ? staffPage(source) : pageModules[source];
  if (!load) throw new Error(`No page module at ${source}`);
  const feature = featureOfSource(source);
  const messageParts = [audienceOf(feature), feature, ...alsoFeatures];
  const handle: PageHandle = { pageLabel, titleKey: `pages.${pageLabel}.title`, source: source.slice(2), messageParts, serverRendered };
  return {
    path,
    handle,
    page: pageLoader(load, pageLabel, () => Promise.all(messageParts.map(ensureFeatureMessages)).then(() => undefined)),
  };
}

function redirectRoute(path: string, redirectTo: string): RedirectRoute {
  return { path, redirectTo };
}

const productList = './features/shop/catalogue/ProductListPage.tsx';

/** An information page under each of its paths (features/info). */
const infoPage = (pageLabel: string, module: string, paths: readonly string[]) =>
  paths.map((path) => page(path, pageLabel, `./features/shop/info/${module}.tsx`, { serverRendered: true }));
/**
 * The catalogue's pages are rendered on the server. Pages built around forms (sign-in, registration,
 * cart, checkout) are not: typed in before the page's code arrives, a form would submit itself
 * natively, with what was typed in the address.
 */
const onServer = { serverRendered: true };
/** Pages that show the shared address and card forms (src/web/ui/address-card), whose words are the checkout's. */
const withCheckoutMessages = { alsoFeatures: ['shop/checkout'] };

const notFoundHandle: PageHandle = { pageLabel: 'notFound', titleKey: 'pages.notFound.title', serverRendered: true };

export const routes: readonly AppRoute[] = [
  redirectRoute(PAGE_ROUTES.home, PAGE_ROUTES.products),
  redirectRoute(PAGE_ROUTES.homeAlias, PAGE_ROUTES.products),
  redirectRoute(PAGE_ROUTES.cartReview, PAGE_ROUTES.checkout),
  redirectRoute(PAGE_ROUTES.cartOrderCompleted, PAGE_ROUTES.orderCompleted),

  page(PAGE_ROUTES.products, 'productList', productList, onServer),
  page(PAGE_ROUTES.promo, 'promoProducts', productList, onServer),
  page(PAGE_ROUTES.productDetails, 'productDetails', './features/shop/catalogue/ProductDetailsPage.tsx', onServer),
  page(PAGE_ROUTES.productsByL1, 'productsByCategoryName', productList, onServer),
  page(PAGE_ROUTES.productsByL2, 'productsByCategoryName', productList, onServer),
  page(PAGE_ROUTES.productsByL3, 'productsByCategoryName', productList, onServer),
  page(PAGE_ROUTES.seasonal, 'seasonalProducts', productList, onServer),
  page(PAGE_ROUTES.seasonalFr, 'seasonalProducts', productList, onServer),

  page(PAGE_ROUTES.cart, 'cart', './features/shop/cart/CartPage.tsx'),
  page(PAGE_ROUTES.checkout, 'checkout', './features/shop/checkout/CheckoutPage.tsx'),
  page(PAGE_ROUTES.orderCompleted, 'orderCompleted', './features/shop/checkout/OrderCompletedPage.tsx'),

  page(PAGE_ROUTES.register, 'register', './features/account/registration/RegisterPage.tsx'),
  page(PAGE_ROUTES.logon, 'signIn', './features/account/access/SignInPage.tsx'),
  page(PAGE_ROUTES.closedAccount, 'closedAccount', './features/account/access/ClosedAccountPage.tsx'),
  page(PAGE_ROUTES.testPage, 'testPage', './features/account/access/TestPage.tsx'),
  page(PAGE_ROUTES.confirmAccount, 'confirmAccount', './features/account/access/ConfirmAccountPage.tsx'),
  page(PAGE_ROUTES.forgotPassword, 'forgotPassword', './features/account/access/ForgotPasswordPage.tsx'),
  page(PAGE_ROUTES.resetPassword, 'resetPassword', './features/account/access/ResetPasswordPage.tsx'),
  // The account's settings (issue 14); the address and card forms say things in the checkout's messages.
  page(PAGE_ROUTES.accountAddresses, 'accountAddresses', './features/account/addresses/AddressesPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.accountPaymentSettings, 'accountPaymentSettings', './features/account/payment-methods/PaymentSettingsPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.paymentSettingsEdit, 'paymentSettingsEdit', './features/account/payment-methods/PaymentSettingsEditPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.accountProfile, 'accountProfile', './features/account/profile/ProfilePage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.accountPassword, 'accountPassword', './features/account/profile/PasswordPage.tsx', withCheckoutMessages),
  page(PAGE_ROUTES.confirmEmail, 'confirmEmail', './features/account/profile/ConfirmEmailPage.tsx'),
  page(PAGE_ROUTES.accountPets, 'accountPets', './features/account/pets/PetsPage.tsx'),
  page(PAGE_ROUTES.accountPrescriptions, 'accountPrescriptions', './features/account/prescriptions/PrescriptionsPage.tsx'),
  page(PAGE_ROUTES.accountRenewal, 'accountRenewal', './features/account/prescriptions/RenewalPage.tsx'),
  page(PAGE_ROUTES.accountFavourites, 'accountFavourites', './features/account/favourites/FavouritesPage.tsx'),
  page(PAGE_ROUTES.accountHome, 'accountHome', './features/account/home/AccountHomePage.tsx'),
  page(PAGE_ROUTES.accountOrders, 'accountOrders', './features/account/orders/OrdersPage.tsx'),
  page(PAGE_ROUTES.accountOrder, 'accountOrder', './features/account/orders/OrderPage.tsx'),
  page(PAGE_ROUTES.accountCredit, 'accountCredit', './features/account/credit/CreditPage.tsx'),
  page(PAGE_ROUTES.accountAutoOrders, 'autoOrders', './features/account/autoorders/AutoOrdersPage.tsx'),
  page(PAGE_ROUTES.accountAutoOrder, 'autoOrderDetail', './features/account/autoorders/AutoOrderDetailPage.tsx'),
  page(PAGE_ROUTES.addToAutoOrder, 'addToAutoOrder', './features/account/autoorders/AddToAutoOrderPage.tsx'),
  // Wellness plans (issue 27): the client's plans, and the card-update link's page (the card form speaks in the checkout's messages).
  page(PAGE_ROUTES.accountWellnessPlans, 'accountWellnessPlans', './features/account/wellness-plans/WellnessPlansPage.tsx'),
  page(PAGE_ROUTES.accountWellnessCard, 'accountWellnessCard', './features/account/wellness-plans/WellnessCardPage.tsx', withCheckoutMessages),

  // The client's pay-by-link page (issue 27): the checkout's card form and its words.
  page(PAGE_ROUTES.payLink, 'payLink', './features/shop/pay-links/PayLinkPage.tsx', withCheckoutMessages),

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
  page(PAGE_ROUTES.clinicDashboard, 'clinicDashboard', './features/clinic/dashboard/ClinicDashboardPage.tsx'),
  page(PAGE_ROUTES.clinicClients, 'clinicClients', './features/clinic/clients/ClinicClientsPage.tsx'),
  page(PAGE_ROUTES.clinicClient, 'clinicClient', './features/clinic/clients/ClinicClientPage.tsx'),
  page(PAGE_ROUTES.clinicPrescriptions, 'clinicPrescriptions', './features/clinic/prescriptions/ClinicPrescriptionsPage.tsx'),
  page(PAGE_ROUTES.clinicPrescription, 'clinicPrescription', './features/clinic/prescriptions/ClinicPrescriptionPage.tsx'),
  page(PAGE_ROUTES.clinicRenewals, 'clinicRenewals', './features/clinic/renewals/ClinicRenewalsPage.tsx'),
  page(PAGE_ROUTES.clinicOrders, 'clinicOrders', './features/clinic/orders/ClinicOrdersPage.tsx'),
  page(PAGE_ROUTES.clinicOrder, 'clinicOrder', './features/clinic/orders/ClinicOrderPage.tsx'),
  // Issue 17, for the clinic admin: the portal's navigation speaks in the clinic's messages.
  page(PAGE_ROUTES.clinicCoupons, 'clinicCoupons', './features/clinic/coupons/ClinicCouponsPage.tsx'),
  page(PAGE_ROUTES.clinicReports, 'clinicReports', './features/clinic/reports/ClinicReportsPage.tsx'),
  // Returns and refunds (issue 17): portal pages in their own feature, with the portal's messages.
  page(PAGE_ROUTES.clinicReturns, 'clinicReturns', './features/clinic/returns/ReturnsListPage.tsx'),
  page(PAGE_ROUTES.clinicReturn, 'clinicReturn', './features/clinic/returns/ReturnPage.tsx'),
  page(PAGE_ROUTES.clinicOrderReturn, 'clinicOrderReturn', './features/clinic/returns/ProcessReturnPage.tsx'),
  // The clinic admin's pages (issue 17), and the invited staff member's (the account flows' password words).
  page(PAGE_ROUTES.clinicSettings, 'clinicSettings', './features/clinic/settings/ClinicSettingsPage.tsx'),
  // Master clinic policies and the group report (issue 25).
  page(PAGE_ROUTES.clinicPolicies, 'clinicPolicies', './features/clinic/policies/ClinicPoliciesPage.tsx'),
  // Issue 26: the platform's promotions, switched off or on for the clinic's store.
  page(PAGE_ROUTES.clinicPromotions, 'clinicPromotions', './features/clinic/promotions/ClinicPromotionsPage.tsx'),
  page(PAGE_ROUTES.clinicGroupReport, 'clinicGroupReport', './features/clinic/reports/ClinicGroupReportPage.tsx'),
  // The clinic's statements (issue 27): the settlement report, the platform's invoices and "make a payment".
  page(PAGE_ROUTES.clinicSettlement, 'clinicSettlement', './features/clinic/settlement/ClinicSettlementPage.tsx'),
  page(PAGE_ROUTES.clinicInvoices, 'clinicInvoices', './features/clinic/invoices/ClinicInvoicesPage.tsx'),
  page(PAGE_ROUTES.clinicInvoice, 'clinicInvoice', './features/clinic/invoices/ClinicInvoicePage.tsx'),
  page(PAGE_ROUTES.clinicStaff, 'clinicStaff', './features/clinic/staff/ClinicStaffPage.tsx'),
  page(PAGE_ROUTES.clinicPreview, 'clinicPreview', './features/clinic/preview/ClinicPreviewPage.tsx'),
  // Custom payments and pay-by-link (issue 27): the report, a new payment, one payment.
  page(PAGE_ROUTES.clinicCustomPayments, 'clinicCustomPayments', './features/clinic/custom-payments/CustomPaymentsPage.tsx'),
  page(PAGE_ROUTES.clinicCustomPaymentNew, 'clinicCustomPaymentNew', './features/clinic/custom-payments/NewCustomPaymentPage.tsx'),
  page(PAGE_ROUTES.clinicCustomPayment, 'clinicCustomPayment', './features/clinic/custom-payments/CustomPaymentPage.tsx'),
  // Wellness plans (issue 27): the plans and enrolments, a plan's editor (the admin's), enrolling a pet, one enrolment, the declined payments.
  page(PAGE_ROUTES.clinicWellnessPlans, 'clinicWellnessPlans', './features/clinic/wellness-plans/WellnessPlansPage.tsx'),
  page(PAGE_ROUTES.clinicWellnessPlan, 'clinicWellnessPlan', './features/clinic/wellness-plans/WellnessPlanPage.tsx'),
  page(PAGE_ROUTES.clinicWellnessEnrol, 'clinicWellnessEnrol', './features/clinic/wellness-plans/WellnessEnrolPage.tsx'),
  page(PAGE_ROUTES.clinicWellnessEnrolment, 'clinicWellnessEnrolment', './features/clinic/wellness-plans/WellnessEnrolmentPage.tsx'),
  page(PAGE_ROUTES.clinicWellnessDeclined, 'clinicWellnessDeclined', './features/clinic/wellness-plans/WellnessDeclinedPage.tsx'),
  page(PAGE_ROUTES.clinicInvitation, 'clinicInvitation', './features/clinic/staff/ClinicInvitationPage.tsx', { alsoFeatures: ['account/access'] }),

  // The platform that runs the clinics (issue 23): the site administrators' portal.
  page(PAGE_ROUTES.platformHome, 'platformHome', './features/platform/home/PlatformHomePage.tsx'),
  // Issue 25: the clinics, each with its state and the capabilities the site administrator sets.
  page(PAGE_ROUTES.platformClinics, 'platformClinics', './features/platform/clinics/PlatformClinicsPage.tsx'),
  page(PAGE_ROUTES.platformClinic, 'platformClinic', './features/platform/clinics/PlatformClinicPage.tsx'),
  page(PAGE_ROUTES.platformClinicClients, 'platformClinicClients', './features/platform/clinics/PlatformClinicClientsPage.tsx'),
  // Issue 25: a clinic's policies for the site administrator, with the clinic admin's page's editor (its slot brings its words).
  page(PAGE_ROUTES.platformClinicPolicies, 'platformClinicPolicies', './features/platform/policies/PlatformPoliciesPage.tsx'),
  // Issue 26: the store's promotions (the editor with its live preview) and banners.
  page(PAGE_ROUTES.platformPromotions, 'platformPromotions', './features/platform/promotions/PlatformPromotionsPage.tsx'),
  page(PAGE_ROUTES.platformPromotionNew, 'platformPromotionNew', './features/platform/promotions/PlatformPromotionPage.tsx'),
  page(PAGE_ROUTES.platformPromotion, 'platformPromotion', './features/platform/promotions/PlatformPromotionPage.tsx'),
  page(PAGE_ROUTES.platformBanners, 'platformBanners', './features/platform/promotions/PlatformBannersPage.tsx'),
  page(PAGE_ROUTES.platformPreview, 'platformPreview', './features/platform/preview/PlatformPreviewPage.tsx'),
  // Issue 27: every clinic's invoices, billing a month, the fee per transaction, cheques received.
  page(PAGE_ROUTES.platformInvoices, 'platformInvoices', './features/platform/invoices/PlatformInvoicesPage.tsx'),
  // The product editor (issue 26): find a family, edit it and its formats with their pictures.
  page(PAGE_ROUTES.platformProducts, 'platformProducts', './features/platform/products/PlatformProductsPage.tsx'),
  page(PAGE_ROUTES.platformProduct, 'platformProduct', './features/platform/products/PlatformProductPage.tsx'),
  // Clinics join (issue 25): the public application (the store's frame), the platform's queue and PINs.
  page(PAGE_ROUTES.clinicEnrol, 'clinicEnrol', './features/platform/enrolment/ClinicApplyPage.tsx'),
  page(PAGE_ROUTES.platformEnrolment, 'platformEnrolment', './features/platform/enrolment/PlatformEnrolmentPage.tsx'),
  // Issue 26: the distributor's catalogue feed (dry run, apply with its progress, history).
  page(PAGE_ROUTES.platformCatalogueImports, 'platformCatalogueImports', './features/platform/catalogue/CatalogueImportsPage.tsx'),
  // The sandbox distributor's portal (issue 25): the spec's distributor role, its own orders.
  page(PAGE_ROUTES.distributorOrders, 'distributorOrders', './features/platform/distributor/DistributorOrdersPage.tsx'),
  page(PAGE_ROUTES.distributorOrder, 'distributorOrder', './features/platform/distributor/DistributorOrderPage.tsx'),

  { path: PAGE_ROUTES.notFound, Component: NotFoundPage, handle: notFoundHandle },
  { path: '*', Component: NotFoundPage, handle: notFoundHandle },
];

/** The route an address shows (paths match without regard to case), with the values of its parameters. */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string | undefined> } | null {
  const match = matchRoutes(routes as AppRoute[], pathname)?.at(-1);
  return match ? { route: match.route, params: match.params } : null;
}

