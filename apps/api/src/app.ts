import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { listenForCatalogueChanges } from './db/catalogue-changes.ts';
import { catalogueGeneration, type Db, onConnectionError, serverUrl } from './db/database.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { consoleCatalogueRoutes } from './modules/catalogue/console-catalogue.routes.ts';
import { goodsRoutes } from './modules/catalogue/goods.routes.ts';
import { shopRoutes } from './modules/catalogue/shop.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { operatorAdminRoutes } from './modules/console/operator-admin.routes.ts';
import { shopperAdminRoutes } from './modules/console/shopper-admin.routes.ts';
import { statsRoutes } from './modules/console/stats.routes.ts';
import { commonRoutes, consoleContentRoutes, contentRoutes } from './modules/content/content.routes.ts';
import { clientErrorRoutes } from './modules/client-error/client-error.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { Startup } from './modules/health/health.service.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { answerSerializerCompiler } from './lib/answers.ts';
import { refusingUnstorable } from './lib/refuse-nul.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { notificationRoutes, sellerNotificationRoutes } from './modules/notification/notification.routes.ts';
import { LiveHub } from './modules/live/live-hub.ts';
import { sellerLiveRoutes, shopperLiveRoutes } from './modules/live/live.routes.ts';
import { consoleShopChatRoutes, sellerShopChatRoutes, shopChatRoutes } from './modules/shop-chat/shop-chat.routes.ts';
import { consoleOrderRoutes } from './modules/order/console-orders.routes.ts';
import { orderListRoutes, orderRoutes } from './modules/order/order.routes.ts';
import { consoleServiceChatRoutes, serviceChatRoutes } from './modules/service-chat/service-chat.routes.ts';
import { uploadRoutes } from './modules/upload/upload.routes.ts';
import { consoleRefundRoutes } from './modules/refund/console-refund.routes.ts';
import { refundRoutes } from './modules/refund/refund.routes.ts';
import { consoleReviewRoutes, productReviewRoutes, reviewRoutes } from './modules/review/review.routes.ts';
import { consoleSellerRoutes } from './modules/seller/console-sellers.routes.ts';
import { consoleSettlementRoutes } from './modules/settlement/console-settlement.routes.ts';
import { sellerRoutes } from './modules/seller/seller.routes.ts';
import { consoleCampaignRoutes, promotionRoutes, sellerPromotionRoutes } from './modules/promotion/promotion.routes.ts';
import { sellerFreightRoutes } from './modules/order/seller-freight.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { consoleWalletRoutes } from './modules/wallet/console-wallet.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import auth from './plugins/auth.ts';
import catalogueCache from './plugins/catalogue-cache.ts';
import { openReplicaReads, type ReplicaReads } from './db/replica-reads.ts';
import consoleAccess from './plugins/console-access.ts';
import sellerAccess from './plugins/seller-access.ts';
import { sellerAccountRoutes } from './flows/seller-account.routes.ts';
import { operatorAccountRoutes } from './modules/console/operator-account.routes.ts';
import { shopStaffRoutes } from './modules/shop-staff/shop-staff.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { guardEveryRoute, shopperId } from './plugins/auth.ts';
import apiDocument from './plugins/api-document.ts';
import envelope from './plugins/envelope.ts';
import requestDeadline from './plugins/request-deadline.ts';
import i18n from './plugins/i18n.ts';
import jsonDepth from './plugins/json-depth.ts';
import metrics from './plugins/metrics.ts';
import uploads from './plugins/uploads.ts';
import { createPictureStore } from './uploads-dir.ts';
import { consoleFlowRoutes } from './flows/console.routes.ts';
import { orderFlowRoutes } from './flows/order.routes.ts';
import { consoleProductBulkRoutes, sellerProductBulkRoutes } from './flows/product-bulk.routes.ts';
import { consoleRefundDecisionRoutes, refundApplyRoutes, sellerRefundDecisionRoutes } from './flows/refund.routes.ts';
import { reviewAddRoutes } from './flows/review.routes.ts';
import { sellerWithdrawalRoutes, withdrawalRoutes } from './flows/withdrawal.routes.ts';
import { readOrderRefunds } from './modules/refund/refund.service.ts';
import { type CatalogueSchedule, startCatalogueSchedule } from './modules/catalogue/catalogue-schedule.ts';
import { nextDealBoundary } from './modules/promotion/deal.service.ts';
import { nextVoucherBoundary } from './modules/promotion/voucher.service.ts';
import serverPages from './plugins/server-pages.ts';
import webApps from './plugins/web-apps.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the SMTP/log mailer (tests may capture mail). */
  mailer?: Mailer;
  /** Until it is done, /api/health answers 503 (server.ts: migrations and the first-start seed); absent: started. */
  startup?: Startup;
  /** Shoppers' public catalogue reads on a replica (tests pass their own); absent: from DATABASE_REPLICA_URL. */
  replica?: ReplicaReads;
  /**
   * Runs before any plugin or route is registered, so hooks it adds reach every route (root hooks added later do
   * not reach plugins already registered): the tests' check of every answer against the API document.
   */
  instrument?: (app: FastifyInstance) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events' hub of this process (tests read how many streams are open). */
    liveHub: LiveHub;
  }
}

