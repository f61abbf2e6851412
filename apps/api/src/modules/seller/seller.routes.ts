import { categoryDto } from '@shop/contract/catalogue';
import {
  catalogueIdQuery,
  productAdminListQuery,
  productEditDto,
  productRowListDto,
  sellerProductSaveBody,
  sellerShopSaveBody,
  shopAdminDto,
} from '@shop/contract/console-catalogue';
import { logisticsBody, shipBody } from '@shop/contract/console-orders';
import { sellerOrderExportQuery } from '@shop/contract/order-bulk';
import { consoleRefundDto } from '@shop/contract/refund';
import {
  productImportDto,
  reviewReplyBody,
  sellerApplyBody,
  sellerApplyDto,
  sellerDashboardDto,
  sellerIdQuery,
  sellerOrderDetailDto,
  sellerOrderListDto,
  sellerOrderListQuery,
  sellerPageQuery,
  sellerPayPasswordBody,
  sellerRefundListDto,
  sellerRefundListQuery,
  sellerWithdrawalListDto,
  sellerReviewListDto,
  sellerReviewListQuery,
  settlementListDto,
  shopLedgerDto,
} from '@shop/contract/seller';
import { UPLOAD_FIELD, uploadDto } from '@shop/contract/upload';
import { envelope } from '@shop/contract/validation';
import { auditLogQuery, extractInfoDto } from '@shop/contract/wallet';
import {
  payoutAccountDto,
  payoutAccountIdBody,
  payoutAccountListDto,
  payoutAccountSaveBody,
} from '@shop/contract/payout-account';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { acceptUploads, isTooLarge, readFilePart } from '../../lib/multipart-file.ts';
import { guardEveryRoute, sellerOf } from '../../plugins/auth.ts';
import { DESK_UPLOAD_SUBDIR } from '../catalogue/catalogue-pictures.ts';
import * as products from '../catalogue/product-admin.service.ts';
import { listCategories } from '../catalogue/product.service.ts';
import * as orders from '../order/console-orders.service.ts';
import { orderExportSchema, sendOrderExport, shipImportSchema } from '../order/order-bulk.routes.ts';
import { exportOrders } from '../order/order-export.service.ts';
import { packingSlipsSchema, sendPackingSlips } from '../order/packing-slips.routes.ts';
import { packingSlips } from '../order/packing-slips.service.ts';
import { importShipments } from '../order/ship-import.service.ts';
import { consume, LIMITS } from '../rate-limit/rate-limit.service.ts';
import * as refunds from '../refund/refund.service.ts';
import { checkDeclaredLength, countDeskUpload, storePicture } from '../upload/upload.service.ts';
import * as csv from './product-csv.service.ts';
import * as account from './seller-account.service.ts';
import * as center from './seller-center.service.ts';
import * as payoutAccounts from './payout-account.service.ts';
import * as money from './seller-money.service.ts';

const tags = ['seller center'];

/**
 * /api/seller: the seller center (docs/domain.md#sellers-and-shops). Applying and signing in need no token; every other call needs a
 * seller's token (a shopper's or operator's is refused) and is scoped to the seller's own shop.
 */
