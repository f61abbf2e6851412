// @vitest-environment node
import { ORDER_STATUS } from '@shop/contract/order-status';
import { describe, expect, it } from 'vitest';
import { bannerToneOf } from './order-banner.tsx';

/** Issue 16, item 20: an open after-sale case no longer looks like a cancelled order. */
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
