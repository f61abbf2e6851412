import {
  campaignDto,
  campaignListDto,
  campaignListQuery,
  campaignSaveBody,
  dealCardsDto,
  dealCardsQuery,
  dealDto,
  dealEndBody,
  dealListDto,
  dealListQuery,
  dealSaveBody,
  openCampaignsDto,
  productPromotionsDto,
  productPromotionsQuery,
  shopVouchersDto,
  shopVouchersQuery,
  voucherDto,
  voucherEndBody,
  voucherListDto,
  voucherListQuery,
  voucherSaveBody,
} from '@shop/contract/promotion';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, operatorId, sellerOf } from '../../plugins/auth.ts';
import * as deals from './deal.service.ts';
import * as vouchers from './voucher.service.ts';

/**
 * /api/promotion: what shoppers read of the shops' promotions (public catalogue reads, cached under the catalogue's
 * generation, which every promotion change and every start and end moves).
 */
export const promotionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app) => {
  const tags = ['promotion'];
  app.get(
    '/deals',
    {
      schema: {
        etag: true,
        tags,
        description: "The Home page's Deals strip: running deals, one card per product, soonest ending first.",
        querystring: dealCardsQuery,
        response: { 200: envelope(dealCardsDto) },
      },
    },
    async (request, reply) =>
      reply.catalogue(async (db) => ({ list: await deals.dealCards(db, request.query.limit, request.lang) })),
  );

  app.get(
    '/product',
    {
      schema: {
        etag: true,
        tags,
        description: "A product's running deals (per SKU) and its shop's public vouchers, for the product page.",
        querystring: productPromotionsQuery,
        response: { 200: envelope(productPromotionsDto) },
      },
    },
    async (request, reply) =>
      reply.catalogue(async (db) => {
        const found = await deals.productShop(db, request.query.id);
        return {
          deals: found ? await deals.productDeals(db, request.query.id) : [],
          vouchers: found ? await vouchers.runningPublicVouchers(db, found.shop_id) : [],
        };
      }),
  );

  app.get(
    '/shop_vouchers',
    {
      schema: {
        etag: true,
        tags,
        description: "A shop's public vouchers running now.",
        querystring: shopVouchersQuery,
        response: { 200: envelope(shopVouchersDto) },
      },
    },
    async (request, reply) =>
      reply.catalogue(async (db) => ({ list: await vouchers.runningPublicVouchers(db, request.query.shop_id) })),
  );
};

/** /api/seller: a shop's vouchers and deals, and the platform campaigns it may join. Only its own shop's. */
export const sellerPromotionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['seller center'];
  const seller = app.withTypeProvider<ZodTypeProvider>();
  guardEveryRoute(seller, seller.requireSeller);

  seller.get(
    '/vouchers',
    { schema: { tags, querystring: voucherListQuery, response: { 200: envelope(voucherListDto) } } },
    async (request, reply) =>
      reply.ok(await vouchers.listVouchers(deps, sellerOf(request).shopId, request.query.page, request.query.limit)),
  );

  seller.post(
    '/voucher/save',
    {
      schema: {
        failures: ['VOUCHER_CODE_TAKEN', 'VOUCHER_NOT_FOUND', 'VOUCHER_STARTED'],
        tags,
        description:
          'Creates a voucher of the shop (amount or percent off with a cap, minimum spend, window, total and ' +
          'per-shopper quantity; public without a code), or changes one with `id`: once started, only its name, ' +
          'end, quantity and `active`.',
        body: voucherSaveBody,
        response: { 200: envelope(voucherDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await vouchers.saveVoucher(deps, sellerOf(request).shopId, request.body), 'success.saveSuccess'),
  );

  seller.post(
    '/voucher/end',
    {
      schema: { failures: ['VOUCHER_NOT_FOUND'], tags, body: voucherEndBody, response: { 200: envelope(voucherDto) } },
    },
    async (request, reply) =>
      reply.ok(await vouchers.endVoucher(deps, sellerOf(request).shopId, request.body.id), 'success.saveSuccess'),
  );

  seller.get(
    '/deals',
    { schema: { tags, querystring: dealListQuery, response: { 200: envelope(dealListDto) } } },
    async (request, reply) =>
      reply.ok(
        await deals.listDeals(deps, sellerOf(request).shopId, request.query.page, request.query.limit, request.lang),
      ),
  );

  seller.post(
    '/deal/save',
    {
      schema: {
        failures: [
          'CAMPAIGN_CLOSED',
          'CAMPAIGN_NOT_FOUND',
          'DEAL_NOT_FOUND',
          'DEAL_PRICE_TOO_HIGH',
          'DEAL_SKU_BUSY',
          'DEAL_STARTED',
        ],
        tags,
        description:
          "Creates a deal of the shop's SKUs (deal price below the price, deal stock, per-shopper limit) for its own " +
          "window or a campaign's, or changes one that has not started.",
        body: dealSaveBody,
        response: { 200: envelope(dealDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await deals.saveDeal(deps, sellerOf(request).shopId, request.body, request.lang), 'success.saveSuccess'),
  );

  seller.post(
    '/deal/end',
    { schema: { failures: ['DEAL_NOT_FOUND'], tags, body: dealEndBody, response: { 200: envelope(dealDto) } } },
    async (request, reply) =>
      reply.ok(
        await deals.endDeal(deps, sellerOf(request).shopId, request.body.id, request.lang),
        'success.saveSuccess',
      ),
  );

  seller.get(
    '/campaigns',
    { schema: { tags, response: { 200: envelope(openCampaignsDto) } } },
    async (request, reply) => reply.ok(await deals.openCampaigns(deps, sellerOf(request).shopId, request.lang)),
  );
};

/** /api/console: the platform's campaigns (catalogue). */
export const consoleCampaignRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['console'];
  app.get(
    '/campaigns',
    { schema: { tags, querystring: campaignListQuery, response: { 200: envelope(campaignListDto) } } },
    async (request, reply) => reply.ok(await deals.listCampaigns(deps, request.query.page, request.query.limit)),
  );

  app.post(
    '/campaign/save',
    {
      schema: {
        failures: ['CAMPAIGN_NOT_FOUND'],
        tags,
        description: 'Creates or changes a campaign; the deals that joined it take its window, and stop when it stops.',
        body: campaignSaveBody,
        response: { 200: envelope(campaignDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await deals.saveCampaign(deps, request.body, operatorId(request)), 'success.saveSuccess'),
  );
};
