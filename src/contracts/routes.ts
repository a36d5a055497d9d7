import { ACCOUNT_ROUTES } from './account-routes';

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
  // The shop's information pages (issue 11 §8): each under an English path (rr §2 names
  // /ReturnPolicy) and a French one, as /seasonal and /saisonnier are. See INFO_PAGE_PATHS.
  autoOrder: '/AutoOrder',
  autoOrderFr: '/commande-automatique',
  faq: '/FAQ',
  faqFr: '/questions-frequentes',
  shippingPolicy: '/ShippingPolicy',
  shippingPolicyFr: '/politique-de-livraison',
  returnPolicy: '/ReturnPolicy',
  returnPolicyFr: '/politique-de-retour',
  privacy: '/PrivacyPolicy',
  privacyFr: '/confidentialite',
  terms: '/TermsOfUse',
  termsFr: '/conditions-d-utilisation',
  contactUs: '/ContactUs',
  contactUsFr: '/nous-joindre',
  // The account's settings pages (issue 14).
  accountAddresses: ACCOUNT_ROUTES.addresses,
  accountPaymentSettings: ACCOUNT_ROUTES.paymentSettings,
  paymentSettingsEdit: ACCOUNT_ROUTES.paymentSettingsEdit,
  accountProfile: ACCOUNT_ROUTES.profile,
  accountPassword: ACCOUNT_ROUTES.password,
  confirmEmail: '/Account/ConfirmEmail',
  // The shopper's account (issue 14, src/contracts/account-routes.ts).
  accountPets: ACCOUNT_ROUTES.pets,
  accountPrescriptions: ACCOUNT_ROUTES.prescriptions,
  accountRenewal: ACCOUNT_ROUTES.renewal,
  accountFavourites: ACCOUNT_ROUTES.favourites,
  // The shopper's account (issue 14): ACCOUNT_ROUTES in account-routes.ts.
  accountHome: ACCOUNT_ROUTES.home,
  accountOrders: ACCOUNT_ROUTES.orders,
  accountOrder: ACCOUNT_ROUTES.order,
  // The clinic portal (issue 16, src/contracts/clinic.ts CLINIC_ROUTES), for clinic staff.
  clinicDashboard: '/clinic',
  clinicClients: '/clinic/clients',
  clinicClient: '/clinic/clients/:clientId',
  clinicPrescriptions: '/clinic/prescriptions',
  clinicPrescription: '/clinic/prescriptions/:rxId',
  // Prescription renewals (issue 28): the veterinarian's tasks and the prescriptions report.
  clinicRenewals: '/clinic/renewals',
  clinicOrders: '/clinic/orders',
  clinicOrder: '/clinic/orders/:orderId',
  // Issue 17, clinic admin only.
  clinicCoupons: '/clinic/coupons',
  clinicReports: '/clinic/reports',
  // Returns and refunds (issue 17, src/contracts/returns.ts RETURN_ROUTES).
  clinicReturns: '/clinic/returns',
  clinicReturn: '/clinic/returns/:returnId',
  clinicOrderReturn: '/clinic/orders/:orderId/return',
  // The shopper's account credit (issue 17).
  accountCredit: ACCOUNT_ROUTES.credit,
  // The clinic admin's store settings and staff (issue 17), and the invited staff member's page.
  clinicSettings: '/clinic/settings',
  clinicStaff: '/clinic/staff',
  // Master clinic policies and the group report (issue 25): a clinic admin's; the group report a master clinic's.
  clinicPolicies: '/clinic/policies',
  // Issue 26: the platform's promotions, switched off or on for the clinic's store.
  clinicPromotions: '/clinic/promotions',
  clinicGroupReport: '/clinic/group-report',
  // The clinic's statements (issue 27), clinic admin only; the platform's invoices to clinics.
  clinicSettlement: '/clinic/settlement',
  clinicInvoices: '/clinic/invoices',
  clinicInvoice: '/clinic/invoices/:invoiceId',
  platformInvoices: '/platform/invoices',
  clinicInvitation: '/clinic/invitation',
  // The preview of the store (issue 26): a staff member's, a site administrator's.
  clinicPreview: '/clinic/preview',
  // Custom payments and pay-by-link (issue 27, src/contracts/custom-payments.ts): staff's pages; the client's page on the store.
  clinicCustomPayments: '/clinic/custom-payments',
  clinicCustomPaymentNew: '/clinic/custom-payments/new',
  clinicCustomPayment: '/clinic/custom-payments/:paymentId',
  payLink: '/pay',
  // Wellness plans (issue 27): the client's plans and card-update link; the clinic's plans, enrolments and declined payments.
  accountWellnessPlans: ACCOUNT_ROUTES.wellnessPlans,
  accountWellnessCard: ACCOUNT_ROUTES.wellnessCard,
  clinicWellnessPlans: '/clinic/wellness-plans',
  clinicWellnessPlan: '/clinic/wellness-plans/:planId',
  clinicWellnessEnrol: '/clinic/wellness-enrol',
  clinicWellnessEnrolment: '/clinic/wellness-enrolments/:enrolmentId',
  clinicWellnessDeclined: '/clinic/wellness-declined',
  platformPreview: '/platform/preview',
  // The platform that runs the clinics (issue 23 wires it; issues 25 and 26 fill it), for site administrators.
  platformHome: '/platform',
  platformClinics: '/platform/clinics',
  platformClinic: '/platform/clinics/:clinicId',
  platformClinicClients: '/platform/clinics/:clinicId/clients',
  // Issue 25: a clinic's policies as the site administrator sees and sets them (the clinic page links it).
  platformClinicPolicies: '/platform/clinics/:clinicId/policies',
  // The store's promotions and banners (issue 26).
  platformPromotions: '/platform/promotions',
  platformPromotionNew: '/platform/promotions/new',
  platformPromotion: '/platform/promotions/:promotionId',
  platformBanners: '/platform/banners',
  // The product editor (issue 26).
  platformProducts: '/platform/products',
  platformProduct: '/platform/products/:familyId',
  // Clinics join (issue 25): the public application, and the platform's queue and PINs.
  clinicEnrol: '/enrol',
  platformEnrolment: '/platform/enrolment',
  // Issue 26: the distributor's catalogue feed, its dry run, apply and history.
  platformCatalogueImports: '/platform/catalogue/imports',
  // The sandbox distributor's portal (issue 25): the spec's distributor role, its own orders.
  distributorOrders: '/platform/distributor',
  distributorOrder: '/platform/distributor/orders/:distributorOrderId',
  // The shopper's AutoOrders (issue 15) and the spec's add-to-AutoOrder page.
  accountAutoOrders: ACCOUNT_ROUTES.autoOrders,
  accountAutoOrder: ACCOUNT_ROUTES.autoOrder,
  addToAutoOrder: '/AutoOrders/AddToAutoOrder',
} as const;

