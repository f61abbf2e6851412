// @vitest-environment node
import { ORDER_STATUS } from '@shop/contract/order-status';
import { describe, expect, it } from 'vitest';
import { bannerToneOf } from './order-banner.tsx';

/** An open after-sale case does not look like a cancelled order. */
describe("the order detail banner's tone", () => {
  it('shows an open case as active, a cancelled order as closed and a refund as done', () => {
    expect(bannerToneOf(ORDER_STATUS.afterSale)).toBe('case');
    expect(bannerToneOf(ORDER_STATUS.drawbacking)).toBe('case');
    expect(bannerToneOf(ORDER_STATUS.cancelled)).toBe('cancelled');
    expect(bannerToneOf(ORDER_STATUS.refunded)).toBe('refunded');
    expect(bannerToneOf(ORDER_STATUS.waitingPay)).toBe('progress');
    expect(bannerToneOf(ORDER_STATUS.completed)).toBe('progress');
  });
});
