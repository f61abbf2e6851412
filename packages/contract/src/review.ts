import { z } from 'zod';
import { MAX_REVIEW_IMAGES, SCORE_MAX, SCORE_MIN } from './after-sales-status.ts';
import { imageDto } from './catalogue.ts';
import { id, limit, listOf, page } from './validation.ts';
import { uploadedImage } from './wallet.ts';

/** Reviews (/api/review/*, /api/goods/reviews, console /api/console/review*). */

const score = z
  .number({ message: 'scoreInvalid' })
  .int('scoreInvalid')
  .min(SCORE_MIN, 'scoreInvalid')
  .max(SCORE_MAX, 'scoreInvalid');

export const reviewAddBody = z.strictObject({
  order_item_id: id,
  /** The content must not be empty. */
  content: z.string({ message: 'reviewContentRequired' }).trim().min(1, 'reviewContentRequired').max(1000, 'tooLong'),
  product_score: score,
  service_score: score,
  postage_score: score,
  images: z.array(uploadedImage).max(MAX_REVIEW_IMAGES, 'tooManyImages').default([]),
});
export type ReviewAddBody = z.infer<typeof reviewAddBody>;

/** The lines of a received order and whether each is reviewed yet (the /comment page). */
export const reviewPendingQuery = z.object({ order_id: id });
export const reviewableItemDto = z.object({
  order_item_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  spec: z.string(),
  reviewed: z.boolean(),
});
export const reviewPendingDto = z.object({
  order: z.object({ id: z.number().int(), order_no: z.string(), status: z.number().int() }),
  items: z.array(reviewableItemDto),
});
export type ReviewPendingDto = z.infer<typeof reviewPendingDto>;

export const reviewDto = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** The reviewer, masked ("a***e"). */
  author: z.string(),
  content: z.string(),
  product_score: z.number().int(),
  service_score: z.number().int(),
  postage_score: z.number().int(),
  images: z.array(z.string()),
  spec: z.string(),
  /** The shop's one public reply, shown under the review. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewDto = z.infer<typeof reviewDto>;

/** A shopper's own review, with why it was hidden if an operator hid it. */
export const myReviewDto = reviewDto.extend({
  hidden: z.boolean(),
  hidden_reason: z.string(),
  order_id: z.number().int(),
});
export const addReviewResultDto = z.object({
  review: myReviewDto,
  /** True when this review completed the order (every line reviewed → status 4). */
  order_completed: z.boolean(),
});

export const productReviewsQuery = z.object({ product_id: id, page, limit, with_images: z.stringbool().optional() });
export const productReviewsDto = listOf(reviewDto).extend({
  summary: z.object({
    count: z.number().int(),
    product: z.number(),
    service: z.number(),
    postage: z.number(),
  }),
});
export type ProductReviewsDto = z.infer<typeof productReviewsDto>;

export const myReviewsDto = listOf(myReviewDto);
export const pageOnlyQuery = z.object({ page, limit });

// ---- console ----
export const consoleReviewListQuery = z.object({
  hidden: z.stringbool().optional(),
  product_id: id.optional(),
  page,
  limit,
});
export const consoleReviewDto = myReviewDto.extend({ account: z.string(), product_title: z.string() });
export const consoleReviewListDto = listOf(consoleReviewDto);
export const reviewHideBody = z.strictObject({
  id,
  reason: z.string({ message: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(200, 'tooLong'),
});
export const reviewIdBody = z.strictObject({ id });
