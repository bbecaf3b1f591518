import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BODY_LIMIT_BYTES } from '@store/core/http-limits';
import { createChannelRegistry } from '@store/core/channels/channel-registry';
import { DEFAULT_CHANNELS } from '@store/core/channels/default-channels';
import { DEFAULT_STOREFRONT_ORIGIN } from './accounts/account-links';
import type { Deps } from './context';
import { registerSecurity } from './plugins/security';
import { registerBrandContext } from './plugins/brand';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { opsRoutes } from './routes/ops';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdFor } from './plugins/request-id';
import { productRoutes } from './routes/products';
import { cartRoutes } from './routes/carts';
import { addressRoutes } from './routes/addresses';
import { deliveryRoutes } from './routes/delivery';
import { upsellRoutes } from './routes/upsells';
import { recommendationRoutes } from './routes/recommendations';
import { messagingRoutes } from './routes/messaging';
import { orderRoutes } from './routes/orders';
import { returnRoutes } from './routes/returns';
import { paymentRoutes } from './routes/payments';
import { amazonPayRoutes } from './routes/amazonpay';
import { sandboxRoutes } from './routes/sandbox';
import { braintreeRoutes } from './routes/braintree';
import { truemedRoutes } from './routes/truemed';
import { logSerializers } from './plugins/log-redaction';
import { returningCustomerRoutes } from './routes/returning-customer';
import { adminRoutes } from './routes/admin';
import { createPaymentProviders } from './payments/registry';
import { createAccountAuth } from './accounts/auth';
import { createStaffAuth } from './staff/staff-auth';
import { staffAuthRoutes } from './routes/staff-auth';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminShipmentRoutes } from './routes/admin-shipments';
import { staffRefundRoutes } from './routes/staff-refunds';
import { adminReturnRoutes } from './routes/admin-returns';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminStaffRoutes } from './routes/admin-staff';
import { adminCatalogRoutes } from './routes/admin-catalog';
import { adminPhotoRoutes } from './routes/admin-photos';
import { adminCouponRoutes } from './routes/admin-coupons';
import { adminReviewRoutes } from './routes/admin-reviews';
import { adminExperimentRoutes } from './routes/admin-experiments';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { sandboxTaxProvider } from './tax/sandbox-tax';
import { registerAccountContext } from './accounts/account-context';
import { accountRoutes } from './routes/accounts';
import { reviewRoutes } from './routes/reviews';
import { searchRoutes } from './routes/search';
import { storeLocatorRoutes } from './routes/store-locator';
import { diskObjectStore } from './media/object-store/disk-object-store';
import { DEFAULT_MEDIA_DIR } from './media/object-store/object-store-from-env';

export interface AppOptions {
  /** Log level and, for tests that read the log, where lines go (stdout by default). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Node.js process metrics (CPU, memory, event loop, GC) at /metrics besides the store's own: on in a served process (main.ts). */
  processMetrics?: boolean;
}

/**
 * The wiring buildApp needs; without `payments` the sandbox providers on the same database are used, without `tax` the
 * sandbox tax table, without `paymentsMode` the sandbox mode (main.ts always passes PAYMENTS_MODE), without `channels`
 * the default channels (every brand at `<key>.localhost` and `<key>.store.test`).
 */
export type AppDeps = Omit<
  Deps,
  'payments' | 'accountAuth' | 'staffAuth' | 'staffTwoFactorRequired' | 'tax' | 'paymentsMode' | 'channels' | 'objectStore'
> &
  Partial<
    Pick<
      Deps,
      'payments' | 'accountAuth' | 'staffAuth' | 'staffTwoFactorRequired' | 'tax' | 'paymentsMode' | 'channels' | 'objectStore'
    >
  >;

/** Builds the API (plugins and routes) without listening: tests drive it with inject. */
export async function buildApp(appDeps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const deps: Deps = {
    ...appDeps,
    payments: appDeps.payments ?? createPaymentProviders(appDeps),
    accountAuth: appDeps.accountAuth ?? createAccountAuth(appDeps),
    staffAuth: appDeps.staffAuth ?? createStaffAuth(appDeps),
    staffTwoFactorRequired: appDeps.staffTwoFactorRequired ?? false,
    tax: appDeps.tax ?? sandboxTaxProvider(),
    paymentsMode: appDeps.paymentsMode ?? 'sandbox',
    objectStore: appDeps.objectStore ?? diskObjectStore(DEFAULT_MEDIA_DIR),
    channels:
      appDeps.channels ??
      createChannelRegistry(DEFAULT_CHANNELS, { defaultBrand: appDeps.defaultBrand, originTemplate: DEFAULT_STOREFRONT_ORIGIN }),
  };
  const app = Fastify({
    // The request serializer keeps the returning-customer lookup's query (email, phone, ZIP) out of every log line.
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers } : false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  registerRequestId(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, deps.allowedOrigins, deps.sessionKey, deps.channels);
  await app.register(swagger, {
    openapi: { info: { title: 'Store commerce API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  registerBrandContext(app, deps.defaultBrand, { secret: deps.clientAddressSecret, now: deps.now }, deps.channels);
  registerAccountContext(app, deps.accountAuth);
  app.decorateRequest('staff', null);
  await registerMetrics(app, deps, { processMetrics: options.processMetrics ?? false });
  await app.register(opsRoutes(deps));
  await app.register(productRoutes(deps));
  await app.register(upsellRoutes(deps));
  await app.register(recommendationRoutes(deps));
  await app.register(cartRoutes(deps));
  await app.register(messagingRoutes(deps));
  await app.register(addressRoutes(deps));
  await app.register(deliveryRoutes(deps));
  // Before the orders routes: an explicit HEAD /orders must exist before any GET /orders (exposeHeadRoutes).
  await app.register(returningCustomerRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(staffAuthRoutes(deps));
  await app.register(adminOrderRoutes(deps));
  await app.register(adminCustomerRoutes(deps));
  await app.register(adminShipmentRoutes(deps));
  await app.register(adminAuditRoutes(deps));
  await app.register(adminStaffRoutes(deps));
  await app.register(staffRefundRoutes(deps));
  await app.register(adminReturnRoutes(deps));
  await app.register(adminCatalogRoutes(deps));
  await app.register(adminPhotoRoutes(deps));
  await app.register(adminCouponRoutes(deps));
  await app.register(adminReviewRoutes(deps));
  await app.register(adminExperimentRoutes(deps));
  await app.register(adminDashboardRoutes(deps));
  await app.register(orderRoutes(deps));
  await app.register(returnRoutes(deps));
  await app.register(paymentRoutes(deps));
  // Live mode registers nothing of the sandbox (each answers 404): its pages, tokens and mailbox, the Amazon Pay and
  // Truemed session calls (kept in the sandbox's tables, no live adapter behind them), and the sandbox's PayPal client
  // token when Braintree has no keys.
  const sandbox = deps.paymentsMode === 'sandbox';
  if (sandbox) await app.register(amazonPayRoutes(deps));
  if (sandbox || deps.braintreeClientToken) await app.register(braintreeRoutes(deps));
  if (sandbox) await app.register(truemedRoutes(deps));
  if (sandbox) await app.register(sandboxRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(reviewRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(storeLocatorRoutes(deps));
  return app;
}
