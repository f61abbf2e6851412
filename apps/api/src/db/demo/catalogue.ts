import type { CategorySlug, DemoProduct } from './catalogue-types.ts';
import { PRODUCTS as computer } from './products/computer.ts';
import { PRODUCTS as electrical } from './products/electrical.ts';
import { PRODUCTS as familyLife } from './products/family-life.ts';
import { PRODUCTS as food } from './products/food.ts';
import { PRODUCTS as health } from './products/health.ts';
import { PRODUCTS as mensClothing } from './products/mens-clothing.ts';
import { PRODUCTS as mobilePhone } from './products/mobile-phone.ts';
import { PRODUCTS as outdoors } from './products/outdoors.ts';
import { PRODUCTS as toys } from './products/toys.ts';
import { PRODUCTS as womensClothing } from './products/womens-clothing.ts';

/** Every hand-written demo product, by category. */
export const PRODUCTS_BY_CATEGORY: Record<CategorySlug, DemoProduct[]> = {
  computer,
  electrical,
  outdoors,
  'family-life': familyLife,
  health,
  'mens-clothing': mensClothing,
  'womens-clothing': womensClothing,
  food,
  'mobile-phone': mobilePhone,
  toys,
};
