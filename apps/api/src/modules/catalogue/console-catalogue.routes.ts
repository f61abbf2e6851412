import {
  bannerAdminDto,
  bannerAdminListDto,
  bannerSaveBody,
  catalogueIdQuery,
  categoryAdminDto,
  categoryAdminListDto,
  categoryDeleteBody,
  categorySaveBody,
  commissionDto,
  commissionSaveBody,
  consoleProductSaveBody,
  hotKeywordsBody,
  hotKeywordsDto,
  productAdminListQuery,
  productEditDto,
  productRowListDto,
  shopAdminDto,
  shopAdminListDto,
  shopAdminListQuery,
  shopSaveBody,
} from '@shop/contract/console-catalogue';
import { formatRateBp } from '@shop/contract/console-catalogue';
import { UPLOAD_FIELD, uploadDto } from '@shop/contract/upload';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { acceptUploads, isTooLarge, readFilePart } from '../../lib/multipart-file.ts';
import { operatorId } from '../../plugins/auth.ts';
import { checkDeclaredLength, countDeskUpload, storePicture } from '../upload/upload.service.ts';
import * as admin from './catalogue-admin.service.ts';
import { DESK_UPLOAD_SUBDIR } from './catalogue-pictures.ts';
import * as products from './product-admin.service.ts';

const tags = ['console catalogue'];

/**
 * /api/console: the catalogue as operators run it (docs/domain.md#catalogue-and-search) — categories, products of every shop, shops,
 * commission rates, banners, hot keywords, and the pictures they show. Each route's permission is in the console
 * permission table.
 */
