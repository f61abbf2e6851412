import type { BannerDto } from '@shop/contract/catalogue';

type BannerLink = Pick<BannerDto, 'category_id' | 'discounted_only'> &
  Partial<Pick<BannerDto, 'link_type' | 'link_value'>>;

/**
 * Where a banner leads, as a path of this app or (for `url`) an outside https address, which opens in the browser:
 * a sale banner (discounted) opens the products that have a compare-at price, so it shows the markdowns it promises;
 * a category banner its category's products (a parent's: its subcategories'); a product or shop banner that page; a
 * search banner the results for its words. A banner without a usable link opens all products.
 */
export function bannerTarget(banner: BannerLink): string {
  const value = banner.link_value ?? '';
  switch (banner.link_type) {
    case 'product':
      return value ? `/detail/${encodeURIComponent(value)}` : '/products';
    case 'shop':
      return value ? `/shop/${encodeURIComponent(value)}` : '/products';
    case 'search':
      return value ? `/searchs?${new URLSearchParams({ keyword: value })}` : '/products';
    case 'url':
      return isOutsideAddress(value) ? value : '/products';
    default:
      if (banner.discounted_only) return '/products?discounted=true';
      return banner.category_id ? `/products?category_id=${banner.category_id}` : '/products';
  }
}

/** An outside page (the server lets only https addresses be saved): a plain link, opened outside the app. */
export function isOutsideAddress(target: string): boolean {
  return target.startsWith('https://');
}
