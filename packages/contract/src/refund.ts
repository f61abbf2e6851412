import { z } from 'zod';
import {
  REFUND_EVENT_KINDS,
  GOODS_STATUSES,
  MAX_PROOF_IMAGES,
  REFUND_REASONS,
  REFUND_TYPES,
} from './after-sales-status.ts';
import { imageDto } from './catalogue.ts';
import { moneyOutput } from './money.ts';
import { id, idList, limit, listOf, page } from './validation.ts';
import { positiveAmount, uploadedImage } from './wallet.ts';

/** Refunds (/api/refund/*, console /api/console/refund*). Amounts are server-checked against what is still refundable. */

/** refund/info: what the apply page shows for an order and the chosen products (spec route /refund/:id/:sn/:product_ids/:amount). */
export const refundInfoQuery = z.object({
  order_id: id,
  /** Product ids of the order's lines to refund, comma-separated; all lines when absent. */
  product_ids: idList(50).optional(),
});

export const refundableItemDto = z.object({
  order_item_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  spec: z.string(),
  price: moneyOutput,
  quantity: z.number().int(),
  subtotal: moneyOutput,
});

export const refundEventDto = z.object({
  kind: z.enum(REFUND_EVENT_KINDS),
  actor: z.enum(['shopper', 'operator', 'seller', 'system']),
  note: z.string(),
  at: z.string(),
});

export const refundDto = z.object({
  id: z.number().int(),
  /** The refund's reference, as fund records show it ("RF…"). */
  reference: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  type: z.enum(REFUND_TYPES),
  amount: moneyOutput,
  goods_status: z.enum(GOODS_STATUSES),
  reason: z.enum(REFUND_REASONS),
  explanation: z.string(),
  proofs: z.array(z.string()),
  items: z.array(refundableItemDto),
  status: z.number().int(),
  reject_reason: z.string(),
  return_carrier: z.string().nullable(),
  return_tracking_no: z.string().nullable(),
  /** Where a refund with return sends the goods: the shop's return address, else the platform's; null otherwise. */
  return_address: z
    .object({ addressee: z.string(), mobile: z.string(), country: z.string(), area: z.string(), detail: z.string() })
    .nullable(),
  created_at: z.string(),
  timeline: z.array(refundEventDto),
});
export type RefundDto = z.infer<typeof refundDto>;

export const refundInfoDto = z.object({
  order: z.object({ id: z.number().int(), order_no: z.string(), status: z.number().int(), total: moneyOutput }),
  items: z.array(refundableItemDto),
  /** The most that can be asked for these items now (never more than what was paid minus earlier refunds). */
  refundable: moneyOutput,
  /** The open request of this order, if any (one at a time). */
  open_refund: refundDto.nullable(),
});
export type RefundInfoDto = z.infer<typeof refundInfoDto>;

export const refundApplyBody = z.strictObject({
  order_id: id,
  /** Order line ids being refunded (at least one). */
  item_ids: z.array(id).min(1).max(50),
  type: z.enum(REFUND_TYPES, { message: 'refundTypeRequired' }),
  amount: positiveAmount,
  goods_status: z.enum(GOODS_STATUSES, { message: 'goodsStatusRequired' }),
  reason: z.enum(REFUND_REASONS, { message: 'refundReasonRequired' }),
  explanation: z.string({ message: 'explanationRequired' }).trim().min(1, 'explanationRequired').max(500, 'tooLong'),
  proofs: z
    .array(uploadedImage, { message: 'proofRequired' })
    .min(1, 'proofRequired')
    .max(MAX_PROOF_IMAGES, 'tooManyImages'),
});
export type RefundApplyBody = z.infer<typeof refundApplyBody>;

/** After an approved refund-and-return: how the goods travel back. */
export const refundReturnBody = z.strictObject({
  id,
  carrier: z.string({ message: 'invalidField' }).trim().min(1, 'invalidField').max(60, 'tooLong'),
  tracking_no: z.string({ message: 'invalidField' }).trim().min(1, 'invalidField').max(60, 'tooLong'),
});

export const refundIdQuery = z.object({ id });

// ---- console ----

export const consoleRefundListQuery = z.object({
  status: z.coerce.number().int().min(0).max(4).optional(),
  order_no: z.string().trim().max(40).optional(),
  /** `platform`: only requests waiting for the platform (no seller, or the seller left them undecided too long). */
  queue: z.enum(['platform']).optional(),
  page,
  limit,
});
export const consoleRefundDto = refundDto.extend({
  buyer: z.object({ id: z.number().int(), account: z.string() }),
  /** The shop the order was bought from (whose return address a refund with return uses first). */
  shop_id: z.number().int(),
  /** Who the next decision waits for: the shop's seller, or the platform; null when nobody has to decide. */
  waiting_for: z.enum(['seller', 'platform']).nullable(),
});
export type ConsoleRefundDto = z.infer<typeof consoleRefundDto>;
export const consoleRefundListDto = listOf(consoleRefundDto);
export const refundRejectBody = z.strictObject({
  id,
  reason: z.string({ message: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(200, 'tooLong'),
});
export const refundIdBody = z.strictObject({ id });
