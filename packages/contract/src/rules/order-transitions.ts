import { ORDER_STATUS, type OrderEventKind, type OrderStatus } from './order-status.ts';

/**
 * The order state machine as data (docs/modules.md#order-transitions, docs/domain.md#the-order-state-machine):
 * every way an order's status may move, who may move it, and the timeline event it leaves. The API applies a row
 * with one conditional update on its `from` status; the shopper's buttons (actionsOf) are read from the same rows.
 */

/** Who moves an order: the timeline's actor. */
export type OrderMover = 'shopper' | 'operator' | 'seller' | 'system';

/** What happens to an order; each names one or more rows of the table. */
export type OrderTransitionEvent =
  | 'pay'
  | 'cancel'
  | 'expire'
  | 'ship'
  | 'confirm'
  | 'autoReceive'
  | 'review'
  | 'autoComplete'
  | 'applyRefund'
  | 'approveReturn'
  | 'refund'
  | 'rejectRefund';

/**
 * A condition the table cannot see in the status alone, checked by whoever applies the row:
 * - fullyRefunded / notFullyRefunded: the refunds credited so far cover the goods less the discount, or not;
 * - notYetReviewed: the shopper has not reviewed the order's lines;
 * - payDeadlineNotPassed / payDeadlinePassed: the order's time to pay is still running, or ran out.
 */
export type OrderTransitionGuard =
  | 'fullyRefunded'
  | 'notFullyRefunded'
  | 'notYetReviewed'
  | 'payDeadlineNotPassed'
  | 'payDeadlinePassed';

/** The target of a row that sends the order back where it was before its after-sales request. */
export const STATUS_BEFORE = 'statusBefore';
export type TransitionTarget = OrderStatus | typeof STATUS_BEFORE;

/** The shopper's buttons on an order. */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirm', 'refund', 'review'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderTransition {
  event: OrderTransitionEvent;
  from: OrderStatus;
  to: TransitionTarget;
  who: readonly OrderMover[];
  guard?: OrderTransitionGuard;
  /** The timeline event written with the move. */
  timeline: OrderEventKind;
  /** The shopper's button that asks for this row, when there is one. */
  action?: OrderAction;
}

const S = ORDER_STATUS;
const DESKS = ['operator', 'seller'] as const;
/** The statuses a shopper may ask an after-sales request from. */
const REFUNDABLE = [S.waitingDelivery, S.delivered, S.received] as const;

/** The rows in the order a shopper's buttons are shown. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    event: 'pay',
    from: S.waitingPay,
    to: S.waitingDelivery,
    who: ['shopper'],
    guard: 'payDeadlineNotPassed',
    timeline: 'paid',
    action: 'pay',
  },
  { event: 'cancel', from: S.waitingPay, to: S.cancelled, who: ['shopper'], timeline: 'cancelled', action: 'cancel' },
  {
    event: 'expire',
    from: S.waitingPay,
    to: S.cancelled,
    who: ['system'],
    guard: 'payDeadlinePassed',
    timeline: 'expired',
  },
  { event: 'ship', from: S.waitingDelivery, to: S.delivered, who: DESKS, timeline: 'shipped' },
  { event: 'confirm', from: S.delivered, to: S.received, who: ['shopper'], timeline: 'received', action: 'confirm' },
  { event: 'autoReceive', from: S.delivered, to: S.received, who: ['system'], timeline: 'received' },
  {
    event: 'review',
    from: S.received,
    to: S.completed,
    who: ['shopper'],
    guard: 'notYetReviewed',
    timeline: 'completed',
    action: 'review',
  },
  { event: 'autoComplete', from: S.received, to: S.completed, who: ['system'], timeline: 'completed' },
  ...REFUNDABLE.map(
    (from): OrderTransition => ({
      event: 'applyRefund',
      from,
      to: S.afterSale,
      who: ['shopper'],
      timeline: 'refund_applied',
      action: 'refund',
    }),
  ),
  { event: 'approveReturn', from: S.afterSale, to: S.drawbacking, who: DESKS, timeline: 'refund_approved' },
  ...[S.afterSale, S.drawbacking].flatMap((from): OrderTransition[] => [
    { event: 'refund', from, to: S.refunded, who: DESKS, guard: 'fullyRefunded', timeline: 'refunded' },
    { event: 'refund', from, to: STATUS_BEFORE, who: DESKS, guard: 'notFullyRefunded', timeline: 'refunded' },
    { event: 'rejectRefund', from, to: STATUS_BEFORE, who: DESKS, timeline: 'refund_rejected' },
  ]),
];

/**
 * The row for an event from a status by a mover (and, where the event forks on a guard, the guard that holds);
 * undefined when the table has no such move.
 */
export function findTransition(
  event: OrderTransitionEvent,
  from: number,
  who: OrderMover,
  guard?: OrderTransitionGuard,
): OrderTransition | undefined {
  const rows = ORDER_TRANSITIONS.filter((row) => row.event === event && row.from === from && row.who.includes(who));
  return rows.length > 1 ? rows.find((row) => row.guard === guard) : rows[0];
}

/** The status a row moves to; `statusBefore` is the order's status before its after-sales request. */
export function targetOf(row: OrderTransition, statusBefore?: number): number {
  if (row.to !== STATUS_BEFORE) return row.to;
  if (statusBefore === undefined) throw new Error(`${row.event} from ${row.from} needs the status before`);
  return statusBefore;
}

/**
 * What a shopper may do with an order in a status: the actions of the shopper's rows from it, in table order, a
 * review only while not yet reviewed. The server checks the same rows with conditional updates.
 */
export function actionsOf(status: OrderStatus, reviewed = false): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const row of ORDER_TRANSITIONS) {
    if (row.from !== status || !row.action || !row.who.includes('shopper')) continue;
    if (row.guard === 'notYetReviewed' && reviewed) continue;
    if (!actions.includes(row.action)) actions.push(row.action);
  }
  return actions;
}