/** Trusts the `hops` proxies nearest the API, so X-Forwarded-For entries a client wrote itself are ignored. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the app (plugins, then modules) without listening; server.ts starts it, tests call `inject`. */
export async function buildApp({
  config,
  db,
  logger,
  mailer,
  startup,
  replica,
  instrument,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.token', 'req.headers.authorization'],
    },
    // A number of hops becomes Fastify's function form (its types omit the number its runtime takes).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep-alive connections must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // A NUL or a lone surrogate in any string is refused by its field's rule before a handler runs (lib/refuse-nul.ts).
  app.setValidatorCompiler(refusingUnstorable(validatorCompiler));
  // Every answer is written through its route's response schema for its status (fast-json-stringify): no field the
  // schema does not declare can leave (lib/answers.ts).
  app.setSerializerCompiler(answerSerializerCompiler);

  instrument?.(app);

  const deps: AppDeps = {
    db,
    config,
    log: app.log,
    mailer: mailer ?? createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    pictures: createPictureStore(config, app.log),
    // The order detail's refunds: read by the refund module, handed to the order module here (order never imports refund).
    orderRefunds: readOrderRefunds,
  };

  await app.register(i18n);
  await app.register(envelope);
  // A JSON body nested deeper than 32 levels is refused before it is parsed (plugins/json-depth.ts).
  await app.register(jsonDepth);
  // No call keeps its client past 10 s, also while the database server is away or just back (503, "try again").
  // PGlite runs in this process and is never away: its calls simply queue.
  if (serverUrl(db)) await app.register(requestDeadline);
  await app.register(metrics, { db });
  await app.register(auth, { db });
  // The replica serves the catalogue cache's shared answers only; the rule and why it is safe: db/replica-reads.ts.
  const catalogueReplica = replica ?? openReplicaReads(config, db, app.log);
  if (catalogueReplica) app.addHook('onClose', () => catalogueReplica.close());
  await app.register(catalogueCache, { db, enabled: config.catalogueCache, replica: catalogueReplica });
  // A pooled connection the database ended is dropped and replaced on demand; the process lives on.
  onConnectionError(db, (err) => app.log.warn({ err }, 'a database connection was lost'));
  // Other processes' catalogue changes reach this one's cache by NOTIFY (PostgreSQL; PGlite is one process).
  const url = serverUrl(db);
  if (url && config.catalogueCache) {
    const stopListening = listenForCatalogueChanges(url, catalogueGeneration(db), (err) =>
      app.log.warn({ err }, 'listening for catalogue changes failed; reconnecting'),
    );
    app.addHook('onClose', stopListening);
  }
  // Banners, deals and public vouchers that start or end move the catalogue's generation at that moment (nothing
  // is cached by time). The schedule is first read when the app is ready: the server builds the app before it
  // migrates a new database, and an early read would find no tables and arm nothing.
  let schedule: CatalogueSchedule | undefined;
  app.addHook('onReady', async () => {
    schedule = startCatalogueSchedule(
      db,
      catalogueGeneration(db),
      (err) => app.log.warn({ err }, 'reading the catalogue schedule failed'),
      [nextDealBoundary, nextVoucherBoundary],
    );
  });
  app.addHook('onClose', async () => schedule?.stop());
  await app.register(consoleAccess);
  await app.register(sellerAccess, { db });
  // The OpenAPI document: every answer of every operation (docs/api-document.md).
  await app.register(apiDocument);
  await app.register(uploads, { store: deps.pictures });
  await app.register(webApps, {
    webDist: config.webDist,
    consoleDist: config.consoleDist,
    sellerDist: config.sellerDist,
  });
  await app.register(serverPages, { db, webDist: config.webDist, cache: config.catalogueCache });

  await app.register(healthRoutes, { prefix: '/api', deps, startup });
  await app.register(metricsRoutes, { deps });
  await app.register(clientErrorRoutes, { prefix: '/api', deps });
  await app.register(userRoutes, { prefix: '/api/user', deps });
  // Where a shopper is signed in, on its security centre (docs/account-security.md#sessions).
  await app.register(
    async (shopper) => {
      guardEveryRoute(shopper, shopper.requireShopper);
      await shopper.register(sessionRoutes, {
        db,
        tags: ['user'],
        subjectOf: (request) => ({ actor: 'shopper', id: shopperId(request) }),
      });
    },
    { prefix: '/api/user' },
  );
  await app.register(addressRoutes, { prefix: '/api/user', deps });
  await app.register(contentRoutes, { prefix: '/api/user', deps });
  await app.register(commonRoutes, { prefix: '/api/common', deps });
  await app.register(uploadRoutes, { prefix: '/api/common', deps });
  await app.register(goodsRoutes, { prefix: '/api/goods', deps });
  await app.register(shopRoutes, { prefix: '/api/shop', deps });
  await app.register(cartRoutes, { prefix: '/api/cart', deps });
  await app.register(orderRoutes, { prefix: '/api/order', deps });
  await app.register(orderFlowRoutes, { prefix: '/api/order', deps });
  await app.register(orderListRoutes, { prefix: '/api/user', deps });
  await app.register(walletRoutes, { prefix: '/api/user', deps });
  await app.register(withdrawalRoutes, { prefix: '/api/user', deps });
  await app.register(refundRoutes, { prefix: '/api/refund', deps });
  await app.register(refundApplyRoutes, { prefix: '/api/refund', deps });
  await app.register(reviewRoutes, { prefix: '/api/review', deps });
  await app.register(reviewAddRoutes, { prefix: '/api/review', deps });
  await app.register(productReviewRoutes, { prefix: '/api/goods', deps });
  await app.register(consoleRoutes, { prefix: '/api/console', deps });
  await app.register(shopperAdminRoutes, { prefix: '/api/console', deps });
  await app.register(operatorAdminRoutes, { prefix: '/api/console', deps });
  await app.register(operatorAccountRoutes, { prefix: '/api/console', deps });
  await app.register(statsRoutes, { prefix: '/api/console', deps });
  await app.register(consoleOrderRoutes, { prefix: '/api/console', deps });
  await app.register(consoleCatalogueRoutes, { prefix: '/api/console', deps });
  await app.register(consoleSellerRoutes, { prefix: '/api/console', deps });
  await app.register(sellerAccountRoutes, { prefix: '/api/seller', deps });
  await app.register(sellerRoutes, { prefix: '/api/seller', deps });
  await app.register(shopStaffRoutes, { prefix: '/api/seller', deps });
  await app.register(sellerPromotionRoutes, { prefix: '/api/seller', deps });
  await app.register(sellerFreightRoutes, { prefix: '/api/seller', deps });
  await app.register(promotionRoutes, { prefix: '/api/promotion', deps });
  await app.register(consoleCampaignRoutes, { prefix: '/api/console', deps });
  await app.register(sellerRefundDecisionRoutes, { prefix: '/api/seller', deps });
  await app.register(sellerWithdrawalRoutes, { prefix: '/api/seller', deps });
  await app.register(sellerProductBulkRoutes, { prefix: '/api/seller', deps });
  await app.register(consoleWalletRoutes, { prefix: '/api/console', deps });
  await app.register(consoleFlowRoutes, { prefix: '/api/console', deps });
  await app.register(consoleProductBulkRoutes, { prefix: '/api/console', deps });
  await app.register(consoleRefundRoutes, { prefix: '/api/console', deps });
  await app.register(consoleRefundDecisionRoutes, { prefix: '/api/console', deps });
  await app.register(consoleSettlementRoutes, { prefix: '/api/console', deps });
  await app.register(consoleReviewRoutes, { prefix: '/api/console', deps });
  await app.register(notificationRoutes, { prefix: '/api/user', deps });
  await app.register(serviceChatRoutes, { prefix: '/api/service', deps });
  await app.register(consoleServiceChatRoutes, { prefix: '/api/console', deps });
  await app.register(consoleContentRoutes, { prefix: '/api/console', deps });
  await app.register(shopChatRoutes, { prefix: '/api/chat', deps });
  await app.register(sellerShopChatRoutes, { prefix: '/api/seller', deps });
  await app.register(consoleShopChatRoutes, { prefix: '/api/console', deps });
  await app.register(sellerNotificationRoutes, { prefix: '/api/seller', deps });

  // Live events (docs/live-events.md): this process's open streams, woken by the database's NOTIFY. Streams end
  // before the server closes (preClose), so a shutdown does not wait on them and their clients reconnect elsewhere.
  const hub = new LiveHub();
  hub.listen(db, app.log);
  app.addHook('preClose', async () => hub.close());
  app.decorate('liveHub', hub);
  await app.register(shopperLiveRoutes, { prefix: '/api/user', deps, hub });
  await app.register(sellerLiveRoutes, { prefix: '/api/seller', deps, hub });

  return app;
}
