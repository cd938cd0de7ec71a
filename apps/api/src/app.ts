import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  jsonSchemaTransform,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { ping } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerNulGuard } from './http/nul-bytes.js';
import { registerClientHeaders } from './http/client-headers.js';
import { stringifyOf } from './http/fast-serializers.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  securityHeadersHook,
  staticSecurityHeaders,
} from './http/security-headers.js';
import { catalogueRoutes, CataloguePages, imageRoutes } from './modules/catalogue/index.js';
import { flyerImageRoutes, flyersRoutes, FlyersService } from './modules/flyers/index.js';
import { shopDate, systemClock, type Clock } from './lib/clock.js';
import { keepDemoCurrent } from './db/demo-calendar.js';
import { loggerOptions, RequestLog } from './http/request-log.js';
import { registerCsrf } from './http/csrf.js';
import { registerSession, startSession } from './http/session.js';
import { accountsPurgeSteps, accountsRoutes, SessionService } from './modules/accounts/index.js';
import { createMailer, devOutboxRoutes, mailErasureSteps, mailPurgeSteps } from './modules/mail/index.js';
import {
  deliveryErasureSteps,
  deliveryImageRoutes,
  deliveryRoutes,
  ensureNationalHolidays,
} from './modules/delivery/index.js';
import {
  CartMergeService,
  CartService,
  cartErasureSteps,
  cartPurgeSteps,
  cartRoutes,
  cartWarehouseResolver,
  type OrderedTodayPort,
  type VisitorSessions,
} from './modules/cart/index.js';
import {
  createJobQueue,
  jobPurgeSteps,
  purgeExpired,
  type BackgroundJobs,
  type PurgeStep,
} from './modules/jobs/index.js';
import { connectRedis } from './http/redis.js';
import { withoutEmptyValues } from './http/empty-query.js';
import { serveStorefront } from './modules/storefront/index.js';
import { hasFavourites, listsErasureSteps, listsRoutes } from './modules/lists/index.js';
import { catalogueCustomerPrices, priceListRolesOf, priceListsModule } from './modules/pricelists/index.js';
import { backofficeModule } from './modules/backoffice/index.js';
import { pickingModule } from './modules/picking/index.js';
import {
  customerOrderTotals,
  modifiedOrders,
  orderedToday as ordersOrderedToday,
  orderLinesForReorder,
  ordersModule,
  recentOrderIds,
} from './modules/orders/index.js';
import {
  AJAX_PATH,
  CONTENT_PREFIX,
  contentPurgeSteps,
  contentRoutes,
  ORDERS_LIST_SIZE,
} from './modules/content/index.js';
import {
  AUTHORISE_AT_CUTOFF_JOB,
  CheckoutService,
  checkoutRoutes,
  FEEDBACK_PATH,
} from './modules/checkout/index.js';
import {
  createPaypalProvider,
  createStripeProvider,
  PaymentsByMethod,
  paypalRoutes,
  stripeRoutes,
  TEST_PAGE_PATH,
  TestPaymentProvider,
  testPaymentPageRoutes,
  type PaymentProvider,
} from './modules/payments/index.js';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** What the shopper ordered today, for the daily maximum per product (the orders area's by default). */
  orderedToday?: OrderedTodayPort;
  /** The payment provider; the built-in test provider when not given (tests wrap it). */
  paymentProvider?: (standard: PaymentProvider) => PaymentProvider;
}

export const API_PREFIX = '/ebsn/api';

