import type { DemoProduct } from '../catalogue-types.ts';

/** Demo products of the 'family-life' category. */
export const PRODUCTS: DemoProduct[] = [];
