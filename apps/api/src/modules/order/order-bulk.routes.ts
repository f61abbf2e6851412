import { MAX_EXPORT_ORDERS, MAX_SHIP_IMPORT_ROWS, SHIP_IMPORT_COLUMNS, shipImportDto } from '@shop/contract/order-bulk';
import { UPLOAD_FIELD } from '@shop/contract/upload';
import { envelope } from '@shop/contract/validation';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { OrderExport } from './order-export.service.ts';

/**
 * What the console's and the seller center's bulk order routes share (docs/domain.md#bulk-order-work): the schemas
 * and the export's answer. Each desk registers the routes with its own guard, scope and query.
 */
export function orderExportSchema<Q extends z.ZodType>(tags: string[], querystring: Q, whose: string) {
  return {
    tags,
    description:
      `The orders of ${whose} matching the list's filters as CSV (UTF-8, no byte-order mark), one row per order ` +
      `line, newest order first, at most ${MAX_EXPORT_ORDERS} orders; a cell beginning with =, +, -, @, a tab or a ` +
      `carriage return is written with a leading apostrophe.`,
    querystring,
    response: {
      200: {
        description: 'The order CSV as an attachment: a header line, then one line per order line.',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
  };
}

export function sendOrderExport(reply: FastifyReply, exported: OrderExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exported.fileName}"`)
    .header('cache-control', 'no-store')
    .send(exported.csv);
}

/**
 * The ship import's schema; each desk declares the refusals of a whole file as its failures (a bad row's refusal,
 * ORDER_NOT_FOUND or ORDER_STATUS_CHANGED, is reported in the answer instead).
 */
export function shipImportSchema(tags: string[], whose: string) {
  return {
    tags,
    consumes: ['multipart/form-data'],
    description:
      `Ships ${whose} from a CSV in field "${UPLOAD_FIELD}" whose header names ${SHIP_IMPORT_COLUMNS.join(', ')} ` +
      `(other columns ignored, so an edited export imports), at most ${MAX_SHIP_IMPORT_ROWS} rows. Each order ships ` +
      'in its own transaction; a bad row is reported with its line and the others still ship; an order already ' +
      'shipped with the same carrier and tracking number counts as unchanged.',
    response: { 200: envelope(shipImportDto) },
  };
}
