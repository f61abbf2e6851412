import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_VALUES, type OrderStatus } from './order-status.ts';
import {
  actionsOf,
  findTransition,
  ORDER_TRANSITIONS,
  type OrderAction,
  STATUS_BEFORE,
  targetOf,
} from './order-transitions.ts';

const S = ORDER_STATUS;

/** The shopper's buttons per status as the hand-written switch answered before the table replaced it. */
function switchAnswer(status: OrderStatus, reviewed: boolean): OrderAction[] {
  switch (status) {
    case S.waitingPay:
      return ['pay', 'cancel'];
    case S.waitingDelivery:
      return ['refund'];
    case S.delivered:
      return ['confirm', 'refund'];
    case S.received:
      return reviewed ? ['refund'] : ['review', 'refund'];
    default:
      return [];
  }
}

describe('the order transition table', () => {
  it('reaches every status value and leaves every status that is not final', () => {
    const reached = new Set(ORDER_TRANSITIONS.map((row) => row.to));
    const left = new Set(ORDER_TRANSITIONS.map((row) => row.from));
    const final: number[] = [S.completed, S.cancelled, S.refunded];
    for (const status of ORDER_STATUS_VALUES) {
      if (status !== S.waitingPay) expect(reached.has(status), `${status} is reached`).toBe(true);
      if (!final.includes(status)) expect(left.has(status), `${status} is left`).toBe(true);
      else expect(left.has(status), `${status} is final`).toBe(false);
    }
  });

  it('answers the same buttons as before for every status, reviewed or not', () => {
    for (const status of ORDER_STATUS_VALUES) {
      for (const reviewed of [false, true]) expect(actionsOf(status, reviewed)).toEqual(switchAnswer(status, reviewed));
    }
  });

  it('lets only the desks ship and decide refunds, and only the system expire or auto-complete', () => {
    expect(findTransition('ship', S.waitingDelivery, 'shopper')).toBeUndefined();
    expect(findTransition('ship', S.waitingDelivery, 'seller')?.to).toBe(S.delivered);
    expect(findTransition('expire', S.waitingPay, 'shopper')).toBeUndefined();
    expect(findTransition('autoComplete', S.received, 'system')?.to).toBe(S.completed);
    expect(findTransition('cancel', S.waitingDelivery, 'shopper')).toBeUndefined();
  });

  it('sends a refunded order to refunded when fully refunded, else back to the status before', () => {
    const fully = findTransition('refund', S.afterSale, 'operator', 'fullyRefunded');
    const partly = findTransition('refund', S.drawbacking, 'seller', 'notFullyRefunded');
    expect(fully && targetOf(fully)).toBe(S.refunded);
    expect(partly?.to).toBe(STATUS_BEFORE);
    expect(partly && targetOf(partly, S.received)).toBe(S.received);
    expect(() => partly && targetOf(partly)).toThrow();
  });

  it('gives every row a timeline event and at least one mover', () => {
    for (const row of ORDER_TRANSITIONS) {
      expect(row.who.length).toBeGreaterThan(0);
      expect(row.timeline).toBeTruthy();
    }
  });
});
