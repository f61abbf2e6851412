import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRegionCountries } from './address.service.ts';
import { isRegionOpen, loadOrderSettings } from '../settings/order-settings.ts';

/**
 * The cart gate: goods only go to regions the operator has opened. A shopper's region is the country
 * of the default address, else the account's country.
 */
export async function shopperRegion(db: Executor, userId: number): Promise<string | undefined> {
  const row = await findRegionCountries(db, userId);
  return row?.address_country || row?.account_country || undefined;
}

/** REGION_CLOSED (the spec's message) unless the shopper's region is open. */
export async function assertShopperRegionOpen(db: Executor, userId: number): Promise<void> {
  await assertRegionOpen(db, await shopperRegion(db, userId));
}

/** REGION_CLOSED unless goods may go to `region`. */
export async function assertRegionOpen(db: Executor, region: string | undefined): Promise<void> {
  if (!isRegionOpen(await loadOrderSettings(db), region)) throw new AppError('REGION_CLOSED');
}
