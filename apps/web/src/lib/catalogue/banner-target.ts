import type { BannerDto } from '@shop/contract/catalogue';

/**
 * Where a banner leads: a sale banner (discounted_only) opens the products that have a compare-at price, so it
 * shows the markdowns it promises; another opens its category's products, else all products.
 */
export function bannerTarget(banner: Pick<BannerDto, 'category_id' | 'discounted_only'>): string {
  if (banner.discounted_only) return '/products?discounted=true';
  return banner.category_id ? `/products?category_id=${banner.category_id}` : '/products';
}
