import { addressBody, addressDto, addressIdBody, addressIdQuery } from '@shop/contract/address';
import { envelope, listOf, pageQuery } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, shopperId } from '../../plugins/auth.ts';
import * as addresses from './address.service.ts';

const tags = ['address'];

/** The address book: every call is the logged-in shopper's own. */
export const addressRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/address_list',
    { schema: { tags, querystring: pageQuery, response: { 200: envelope(listOf(addressDto)) } } },
    async (request, reply) =>
      reply.ok(await addresses.listAddresses(deps, shopperId(request), request.query.page, request.query.limit)),
  );

  app.post(
    '/address_add',
    {
      schema: {
        failures: ['ADDRESS_LIMIT', 'NOT_FOUND'],
        tags,
        description: 'Creates an address, or updates it when `id` is given.',
        body: addressBody,
        response: { 200: envelope(addressDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await addresses.saveAddress(deps, shopperId(request), request.body), 'success.saveSuccess'),
  );

  app.get(
    '/address',
    { schema: { failures: ['NOT_FOUND'], tags, querystring: addressIdQuery, response: { 200: envelope(addressDto) } } },
    async (request, reply) => reply.ok(await addresses.getAddress(deps, shopperId(request), request.query.id)),
  );

  app.post(
    '/address_set_default',
    { schema: { failures: ['NOT_FOUND'], tags, body: addressIdBody, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await addresses.setDefaultAddress(deps, shopperId(request), request.body.id);
      return reply.ok(null, 'success.settingSuccess');
    },
  );

  app.get(
    '/address_del',
    { schema: { failures: ['NOT_FOUND'], tags, querystring: addressIdQuery, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await addresses.deleteAddress(deps, shopperId(request), request.query.id);
      return reply.ok(null, 'success.deleteSuccess');
    },
  );
};