/** Builds the whole app without listening: the server and the tests both use this. */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  orderedToday = ordersOrderedToday,
  paymentProvider,
}: AppDeps): Promise<FastifyInstance> {
  const securityHeaders = staticSecurityHeaders(config);
  const app = Fastify({
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders, API_PREFIX),
    logger: loggerOptions(config),
    logController: new RequestLog(),
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  // A query parameter sent empty is a parameter not sent, on every route (http/empty-query.ts).
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return route.httpPart === 'querystring' ? (data) => validate(withoutEmptyValues(data)) : validate;
  });
  // Responses are checked against their schemas outside production (tests catch contract drift);
  // production skips the check to keep the hot catalogue paths fast.
  // A schema with its own stringify (http/fast-serializers.ts) is serialised by it in every mode.
  if (config.NODE_ENV === 'production')
    app.setSerializerCompiler(({ schema }) => stringifyOf(schema) ?? ((data) => JSON.stringify(data)));
  else
    app.setSerializerCompiler((route) => {
      const checked = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
      const fast = stringifyOf(route.schema);
      if (!fast) return checked;
      return (data) => {
        checked(data);
        return fast(data);
      };
    });

  registerErrorHandler(app);
  registerNulGuard(app);
  // First of the request hooks, so refusals by the later ones (CSRF, session) carry the headers.
  app.addHook('onRequest', securityHeadersHook(securityHeaders));
  registerClientHeaders(app);
  const jobs = backgroundJobs(app, config, db, clock);
  const sessions = new SessionService(clock, config);
  registerCsrf(app, { prefix: `${API_PREFIX}/`, publicOrigin: config.PUBLIC_ORIGIN });
  // The content service and the dynamic forms' admin-ajax.php: the same CSRF rule for their
  // writes (staff editor, form submissions), and the session (staff, login-only forms, the
  // shopper's orders in a form); their public reads accept an expired session.
  registerCsrf(app, { prefix: AJAX_PATH, publicOrigin: config.PUBLIC_ORIGIN });
  registerCsrf(app, { prefix: `${CONTENT_PREFIX}/`, publicOrigin: config.PUBLIC_ORIGIN });
  // The test provider's hosted page too: it serves only the session that started the payment.
  await registerSession(app, { resolve: (token) => sessions.resolve(db, token) }, [
    `${API_PREFIX}/`,
    AJAX_PATH,
    `${CONTENT_PREFIX}/`,
    TEST_PAGE_PATH,
  ]);
  // Staff acting for a customer (decision 0122): its hooks cover every route registered below.
  const backoffice = backofficeModule(app, {
    db,
    clock,
    sessions,
    assistanceByDefault: config.STAFF_ASSISTANCE_DEFAULT,
  });
  const redis = connectRedis(app, config.REDIS_URL);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Spesa API', version: '1.4.0', description: 'API del negozio Spesa (/ebsn/api)' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await ping(db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Which order a cart modifies is the orders area's to say (decision 0104): handed over as a port.
  const carts = new CartService(clock, modifiedOrders);
  // The anonymous cart (ANONYMOUS_CART, off by default): visitors' sessions own carts, and a
  // login merges the session's cart into the account's inside its own transaction.
  const merger = config.ANONYMOUS_CART ? new CartMergeService(clock, carts, orderedToday) : undefined;
  const visitors: VisitorSessions | undefined = config.ANONYMOUS_CART
    ? {
        async start(req, reply) {
          const meta = { ip: req.ip, userAgent: req.headers['user-agent'] };
          const issued = await sessions.issue(db, null, false, meta);
          startSession(req, reply, issued, null);
          return issued.session.id;
        },
      }
    : undefined;
  const resolveWarehouse = cartWarehouseResolver(db);
  const customerPrices = catalogueCustomerPrices(db, clock);
  await app.register(
    catalogueRoutes({
      db,
      clock,
      checkContract: config.NODE_ENV !== 'production',
      resolveWarehouse,
      customerPrices,
    }),
    {
      prefix: API_PREFIX,
    },
  );
  await app.register(imageRoutes(db));
  // Weekly flyers: priced like the catalogue, for the cart's warehouse or the default store's.
  const flyerCatalogue = new CataloguePages(clock);
  const flyers = new FlyersService(clock, flyerCatalogue);
  await app.register(flyersRoutes({ db, flyers, catalogue: flyerCatalogue, resolveWarehouse, customerPrices }), {
    prefix: API_PREFIX,
  });
  await app.register(flyerImageRoutes(db, clock));
  await app.register(
    accountsRoutes({
      db,
      clock,
      config,
      sessions,
      mailer: createMailer(config, clock, jobs),
      cartIdOf: (userId) => carts.cartIdOf(db, userId),
      mergeVisitorCart: merger && ((tx, sessionId, userId) => merger.mergeVisitorCart(tx, sessionId, userId)),
      erasureSteps: [...deliveryErasureSteps, ...cartErasureSteps, ...listsErasureSteps, ...mailErasureSteps],
      hasFavorites: hasFavourites,
      orderTotals: customerOrderTotals,
      staffRoles: async (handle, userId) => (await priceListRolesOf(handle, userId)).map((r) => r.role),
      redis,
    }),
    { prefix: API_PREFIX },
  );
  await app.register(backoffice.routes, { prefix: API_PREFIX });
  await app.register(devOutboxRoutes(db, config));
  await app.register(deliveryRoutes({ db, clock, carts }), { prefix: API_PREFIX });
  // The daily maximum per product counts today's orders through this port: the orders area
  // plugs its implementation in as the default of `orderedToday` above, and nowhere else.
  await app.register(
    cartRoutes({ db, clock, carts, orderedToday, visitors, orderLines: orderLinesForReorder, redis }),
    { prefix: API_PREFIX },
  );
  await app.register(listsRoutes({ db, clock, carts, orderedToday, resolveWarehouse }), { prefix: API_PREFIX });
  const testProvider = new TestPaymentProvider(
    db,
    clock,
    config.PAYMENT_TEST_SECRET,
    TEST_PAGE_PATH,
    config.PAYMENT_TEST_HOLD_DAYS,
  );
  // With STRIPE_SECRET_KEY, cards (12) are paid on Stripe (decision 0109); with PAYPAL_CLIENT_ID,
  // PayPal (13) on PayPal (decision 0112); a method without its provider stays on the test provider.
  const providerAt = {
    origin: config.PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`,
    feedbackPath: `${API_PREFIX}${FEEDBACK_PATH}`,
  };
  const stripe = createStripeProvider(db, clock, config, providerAt);
  const paypal = createPaypalProvider(db, clock, config, providerAt);
  const standard =
    stripe || paypal ? new PaymentsByMethod({ card: stripe, paypal }, testProvider) : testProvider;
  const provider = paymentProvider ? paymentProvider(standard) : standard;
  const checkout = new CheckoutService({
    clock,
    carts,
    mailer: createMailer(config, clock, jobs),
    provider,
    jobs,
    paymentTimeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES,
    sweepAfterSeconds: config.CHECKOUT_SWEEP_AFTER_SECONDS,
    origin: config.PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`,
    crashAt: config.NODE_ENV === 'test' ? config.CHECKOUT_TEST_CRASH_AT : undefined,
  });
  jobs.every('checkout-sweep', CHECKOUT_SWEEP_EVERY_MINUTES, () => checkout.sweep(db));
  // A far slot's saved card, authorised at the slot's cut-off (decision 0113).
  jobs.register(AUTHORISE_AT_CUTOFF_JOB, (payload) =>
    checkout.authoriseAtCutoff(db, Number((payload as { orderId?: unknown }).orderId)),
  );
  app.decorate('checkout', checkout);
  await app.register(checkoutRoutes(db, checkout), { prefix: API_PREFIX });
  await app.register(testPaymentPageRoutes(testProvider, `${API_PREFIX}${FEEDBACK_PATH}`, config.PUBLIC_ORIGIN));
  if (stripe) await app.register(stripeRoutes(stripe, { feedback: (params) => checkout.feedback(db, params) }));
  if (paypal) await app.register(paypalRoutes(paypal, { feedback: (params) => checkout.feedback(db, params) }));
  // The order calls after checkout (decisions 0044, 0045): shopper's and staff's.
  const orders = ordersModule(db, {
    clock,
    mailer: createMailer(config, clock, jobs),
    provider,
    origin: config.PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`,
  });
  jobs.every('orders-capture-sweep', CHECKOUT_SWEEP_EVERY_MINUTES, () => orders.sweepCaptures());
  app.decorate('orders', { sweepCaptures: orders.sweepCaptures });
  await app.register(orders.routes, { prefix: API_PREFIX });
  // Picking in the store (decision 0123): pick list, scans, substitutes and the shopper's answer.
  const origin = config.PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`;
  await app.register(pickingModule(db, { clock, mailer: createMailer(config, clock, jobs), origin }).routes, {
    prefix: API_PREFIX,
  });
  // Business customers' price lists (decision 0116): proposals, approval, scheduled publication.
  await app.register(priceListsModule(db, clock, jobs).routes, { prefix: API_PREFIX });
  await app.register(deliveryImageRoutes());
  await app.register(
    contentRoutes({
      db,
      clock,
      mailer: createMailer(config, clock, jobs),
      uploadDir: path.resolve(config.UPLOAD_DIR),
      orderIds: (handle, userId) => recentOrderIds(handle, userId, ORDERS_LIST_SIZE),
      redis,
      publicOrigin: config.PUBLIC_ORIGIN,
    }),
  );

  const webDist = path.resolve(config.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
  await serveStorefront(app, {
    db,
    clock,
    dist: webDist,
    serverEntry: path.join(webDist, '../dist-ssr/entry-server.js'),
    publicOrigin: config.PUBLIC_ORIGIN,
    apiPrefixes: [API_PREFIX, '/p/'],
  });
  return app;
}

/**
 * Off unless configured: X-Forwarded-* from anyone else would pick the client's address and the
 * shop's origin. Fastify refuses a bare hop count (it cannot check the peer), so a count is the
 * operator's statement that the shop is reachable only through that many proxies.
 */
function proxyTrust(setting: Config['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
    checkout: CheckoutService;
    /** The capture sweep of ready orders (tests run it directly, as they run the checkout's). */
    orders: { sweepCaptures(): Promise<number> };
  }
}

const CHECKOUT_SWEEP_EVERY_MINUTES = 1;

const PURGE_EVERY_MINUTES = 60;
/** Each module's clean-up of its own expired rows, run by the hourly purge job. */
const PURGE_STEPS: readonly PurgeStep[] = [
  ...cartPurgeSteps,
  ...accountsPurgeSteps,
  ...mailPurgeSteps,
  ...jobPurgeSteps,
];

const DEMO_CALENDAR_EVERY_MINUTES = 60;
const HOLIDAYS_EVERY_MINUTES = 24 * 60;

/**
 * The job queue of the database's engine (decision 0108: graphile-worker on PostgreSQL, the job
 * table on SQLite): started once the app is ready, stopped when it closes, the running jobs given
 * a bounded time to end.
 */
function backgroundJobs(app: FastifyInstance, config: Config, db: Db, clock: Clock): BackgroundJobs {
  const steps = [...PURGE_STEPS, ...contentPurgeSteps(path.resolve(config.UPLOAD_DIR))];
  const jobs = createJobQueue(db, config.DATABASE_URL, clock, app.log)
    .every('purge-expired', PURGE_EVERY_MINUTES, () => purgeExpired(db, clock.now(), steps))
    // A no-op unless the demo was seeded: keeps its offers and flyers on the current week.
    .every('demo-calendar', DEMO_CALENDAR_EVERY_MINUTES, () => keepDemoCurrent(db, shopDate(clock.now())))
    .every('national-holidays', HOLIDAYS_EVERY_MINUTES, () => {
      const year = Number(shopDate(clock.now()).slice(0, 4));
      return ensureNationalHolidays(db, [year, year + 1]);
    });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start(config.JOBS_POLL_SECONDS));
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
