import { z } from 'zod';
import { idList } from './validation.ts';

/**
 * The most orders one print of packing slips may hold: each is a page or more, made in one request, so the limit
 * keeps a request's time and size bounded (docs/decisions/packing-slips-with-pdfkit.md).
 */
export const MAX_PACKING_SLIPS = 100;

/**
 * GET /api/seller/orders/packing_slips and /api/console/orders/packing_slips: the orders (`ids=3,5,8`), printed in
 * the order given, duplicates once. More than MAX_PACKING_SLIPS is refused with `validation.packingSlipsLimit`.
 */
export const packingSlipsQuery = z.object({ ids: idList(MAX_PACKING_SLIPS, 'packingSlipsLimit') });
export type PackingSlipsQuery = z.output<typeof packingSlipsQuery>;
