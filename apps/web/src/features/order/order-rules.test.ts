import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request-error.ts';
import { dealShownOf, sourceOf } from './checkout-page.tsx';
import { centsOf, formatCountdown, msUntil } from './order-format.ts';
import { parseOrderIds } from './order-ids.ts';
import { statusLabelKey, tabOf } from './order-status-label.ts';
import { isAnswered, IdempotentAttempts } from '../../lib/idempotent-attempts.ts';

describe('the payment attempts', () => {
  const keys = () => {
    let n = 0;
    return new IdempotentAttempts(() => `key-${++n}`);
  };

  it('keeps the key while the same payment is sent again, and takes a new one for another code', () => {
    const attempts = keys();
    expect(attempts.keyFor([[1, 2], '123456'])).toBe('key-1');
    expect(attempts.keyFor([[1, 2], '123456'])).toBe('key-1');
    expect(attempts.keyFor([[1, 2], '654321'])).toBe('key-2');
    expect(attempts.keyFor([[1], '654321'])).toBe('key-3');
  });

  it('starts a new attempt once the server has answered', () => {
    const attempts = keys();
    attempts.keyFor([[1], '123456']);
    attempts.answered();
    expect(attempts.keyFor([[1], '123456'])).toBe('key-2');
  });

  it('counts a refusal as an answer, and a lost connection, a timeout, a 5xx or "still processing" as none', () => {
    expect(isAnswered(new RequestError('business', 'Wrong payment code', 200, { error: 'PAY_PASSWORD_WRONG' }))).toBe(
      true,
    );
    expect(isAnswered(new RequestError('business', 'processing', 200, { error: 'REQUEST_IN_PROGRESS' }))).toBe(false);
    expect(isAnswered(new RequestError('network', 'backend interface connection abnormal'))).toBe(false);
    expect(isAnswered(new RequestError('timeout', 'system interface request timed out'))).toBe(false);
    expect(isAnswered(new RequestError('http', 'system interface 502 abnormal', 502))).toBe(false);
    expect(isAnswered(new RequestError('http', 'Too many attempts', 429))).toBe(true);
    expect(isAnswered(new RequestError('duplicate', 'the data is being processed'))).toBe(false);
    expect(isAnswered(new Error('boom'))).toBe(false);
  });
});

describe('the order screens rules', () => {
  it('reads ?orders= as distinct positive ids, and nothing from anything malformed', () => {
    expect(parseOrderIds('1,2,2')).toEqual([1, 2]);
    expect(parseOrderIds('1,,2')).toEqual([]);
    expect(parseOrderIds('1;DROP')).toEqual([]);
    expect(parseOrderIds('0')).toEqual([]);
    expect(parseOrderIds(null)).toEqual([]);
    expect(parseOrderIds(Array.from({ length: 21 }, (_, i) => i + 1).join(','))).toEqual([]);
  });

  it('reads the checkout source: the cart, or one SKU bought now', () => {
    expect(sourceOf(new URLSearchParams(''))).toEqual({ cart: true });
    expect(sourceOf(new URLSearchParams('sku=7&qty=3'))).toEqual({ buy_now: { sku_id: 7, quantity: 3 } });
    expect(sourceOf(new URLSearchParams('sku=7'))).toEqual({ buy_now: { sku_id: 7, quantity: 1 } });
    expect(sourceOf(new URLSearchParams('sku=7&qty=0'))).toBeNull();
    expect(sourceOf(new URLSearchParams('sku=7&qty=1.5'))).toBeNull();
    expect(sourceOf(new URLSearchParams('sku=7&qty=10000'))).toBeNull();
    expect(sourceOf(new URLSearchParams('sku=abc'))).toBeNull();
    // The deal the product page showed rides along, but the preview is never told it (it finds the deal itself).
    expect(sourceOf(new URLSearchParams('sku=7&qty=1&deal=31'))).toEqual({ buy_now: { sku_id: 7, quantity: 1 } });
    expect(dealShownOf(new URLSearchParams('sku=7&qty=1&deal=31'))).toBe(31);
    expect(dealShownOf(new URLSearchParams('sku=7&qty=1'))).toBeUndefined();
    expect(dealShownOf(new URLSearchParams('deal=x'))).toBeUndefined();
  });

  it("compares the server's amounts in cents and counts down to a deadline", () => {
    expect(centsOf('12.50')).toBe(1250);
    expect(centsOf('0.05')).toBe(5);
    expect(centsOf('-3.10')).toBe(-310);
    expect(centsOf('1000.00') < centsOf('1000.01')).toBe(true);
    expect(formatCountdown(29 * 60_000 + 41_000)).toBe('29:41');
    expect(formatCountdown(3_600_000 + 5_000)).toBe('1:00:05');
    expect(msUntil('2025-01-01T00:00:10.000Z', Date.parse('2025-01-01T00:00:00.000Z'))).toBe(10_000);
    expect(msUntil('2025-01-01T00:00:00.000Z', Date.parse('2025-01-01T00:00:10.000Z'))).toBe(0);
  });

  it('labels every status from one map, and reads the tab from the URL', () => {
    expect(statusLabelKey(0)).toBe('order:status.waitingPay');
    expect(statusLabelKey(-2)).toBe('order:status.drawbacking');
    expect(statusLabelKey(-4)).toBe('order:status.afterSale');
    expect(tabOf('-1')).toBe(-1);
    expect(tabOf('all')).toBe('all');
    expect(tabOf(undefined)).toBe('all');
    expect(tabOf('-2')).toBe('all');
  });
});
