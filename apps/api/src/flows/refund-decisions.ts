import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { formatCents } from '@shop/contract/money';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';
import { retryOnConflict } from '../lib/retry.ts';
import type { Effect } from '../modules/idempotency/idempotency.service.ts';
import { debitPlatform } from '../modules/ledger/account-ledger.service.ts';
import { creditBalance } from '../modules/ledger/ledger.service.ts';
import { notify } from '../modules/notification/notification.service.ts';
import { lockOrder, moveOrder } from '../modules/order/order.service.ts';
import {
  answerDecision,
  approveRequest,
  auditDecision,
  type Decider,
  getConsoleRefund,
  isFullyRefunded,
  REFUND_CREDIT,
  receiveRequest,
  recordRefundEvent,
  refundedAmount,
  rejectRequest,
  returnAddressLine,
} from '../modules/refund/refund.service.ts';
import { settleOrder } from '../modules/settlement/settlement.service.ts';
import { flow, type Step } from './flow.ts';

/**
 * The credit of a refund, steps of an approval (refund only) or a receipt (refund and return), in the decision's
 * transaction: credit the shopper and debit escrow (once: the refund's conditional status change and the ledger's
 * unique (kind, refund) entry both stand guard); lock the order and move it on — refunded (-3) when
 * isFullyRefunded, else back to its status before; record the refund's event; settle a fully refunded order in this
 * same transaction (what is left in escrow goes to the shop, less its commission); tell the shopper.
 */
async function credit(
  step: Step,
  refund: { id: number; order_id: number; user_id: number; amount: number; status_before: number },
  orderFrom: number,
  decider: Decider,
) {
  const reference = { ...REFUND_CREDIT, refId: refund.id };
  await step('credit the shopper', (trx) => creditBalance(trx, refund.user_id, refund.amount, reference));
  await step('debit escrow', (trx) => debitPlatform(trx, 'escrow', refund.amount, reference));
  const order = await step('lock the order', (trx) => lockOrder(trx, refund.order_id));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const fully = await step('sum what came back', async (trx) =>
    isFullyRefunded(order, await refundedAmount(trx, refund.order_id)),
  );
  await step('move the order', (trx) =>
    moveOrder(trx, {
      event: 'refund',
      id: refund.order_id,
      from: orderFrom,
      mover: { actor: decider.kind, actorId: decider.id },
      guard: fully ? 'fullyRefunded' : 'notFullyRefunded',
      statusBefore: refund.status_before,
    }),
  );
  await step('record the refund', (trx) =>
    recordRefundEvent(trx, {
      refundId: refund.id,
      kind: 'refunded',
      actor: decider.kind,
      actorId: decider.id,
      note: formatCents(refund.amount),
    }),
  );
  // Settled with the move to -3, exactly once (the settlement is unique per order): nothing waits for a scheduler.
  if (fully) await step('settle the order', (trx) => settleOrder(trx, refund.order_id));
  await step('tell the shopper', (trx) =>
    notify(trx, {
      userId: refund.user_id,
      messageKey: 'notifications.refundCredited',
      params: { amount: formatCents(refund.amount), order_no: order.order_no },
      refType: 'order',
      refId: refund.order_id,
    }),
  );
}

/**
 * The refund-decisions flow, approval (docs/modules.md#flows): approve the request (refund only → credited now, see
 * credit; refund and return → the order waits for the goods, -2, and the shopper is told where to send them), audit
 * an operator's decision, answer (the key kept with the refund and the answer recorded: runOnce's effect).
 */
export async function approveRefund(
  { db }: Pick<AppDeps, 'db'>,
  decider: Decider,
  id: number,
  effect?: Effect<ConsoleRefundDto>,
): Promise<ConsoleRefundDto> {
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const step = flow('refund approve', trx);
      const { row, moved, to, address } = await step('approve the refund', () => approveRequest(trx, decider, id));
      if (moved.type === 'refund_only') {
        await credit(step, moved, ORDER_STATUS.afterSale, decider);
      } else {
        await step('move the order to returning', () =>
          moveOrder(trx, {
            event: 'approveReturn',
            id: moved.order_id,
            from: ORDER_STATUS.afterSale,
            mover: { actor: decider.kind, actorId: decider.id },
          }),
        );
        // The notice says where to send the goods.
        if (!address) throw new AppError('RETURN_ADDRESS_REQUIRED');
        await step('tell the shopper where to return', () =>
          notify(trx, {
            userId: moved.user_id,
            messageKey: 'notifications.refundApprovedReturnTo',
            params: { order_no: row.order_no, address: returnAddressLine(address) },
            refType: 'order',
            refId: moved.order_id,
          }),
        );
      }
      await step('audit', () =>
        auditDecision(trx, decider, {
          action: 'refund.approve',
          targetId: id,
          before: { status: REFUND_STATUS.pending },
          after: { status: to },
        }),
      );
      return step('answer', () => answerDecision(trx, id, effect));
    }),
  );
}

/** The refund-decisions flow, receipt: the returned goods arrived (2 → 3), the refund is credited, audited, answered. */
export async function receiveReturn(
  { db }: Pick<AppDeps, 'db'>,
  decider: Decider,
  id: number,
  effect?: Effect<ConsoleRefundDto>,
): Promise<ConsoleRefundDto> {
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const step = flow('refund receive', trx);
      const moved = await step('receive the goods', () => receiveRequest(trx, decider, id));
      await credit(step, moved, ORDER_STATUS.drawbacking, decider);
      await step('audit', () =>
        auditDecision(trx, decider, {
          action: 'refund.receive',
          targetId: id,
          before: { status: REFUND_STATUS.returned },
          after: { status: REFUND_STATUS.refunded },
        }),
      );
      return step('answer', () => answerDecision(trx, id, effect));
    }),
  );
}

/**
 * The refund-decisions flow, rejection (a pending request, or returned goods that do not match): reject the refund,
 * move the order back to where it was, record the event, tell the shopper, audit an operator's decision.
 */
export async function rejectRefund(
  { db }: Pick<AppDeps, 'db'>,
  decider: Decider,
  id: number,
  reason: string,
): Promise<ConsoleRefundDto> {
  await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const step = flow('refund reject', trx);
      const { row, moved } = await step('reject the refund', () => rejectRequest(trx, decider, id, reason));
      const from = row.status === REFUND_STATUS.pending ? ORDER_STATUS.afterSale : ORDER_STATUS.drawbacking;
      await step('move the order back', () =>
        moveOrder(trx, {
          event: 'rejectRefund',
          id: moved.order_id,
          from,
          mover: { actor: decider.kind, actorId: decider.id },
          statusBefore: moved.status_before,
        }),
      );
      await step('record the rejection', () =>
        recordRefundEvent(trx, {
          refundId: id,
          kind: 'rejected',
          actor: decider.kind,
          actorId: decider.id,
          note: reason,
        }),
      );
      await step('tell the shopper', () =>
        notify(trx, {
          userId: moved.user_id,
          messageKey: 'notifications.refundRejected',
          params: { order_no: row.order_no, reason },
          refType: 'order',
          refId: moved.order_id,
        }),
      );
      await step('audit', () =>
        auditDecision(trx, decider, {
          action: 'refund.reject',
          targetId: id,
          before: { status: row.status },
          after: { status: REFUND_STATUS.rejected, reason },
        }),
      );
    }),
  );
  return getConsoleRefund({ db }, id);
}
