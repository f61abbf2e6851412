import {
  settlementExportQuery,
  settlementReportDto,
  settlementReportQuery,
  shopSettlementReportDto,
} from '@shop/contract/settlement';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import * as settlements from './settlement.service.ts';

const tags = ['console'];

/**
 * /api/console: the settlements report (finance): every settled order with its shop, base, commission, net and
 * date, per order or summed per shop, filtered by shop and settlement days, with totals and a CSV export.
 */
export const consoleSettlementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/settlements',
    {
      schema: {
        tags,
        description: 'Settled orders, newest first; `totals` sums every row the filters select (not only this page).',
        querystring: settlementReportQuery,
        response: { 200: envelope(settlementReportDto) },
      },
    },
    async (request, reply) => reply.ok(await settlements.settlementReport(deps, request.query, request.lang)),
  );

  app.get(
    '/settlements/shops',
    {
      schema: {
        tags,
        description: "Each shop's sums over the filtered settlements, largest net first, and the totals of all.",
        querystring: settlementReportQuery,
        response: { 200: envelope(shopSettlementReportDto) },
      },
    },
    async (request, reply) => reply.ok(await settlements.shopSettlementReport(deps, request.query, request.lang)),
  );

  app.get(
    '/settlements/export',
    {
      schema: {
        tags,
        description:
          'The filtered report as CSV (text/csv, UTF-8 with a byte-order mark), per order or per shop (`view`), ' +
          'with a totals row; a cell beginning with =, +, - or @ is written behind an apostrophe.',
        querystring: settlementExportQuery,
        response: {
          200: {
            description: 'The report as CSV: a header line, one line per order or shop, then the totals line.',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const body = await settlements.settlementCsv(deps, request.query, request.lang);
      const name = `settlements-${request.query.view}${request.query.from ? `-${request.query.from}` : ''}${request.query.to ? `-${request.query.to}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(body);
    },
  );
};
