import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from '../contracts/routes';
import { ensureFeatureMessages } from './i18n/catalogs';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteErrorBoundary } from './features/errors/RouteErrorBoundary';
import { lazyPage, type PageHandle, type PageModule } from './lazy-route';
import { Layout } from './shell/Layout';
import { PageLoading } from './shell/PageLoading';

/**
 * The route table of rr §2 (history mode). Pages are lazy chunks; each route carries its analytics
 * page label and the message id of its <title> (pages.<pageLabel>.title) in `handle`. To add a page:
 * add its path to src/contracts/routes.ts (the server answers it with 200), then a `page(...)` line
 * here naming the feature folder whose messages/ the page uses (they load with the page's code).
 */
function page(path: string, pageLabel: string, feature: string, load: () => Promise<PageModule>): RouteObject {
  const handle: PageHandle = { pageLabel, titleKey: `pages.${pageLabel}.title` };
  return {
    path,
    handle,
    HydrateFallback: PageLoading,
    lazy: lazyPage(load, pageLabel, handle, () => ensureFeatureMessages(feature)),
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

const productList = () => import('./features/catalogue/ProductListPage');

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

          page(PAGE_ROUTES.products, 'productList', 'catalogue', productList),
          page(PAGE_ROUTES.promo, 'promoProducts', 'catalogue', productList),
          page(PAGE_ROUTES.productDetails, 'productDetails', 'catalogue', () => import('./features/catalogue/ProductDetailsPage')),
          page(PAGE_ROUTES.productsByL1, 'productsByCategoryName', 'catalogue', productList),
          page(PAGE_ROUTES.productsByL2, 'productsByCategoryName', 'catalogue', productList),
          page(PAGE_ROUTES.productsByL3, 'productsByCategoryName', 'catalogue', productList),
          page(PAGE_ROUTES.seasonal, 'seasonalProducts', 'catalogue', productList),
          page(PAGE_ROUTES.seasonalFr, 'seasonalProducts', 'catalogue', productList),

          page(PAGE_ROUTES.cart, 'cart', 'cart', () => import('./features/cart/CartPage')),
          page(PAGE_ROUTES.checkout, 'checkout', 'checkout', () => import('./features/checkout/CheckoutPage')),
          page(PAGE_ROUTES.orderCompleted, 'orderCompleted', 'checkout', () => import('./features/checkout/OrderCompletedPage')),

          page(PAGE_ROUTES.register, 'register', 'registration', () => import('./features/registration/RegisterPage')),
          page(PAGE_ROUTES.logon, 'signIn', 'account', () => import('./features/account/SignInPage')),
          page(PAGE_ROUTES.closedAccount, 'closedAccount', 'account', () => import('./features/account/ClosedAccountPage')),
          page(PAGE_ROUTES.testPage, 'testPage', 'account', () => import('./features/account/TestPage')),
          page(PAGE_ROUTES.confirmAccount, 'confirmAccount', 'account-flows', () => import('./features/account-flows/ConfirmAccountPage')),
          page(PAGE_ROUTES.forgotPassword, 'forgotPassword', 'account-flows', () => import('./features/account-flows/ForgotPasswordPage')),
          page(PAGE_ROUTES.resetPassword, 'resetPassword', 'account-flows', () => import('./features/account-flows/ResetPasswordPage')),

          { path: PAGE_ROUTES.notFound, Component: NotFoundPage, handle: { pageLabel: 'notFound', titleKey: 'pages.notFound.title' } },
          { path: '*', Component: NotFoundPage, handle: { pageLabel: 'notFound', titleKey: 'pages.notFound.title' } },
        ],
      },
    ],
  },
];