/** The information pages and their path in each language (links use the shopper's language). */
export const INFO_PAGE_PATHS = {
  autoOrder: { en: PAGE_ROUTES.autoOrder, fr: PAGE_ROUTES.autoOrderFr },
  faq: { en: PAGE_ROUTES.faq, fr: PAGE_ROUTES.faqFr },
  shippingPolicy: { en: PAGE_ROUTES.shippingPolicy, fr: PAGE_ROUTES.shippingPolicyFr },
  returnPolicy: { en: PAGE_ROUTES.returnPolicy, fr: PAGE_ROUTES.returnPolicyFr },
  privacy: { en: PAGE_ROUTES.privacy, fr: PAGE_ROUTES.privacyFr },
  terms: { en: PAGE_ROUTES.terms, fr: PAGE_ROUTES.termsFr },
  contactUs: { en: PAGE_ROUTES.contactUs, fr: PAGE_ROUTES.contactUsFr },
} as const;
export type InfoPage = keyof typeof INFO_PAGE_PATHS;

const patterns = Object.values(PAGE_ROUTES).map(
  (path) => new RegExp(`^${path.replace(/:[A-Za-z0-9]+/g, '[^/]+')}/?$`, 'i'),
);

/** True when a browser path is one of the route table's pages (case-insensitive, as links use /Cart). */
export function isPageRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
