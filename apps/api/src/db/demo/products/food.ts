import type { DemoProduct } from '../catalogue-types.ts';

/** Demo products of the 'food' category. */
export const PRODUCTS: DemoProduct[] = [];