export const sellerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await acceptUploads(app);

  app.post(
    '/apply/upload',
    {
      schema: {
        failures: ['PICTURE_STORE_FAILED', 'RATE_LIMITED', 'UPLOAD_TYPE'],
        tags,
        consumes: ['multipart/form-data'],
        description: `A document picture for an application (no token; limited per address): field "${UPLOAD_FIELD}".`,
        response: { 200: envelope(uploadDto) },
      },
    },
    async (request, reply) => {
      try {
        checkDeclaredLength(request.headers['content-length']);
        await consume(deps.db, LIMITS.sellerApplyUploadPerIp, request.ip);
        const bytes = await readFilePart(request);
        return reply.ok(await storePicture(deps, bytes, DESK_UPLOAD_SUBDIR), 'success.uploadComplete');
      } catch (error) {
        if (isTooLarge(error)) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.post(
    '/apply',
    {
      schema: {
        failures: ['ACCOUNT_TAKEN', 'RATE_LIMITED'],
        tags,
        body: sellerApplyBody,
        response: { 200: envelope(sellerApplyDto) },
      },
    },
    async (request, reply) => reply.ok(await account.apply(deps, request.body, request.ip), 'success.applied'),
  );

  await app.register(async (guarded) => {
    const seller = guarded.withTypeProvider<ZodTypeProvider>();
    guardEveryRoute(seller, seller.requireSeller);

    seller.get(
      '/dashboard',
      { schema: { tags, response: { 200: envelope(sellerDashboardDto) } } },
      async (request, reply) => reply.ok(await center.dashboard(deps, sellerOf(request))),
    );

    seller.post(
      '/upload',
      {
        schema: {
          failures: ['PICTURE_STORE_FAILED', 'RATE_LIMITED', 'UPLOAD_TYPE'],
          tags,
          consumes: ['multipart/form-data'],
          description: `A picture for the shop or a product: field "${UPLOAD_FIELD}", as the console's upload.`,
          response: { 200: envelope(uploadDto) },
        },
      },
      async (request, reply) => {
        try {
          checkDeclaredLength(request.headers['content-length']);
          await countDeskUpload(deps, `seller:${sellerOf(request).id}`);
          const bytes = await readFilePart(request);
          return reply.ok(await storePicture(deps, bytes, DESK_UPLOAD_SUBDIR), 'success.uploadComplete');
        } catch (error) {
          if (isTooLarge(error)) reply.header('connection', 'close');
          throw error;
        }
      },
    );

    // ——— the shop and its products ———

    seller.get(
      '/shop',
      { schema: { failures: ['SHOP_NOT_FOUND'], tags, response: { 200: envelope(shopAdminDto) } } },
      async (request, reply) => reply.ok(await center.getShop(deps, sellerOf(request))),
    );

    seller.post(
      '/shop/save',
      {
        schema: {
          failures: ['PICTURE_NOT_FOUND', 'PICTURE_STORE_FAILED', 'SHOP_NOT_FOUND'],
          tags,
          body: sellerShopSaveBody,
          response: { 200: envelope(shopAdminDto) },
        },
      },
      async (request, reply) =>
        reply.ok(await center.saveShopAsSeller(deps, sellerOf(request), request.body), 'success.saveSuccess'),
    );

    seller.get(
      '/categories',
      { schema: { tags, response: { 200: envelope(z.array(categoryDto)) } } },
      async (request, reply) => reply.ok(await listCategories(deps, request.lang)),
    );

    seller.get(
      '/products',
      { schema: { tags, querystring: productAdminListQuery, response: { 200: envelope(productRowListDto) } } },
      async (request, reply) =>
        reply.ok(await products.listProductsAdmin(deps, request.lang, request.query, sellerOf(request).shopId)),
    );

    seller.get(
      '/product',
      {
        schema: {
          failures: ['PRODUCT_NOT_FOUND'],
          tags,
          querystring: catalogueIdQuery,
          response: { 200: envelope(productEditDto) },
        },
      },
      async (request, reply) =>
        reply.ok(await products.getProductForEdit(deps, request.query.id, request.lang, sellerOf(request).shopId)),
    );

    seller.post(
      '/product/save',
      {
        schema: {
          failures: [
            'CATEGORY_NOT_FOUND',
            'CATEGORY_NOT_LEAF',
            'PICTURE_NOT_FOUND',
            'PICTURE_STORE_FAILED',
            'PRODUCT_CODE_TAKEN',
            'PRODUCT_NOT_FOUND',
            'SHOP_NOT_FOUND',
            'STOCK_BELOW_ZERO',
          ],
          tags,
          body: sellerProductSaveBody,
          response: { 200: envelope(productEditDto) },
        },
      },
      async (request, reply) => {
        const { id, shopId } = sellerOf(request);
        const saved = await products.saveProduct(
          deps,
          { ...request.body, shop_id: shopId },
          { actor: { kind: 'seller', id }, onlyShopId: shopId },
        );
        return reply.ok(await products.getProductForEdit(deps, saved.id, request.lang, shopId), 'success.saveSuccess');
      },
    );

    seller.post(
      '/products/import',
      {
        schema: {
          failures: [
            'CATEGORY_NOT_FOUND',
            'CATEGORY_NOT_LEAF',
            'CSV_INVALID',
            'PICTURE_NOT_FOUND',
            'PICTURE_STORE_FAILED',
            'PRODUCT_CODE_TAKEN',
            'PRODUCT_NOT_FOUND',
            'SHOP_NOT_FOUND',
            'STOCK_BELOW_ZERO',
          ],
          tags,
          consumes: ['multipart/form-data'],
          description: `The product CSV (docs/domain.md#catalogue-and-search) in field "${UPLOAD_FIELD}": created and updated by product code; a product with a bad row is not saved, and every bad row is reported with its line.`,
          response: { 200: envelope(productImportDto) },
        },
      },
      async (request, reply) => {
        checkDeclaredLength(request.headers['content-length']);
        const text = (await readFilePart(request)).toString('utf8');
        return reply.ok(await csv.importProducts(deps, sellerOf(request), text, request.lang), 'success.imported');
      },
    );

    seller.get(
      '/products/export',
      {
        schema: {
          tags,
          description: 'Every product of the shop as the product CSV (UTF-8), as an attachment.',
          response: {
            200: {
              description: 'The product CSV: a header line, then one line per SKU.',
              content: { 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const body = await csv.exportProducts(deps, sellerOf(request));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="products.csv"')
          .send(body);
      },
    );

    // ——— orders ———

    seller.get(
      '/orders',
      { schema: { tags, querystring: sellerOrderListQuery, response: { 200: envelope(sellerOrderListDto) } } },
      async (request, reply) =>
        reply.ok(await orders.listOrders(deps, request.query, { shopId: sellerOf(request).shopId })),
    );

    seller.get(
      '/order',
      {
        schema: {
          failures: ['ORDER_NOT_FOUND'],
          tags,
          querystring: sellerIdQuery,
          response: { 200: envelope(sellerOrderDetailDto) },
        },
      },
      async (request, reply) =>
        reply.ok(await orders.getOrder(deps, request.query.id, request.t.bind(request), sellerOf(request).shopId)),
    );

    seller.get(
      '/orders/packing_slips',
      { schema: { failures: ['ORDER_NOT_FOUND'], ...packingSlipsSchema(tags, "the shop's own orders") } },
      async (request, reply) =>
        sendPackingSlips(reply, await packingSlips(deps, request.query.ids, request.lang, sellerOf(request).shopId)),
    );

    const shipper = (request: Parameters<typeof sellerOf>[0]) => {
      const { id, shopId } = sellerOf(request);
      return { kind: 'seller' as const, id, shopId };
    };

    seller.get(
      '/orders/export',
      { schema: orderExportSchema(tags, sellerOrderExportQuery, "the shop's own orders") },
      async (request, reply) =>
        sendOrderExport(
          reply,
          await exportOrders(deps, request.query, { shopId: sellerOf(request).shopId }, request.lang),
        ),
    );

    seller.post(
      '/orders/ship_import',
      {
        schema: {
          failures: ['SHIP_CSV_COLUMN_MISSING', 'SHIP_CSV_INVALID', 'SHIP_CSV_TOO_MANY_ROWS'],
          ...shipImportSchema(tags, "the shop's own orders"),
        },
      },
      async (request, reply) => {
        checkDeclaredLength(request.headers['content-length']);
        const text = (await readFilePart(request)).toString('utf8');
        return reply.ok(await importShipments(deps, shipper(request), text, request.lang), 'success.imported');
      },
    );

    seller.post(
      '/order/ship',
      {
        schema: {
          failures: ['ORDER_NOT_FOUND', 'ORDER_STATUS_CHANGED'],
          tags,
          body: shipBody,
          response: { 200: envelope(sellerOrderDetailDto) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await orders.shipOrder(deps, shipper(request), request.body, request.t.bind(request)),
          'success.shipSuccess',
        ),
    );

    seller.post(
      '/order/logistics',
      {
        schema: {
          failures: ['ORDER_NOT_FOUND', 'ORDER_STATUS_CHANGED'],
          tags,
          body: logisticsBody,
          response: { 200: envelope(sellerOrderDetailDto) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await orders.addLogistics(deps, shipper(request), request.body, request.t.bind(request)),
          'success.saveSuccess',
        ),
    );

    // ——— after-sales ——— (deciding a refund is the refund-decisions flow: flows/refund.routes.ts)

    seller.get(
      '/refunds',
      {
        schema: {
          failures: ['REFUND_NOT_FOUND'],
          tags,
          querystring: sellerRefundListQuery,
          response: { 200: envelope(sellerRefundListDto) },
        },
      },
      async (request, reply) =>
        reply.ok(await refunds.listRefunds(deps, request.query, { shopId: sellerOf(request).shopId })),
    );

    seller.get(
      '/refund',
      {
        schema: {
          failures: ['REFUND_NOT_FOUND'],
          tags,
          querystring: sellerIdQuery,
          response: { 200: envelope(consoleRefundDto) },
        },
      },
      async (request, reply) =>
        reply.ok(await refunds.getConsoleRefund(deps, request.query.id, sellerOf(request).shopId)),
    );

    // ——— reviews ———

    seller.get(
      '/reviews',
      { schema: { tags, querystring: sellerReviewListQuery, response: { 200: envelope(sellerReviewListDto) } } },
      async (request, reply) =>
        reply.ok(await center.listReviews(deps, sellerOf(request), request.lang, request.query)),
    );

    seller.post(
      '/review/reply',
      {
        schema: {
          failures: ['REVIEW_NOT_FOUND', 'REVIEW_REPLIED'],
          tags,
          body: reviewReplyBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request, reply) => {
        await center.replyToReview(deps, sellerOf(request), request.body.id, request.body.content);
        return reply.ok(null, 'success.replied');
      },
    );

    // ——— money ——— (asking for a withdrawal is the withdrawal flow: flows/withdrawal.routes.ts)

    seller.get(
      '/settlements',
      { schema: { tags, querystring: sellerPageQuery, response: { 200: envelope(settlementListDto) } } },
      async (request, reply) => reply.ok(await money.listSettlements(deps, sellerOf(request).shopId, request.query)),
    );

    seller.get(
      '/ledger',
      { schema: { tags, querystring: sellerPageQuery, response: { 200: envelope(shopLedgerDto) } } },
      async (request, reply) => reply.ok(await money.shopLedger(deps, sellerOf(request).shopId, request.query)),
    );

    seller.get('/withdraw', { schema: { tags, response: { 200: envelope(extractInfoDto) } } }, async (request, reply) =>
      reply.ok(await money.withdrawInfo(deps, sellerOf(request).shopId)),
    );

    seller.get(
      '/withdrawals',
      { schema: { tags, querystring: auditLogQuery, response: { 200: envelope(sellerWithdrawalListDto) } } },
      async (request, reply) => reply.ok(await money.listWithdrawals(deps, sellerOf(request).shopId, request.query)),
    );

    // ——— payout accounts ———

    seller.get(
      '/payout_accounts',
      { schema: { tags, response: { 200: envelope(payoutAccountListDto) } } },
      async (request, reply) => reply.ok(await payoutAccounts.listPayoutAccounts(deps, sellerOf(request).shopId)),
    );

    seller.post(
      '/payout_account/save',
      {
        schema: {
          failures: [
            'PAYOUT_ACCOUNT_LIMIT',
            'PAYOUT_ACCOUNT_NOT_FOUND',
            'TWO_FACTOR_CODE_REQUIRED',
            'TWO_FACTOR_CODE_WRONG',
            'TWO_FACTOR_LOCKED',
          ],
          tags,
          description:
            'Adds a payout account (at most 10 per shop), or changes one with `id`. Account number: digits with ' +
            'spaces or dashes between groups, or an IBAN (mod-97 checked); SWIFT/BIC optional.',
          body: payoutAccountSaveBody,
          response: { 200: envelope(payoutAccountDto) },
        },
      },
      async (request, reply) =>
        reply.ok(await payoutAccounts.savePayoutAccount(deps, sellerOf(request), request.body), 'success.saveSuccess'),
    );

    seller.post(
      '/payout_account/delete',
      {
        schema: {
          failures: [
            'PAYOUT_ACCOUNT_NOT_FOUND',
            'TWO_FACTOR_CODE_REQUIRED',
            'TWO_FACTOR_CODE_WRONG',
            'TWO_FACTOR_LOCKED',
          ],
          tags,
          body: payoutAccountIdBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request, reply) => {
        await payoutAccounts.deletePayoutAccount(deps, sellerOf(request), request.body);
        return reply.ok(null, 'success.deleteSuccess');
      },
    );

    seller.post(
      '/pay_password',
      {
        schema: {
          failures: [
            'OLD_PAY_PASSWORD_NOT_ALLOWED',
            'OLD_PAY_PASSWORD_REQUIRED',
            'PAY_PASSWORD_LOCKED',
            'PAY_PASSWORD_NOT_SET',
            'PAY_PASSWORD_WRONG',
          ],
          tags,
          body: sellerPayPasswordBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request, reply) => {
        await account.setPayPassword(deps, sellerOf(request).id, request.body);
        return reply.ok(null, 'success.settingSuccess');
      },
    );
  });
};