export const consoleCatalogueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await acceptUploads(app);
  const operator = (id: number) => ({ kind: 'operator' as const, id });

  app.post(
    '/upload',
    {
      schema: {
        failures: ['PICTURE_STORE_FAILED', 'RATE_LIMITED', 'UPLOAD_TYPE'],
        tags,
        consumes: ['multipart/form-data'],
        description: `A catalogue picture: multipart/form-data with one file field "${UPLOAD_FIELD}" (JPEG, PNG or WebP, ≤ 5 MB), re-encoded to WebP under a random name. Saving it in a product, category, shop or banner cuts the sizes the shop shows.`,
        response: { 200: envelope(uploadDto) },
      },
    },
    async (request, reply) => {
      try {
        checkDeclaredLength(request.headers['content-length']);
        await countDeskUpload(deps, `operator:${operatorId(request)}`);
        const bytes = await readFilePart(request);
        return reply.ok(await storePicture(deps, bytes, DESK_UPLOAD_SUBDIR), 'success.uploadComplete');
      } catch (error) {
        if (isTooLarge(error)) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get('/categories', { schema: { tags, response: { 200: envelope(categoryAdminListDto) } } }, async (_r, reply) =>
    reply.ok({ list: await admin.listCategoriesAdmin(deps) }),
  );

  app.post(
    '/category/save',
    {
      schema: {
        failures: [
          'CATEGORY_NOT_FOUND',
          'CATEGORY_NOT_LEAF',
          'CATEGORY_TOO_DEEP',
          'CATEGORY_HOLDS_PRODUCTS',
          'PICTURE_NOT_FOUND',
          'PICTURE_STORE_FAILED',
        ],
        tags,
        description:
          'Creates or changes a category. `parent_id` puts it under a top-level category that holds no products (two ' +
          'levels; products sit on leaves); `hidden` takes it, its subcategories and their products out of every shopper read.',
        body: categorySaveBody,
        response: { 200: envelope(categoryAdminDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await admin.saveCategory(deps, request.body, operator(operatorId(request)), request.lang),
        'success.saveSuccess',
      ),
  );

  app.post(
    '/category/delete',
    {
      schema: {
        failures: ['CATEGORY_NOT_FOUND', 'CATEGORY_NOT_EMPTY', 'CATEGORY_IN_USE'],
        tags,
        description:
          'Deletes an empty category: refused while it holds products or subcategories, or a banner opens it.',
        body: categoryDeleteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await admin.deleteCategory(deps, request.body.id, operator(operatorId(request)));
      return reply.ok(null, 'success.deleteSuccess');
    },
  );

  app.get(
    '/products',
    { schema: { tags, querystring: productAdminListQuery, response: { 200: envelope(productRowListDto) } } },
    async (request, reply) => reply.ok(await products.listProductsAdmin(deps, request.lang, request.query)),
  );

  app.get(
    '/product',
    {
      schema: {
        failures: ['PRODUCT_NOT_FOUND'],
        tags,
        querystring: catalogueIdQuery,
        response: { 200: envelope(productEditDto) },
      },
    },
    async (request, reply) => reply.ok(await products.getProductForEdit(deps, request.query.id, request.lang)),
  );

  app.post(
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
        description:
          "Creates (no id) or replaces a product whole. SKUs: one per combination of the specifications' values; " +
          'stock with loaded_stock moves by the difference (reservations made meanwhile stay). ' +
          'Failures: VALIDATION (fields by path), PRODUCT_NOT_FOUND, SHOP_NOT_FOUND, CATEGORY_NOT_FOUND, CATEGORY_NOT_LEAF, ' +
          'PRODUCT_CODE_TAKEN, STOCK_BELOW_ZERO, PICTURE_NOT_FOUND.',
        body: consoleProductSaveBody,
        response: { 200: envelope(productEditDto) },
      },
    },
    async (request, reply) => {
      const saved = await products.saveProduct(deps, request.body, { actor: operator(operatorId(request)) });
      return reply.ok(await products.getProductForEdit(deps, saved.id, request.lang), 'success.saveSuccess');
    },
  );

  app.get(
    '/shops',
    { schema: { tags, querystring: shopAdminListQuery, response: { 200: envelope(shopAdminListDto) } } },
    async (request, reply) => reply.ok(await admin.listShopsAdmin(deps, request.query)),
  );

  app.get(
    '/shop',
    {
      schema: {
        failures: ['SHOP_NOT_FOUND'],
        tags,
        querystring: catalogueIdQuery,
        response: { 200: envelope(shopAdminDto) },
      },
    },
    async (request, reply) => reply.ok(await admin.getShopAdmin(deps, request.query.id)),
  );

  app.post(
    '/shop/save',
    {
      schema: {
        failures: ['PICTURE_NOT_FOUND', 'PICTURE_STORE_FAILED', 'SHOP_NOT_FOUND'],
        tags,
        description:
          "Creates a shop at the platform's default commission, or changes one; inactive: its products leave every listing and checkout.",
        body: shopSaveBody,
        response: { 200: envelope(shopAdminDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await admin.saveShop(deps, request.body, operator(operatorId(request))), 'success.saveSuccess'),
  );

  app.get('/commission', { schema: { tags, response: { 200: envelope(commissionDto) } } }, async (_request, reply) =>
    reply.ok({ default_rate: formatRateBp(await admin.defaultCommissionBp(deps.db)) }),
  );

  app.post(
    '/commission/save',
    { schema: { failures: ['SHOP_NOT_FOUND'], tags, body: commissionSaveBody, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await admin.saveCommission(deps, request.body, operatorId(request));
      return reply.ok(null, 'success.saveSuccess');
    },
  );

  app.get('/banners', { schema: { tags, response: { 200: envelope(bannerAdminListDto) } } }, async (_r, reply) =>
    reply.ok({ list: await admin.listBannersAdmin(deps) }),
  );

  app.post(
    '/banner/save',
    {
      schema: {
        failures: [
          'BANNER_NOT_FOUND',
          'CATEGORY_NOT_FOUND',
          'CATEGORY_NOT_LEAF',
          'PRODUCT_NOT_FOUND',
          'SHOP_NOT_FOUND',
          'PICTURE_NOT_FOUND',
          'PICTURE_STORE_FAILED',
        ],
        description:
          'Creates or changes a banner. Where it leads: `link_type` with `link_value`, or (without `link_type`) ' +
          '`category_id` / `discounted_only`. Shown on Home only while active and between `starts_at` and `ends_at`.',
        tags,
        body: bannerSaveBody,
        response: { 200: envelope(bannerAdminDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await admin.saveBanner(deps, request.body, operator(operatorId(request))), 'success.saveSuccess'),
  );

  app.get('/hot_keywords', { schema: { tags, response: { 200: envelope(hotKeywordsDto) } } }, async (_r, reply) =>
    reply.ok({ keywords: await admin.getHotKeywords(deps) }),
  );

  app.post(
    '/hot_keywords',
    { schema: { tags, body: hotKeywordsBody, response: { 200: envelope(hotKeywordsDto) } } },
    async (request, reply) =>
      reply.ok(
        { keywords: await admin.saveHotKeywords(deps, request.body, operator(operatorId(request))) },
        'success.saveSuccess',
      ),
  );
};
