import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  retainSearchParams,
} from '@tanstack/react-router';
import { safeNextPath } from '@store/core/accounts/safe-next-path';
import { RETURN_STATUSES, type ReturnStatus } from '@store/core/back-office/order-states';
import { REVIEW_QUEUES, type ReviewQueue } from '@store/core/reviews/review-states';
import { RouteError, RouteNotFound } from './components/route-error';
import { parseAuditSearch } from './features/audit/audit-search';
import { parseDashboardSearch } from './features/dashboard/dashboard-search';
import { parseOrderSearch } from './features/orders/order-search';
import { meQuery } from './lib/api/auth';
import { isSignedOut } from './lib/api/client';
import { may } from './lib/permissions';
import { parsePlainSearch, pickBrand, pickOneOf, pickText, stringifyPlainSearch } from './lib/search-params';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: RouteNotFound,
});

/** Where to go after signing in: a path of this application, never another site (and never back to sign-in). */
const nextAfterSignIn = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string') return undefined;
  const next = safeNextPath(raw, '/');
  return next.startsWith('/sign-in') ? '/' : next;
};

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (raw: Record<string, unknown>): { next?: string } => ({ next: nextAfterSignIn(raw.next) }),
  component: lazyRouteComponent(() => import('./features/auth/sign-in-page').then((m) => ({ default: m.SignInPage }))),
});

const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/set-password',
  validateSearch: (raw: Record<string, unknown>): { token?: string } => ({ token: pickText(raw.token, 512) }),
  component: lazyRouteComponent(() => import('./features/auth/set-password-page').then((m) => ({ default: m.SetPasswordPage }))),
});

/**
 * Every staff page: signed in first (a 401 sends to sign-in and back), the two-factor set-up first when the account
 * must have it, and the brand switcher's choice (`brand`) kept in the URL from page to page.
 */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  validateSearch: (raw: Record<string, unknown>): { brand?: string } => ({ brand: pickBrand(raw.brand) }),
  search: { middlewares: [retainSearchParams(['brand'])] },
  beforeLoad: async ({ context, location }) => {
    let me;
    try {
      me = await context.queryClient.ensureQueryData(meQuery);
    } catch (error) {
      if (isSignedOut(error)) throw redirect({ to: '/sign-in', search: { next: location.href } });
      throw error;
    }
    if (me.twoFactorRequired && !me.twoFactorEnabled && location.pathname !== '/account/security')
      throw redirect({ to: '/account/security' });
    return { me };
  },
  component: lazyRouteComponent(() => import('./features/shell/app-layout').then((m) => ({ default: m.AppLayout }))),
});

/** The start page: the first section the member's role opens. */
const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const { me } = context;
    if (may(me, 'dashboard.read')) throw redirect({ to: '/dashboard' });
    if (may(me, 'orders.read')) throw redirect({ to: '/orders' });
    if (may(me, 'returns.open') || may(me, 'returns.decide')) throw redirect({ to: '/returns' });
    if (may(me, 'audit.read')) throw redirect({ to: '/audit' });
    throw redirect({ to: '/account/security' });
  },
});

const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('./features/orders/orders-page').then((m) => ({ default: m.OrdersPage }))),
});

const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders/$orderId',
  component: lazyRouteComponent(() => import('./features/orders/order-page').then((m) => ({ default: m.OrderPage }))),
});

const customersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers',
  validateSearch: (raw: Record<string, unknown>): { q?: string } => ({ q: pickText(raw.q, 100) }),
  component: lazyRouteComponent(() => import('./features/customers/customers-page').then((m) => ({ default: m.CustomersPage }))),
});

const customerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers/$brand/$email',
  component: lazyRouteComponent(() => import('./features/customers/customer-page').then((m) => ({ default: m.CustomerPage }))),
});

const returnsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/returns',
  validateSearch: (raw: Record<string, unknown>): { status?: ReturnStatus } => ({
    status: pickOneOf(raw.status, RETURN_STATUSES),
  }),
  component: lazyRouteComponent(() => import('./features/returns/returns-page').then((m) => ({ default: m.ReturnsPage }))),
});

const auditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/audit',
  validateSearch: parseAuditSearch,
  component: lazyRouteComponent(() => import('./features/audit/audit-page').then((m) => ({ default: m.AuditPage }))),
});

const staffRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/staff',
  component: lazyRouteComponent(() => import('./features/staff/staff-page').then((m) => ({ default: m.StaffPage }))),
});

const securityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/account/security',
  component: lazyRouteComponent(() =>
    import('./features/auth/account-security-page').then((m) => ({ default: m.AccountSecurityPage })),
  ),
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/dashboard',
  validateSearch: parseDashboardSearch,
  component: lazyRouteComponent(() => import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
});

const productsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/catalog',
  component: lazyRouteComponent(() => import('./features/catalog/products-page').then((m) => ({ default: m.ProductsPage }))),
});

const productRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/catalog/$brand/$productId',
  component: lazyRouteComponent(() => import('./features/catalog/product-page').then((m) => ({ default: m.ProductPage }))),
});

const pricesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/catalog/prices',
  component: lazyRouteComponent(() => import('./features/catalog/prices-page').then((m) => ({ default: m.PricesPage }))),
});

const catalogFileRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/catalog/file',
  component: lazyRouteComponent(() =>
    import('./features/catalog/catalog-file-page').then((m) => ({ default: m.CatalogFilePage })),
  ),
});

const couponsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/coupons',
  component: lazyRouteComponent(() => import('./features/coupons/coupons-page').then((m) => ({ default: m.CouponsPage }))),
});

const couponRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/coupons/$brand/$code',
  component: lazyRouteComponent(() => import('./features/coupons/coupon-page').then((m) => ({ default: m.CouponPage }))),
});

const reviewsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/reviews',
  validateSearch: (raw: Record<string, unknown>): { status?: ReviewQueue; q?: string; product?: string; page?: number } => ({
    status: pickOneOf(raw.status, REVIEW_QUEUES),
    q: pickText(raw.q),
    product: pickText(raw.product),
    page: /^[1-9]\d{0,3}$/.test(String(raw.page ?? '')) ? Number(raw.page) : undefined,
  }),
  component: lazyRouteComponent(() => import('./features/reviews/reviews-page').then((m) => ({ default: m.ReviewsPage }))),
});

const experimentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/experiments',
  component: lazyRouteComponent(() =>
    import('./features/experiments/experiments-page').then((m) => ({ default: m.ExperimentsPage })),
  ),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  setPasswordRoute,
  appRoute.addChildren([
    indexRoute,
    ordersRoute,
    orderRoute,
    customersRoute,
    customerRoute,
    returnsRoute,
    auditRoute,
    staffRoute,
    securityRoute,
    dashboardRoute,
    productsRoute,
    productRoute,
    pricesRoute,
    catalogFileRoute,
    couponsRoute,
    couponRoute,
    reviewsRoute,
    experimentsRoute,
  ]),
]);

/** The application's router: code-based routes, each page its own chunk, plain query strings (a link reads as typed). */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
