import { MAX_PACKING_SLIPS, packingSlipsQuery } from '@shop/contract/packing-slips';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PackingSlips } from './packing-slips.service.ts';

/**
 * What the console's and the seller center's packing-slip routes share: the schema (one PDF, or a JSON refusal
 * beside it) and the answer. Each desk registers the route with its own guard, scope and failures.
 */
export function packingSlipsSchema(tags: string[], whose: string) {
  return {
    tags,
    description:
      `The packing slips of ${whose} as one PDF (A4, a page or more per order, in the \`lang\` header's language), ` +
      `at most ${MAX_PACKING_SLIPS} orders; one id that is not such an order refuses the whole print.`,
    querystring: packingSlipsQuery,
    response: {
      200: {
        description: 'The packing slips as a PDF attachment.',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
    },
  };
}

export function sendPackingSlips(reply: FastifyReply, slips: PackingSlips) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${slips.fileName}"`)
    .header('cache-control', 'no-store')
    .send(slips.pdf);
}
