import type { ProductCardDto } from '@shop/contract/catalogue';
import { formatCents } from '@shop/contract/money';
import type { ShopCardDto } from '@shop/contract/shop';
import type { ProductCardRow, ShopCardRow } from './catalogue.repo.ts';

/** Average score with one decimal; 0 before the first review. */
export function averageRating(ratingTotal: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((ratingTotal / reviewCount) * 10) / 10 : 0;
}

/**
 * Share of good reviews in percent with one decimal; null for a shop without reviews: no rate is better than a
 * "100 %" that nobody gave.
 */
export function favorableRate(goodReviews: number, reviews: number): number | null {
  return reviews > 0 ? Math.round((goodReviews / reviews) * 1000) / 10 : null;
}

export function toProductCard(row: ProductCardRow): ProductCardDto {
  return {
    id: row.id,
    shop_id: row.shop_id,
    title: row.title,
    image: row.image,
    price: formatCents(Number(row.price)),
    compare_at_price: row.compare_at_price === null ? null : formatCents(Number(row.compare_at_price)),
    sales: row.sales,
    rating: averageRating(row.rating_total, row.review_count),
  };
}

export function toShopCard(row: ShopCardRow): ShopCardDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    fans: row.fans,
    sales: row.sales,
    favorable_rate: favorableRate(row.good_review_count, row.review_count),
  };
}
