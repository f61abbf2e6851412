import type { OrderSettingsDto } from '@shop/contract/console-orders';
import type { Executor } from '../../db/database.ts';
import { getSetting, putSetting } from './settings.service.ts';

/** The `order_settings` setting: open regions and the delays of the automatic transitions (docs/modules.md#order-transitions). */
export const ORDER_SETTINGS_KEY = 'order_settings';

export const DEFAULT_ORDER_SETTINGS: OrderSettingsDto = {
  all_regions_open: true,
  open_regions: [],
  pay_timeout_minutes: 30,
  auto_receive_days: 10,
  auto_complete_days: 7,
  seller_refund_days: 3,
  return_address: null,
};

export async function loadOrderSettings(db: Executor): Promise<OrderSettingsDto> {
  return orderSettingsFrom(await getSetting<Partial<OrderSettingsDto>>(db, ORDER_SETTINGS_KEY));
}

/** The settings from the stored value (read elsewhere), defaults filling what it lacks. */
export function orderSettingsFrom(stored: Partial<OrderSettingsDto> | null | undefined): OrderSettingsDto {
  return { ...DEFAULT_ORDER_SETTINGS, ...stored };
}

export async function saveOrderSettings(
  db: Executor,
  settings: Omit<OrderSettingsDto, 'seller_refund_days' | 'return_address'> &
    Partial<Pick<OrderSettingsDto, 'seller_refund_days' | 'return_address'>>,
): Promise<OrderSettingsDto> {
  const current = await loadOrderSettings(db);
  const value = {
    ...settings,
    seller_refund_days: settings.seller_refund_days ?? current.seller_refund_days,
    return_address: settings.return_address === undefined ? current.return_address : settings.return_address,
    open_regions: [...new Set(settings.open_regions)].sort(),
  };
  await putSetting(db, ORDER_SETTINGS_KEY, value);
  return value;
}

/** Whether goods may be sent to `region` (ISO country code); a region nobody knows yet is not refused here. */
export function isRegionOpen(settings: OrderSettingsDto, region: string | undefined): boolean {
  if (settings.all_regions_open || !region) return true;
  return settings.open_regions.includes(region);
}
