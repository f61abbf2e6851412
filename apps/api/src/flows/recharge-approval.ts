import { formatCents } from '@shop/contract/money';
import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import type { AppDeps } from '../app-deps.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import type { Effect } from '../modules/idempotency/idempotency.service.ts';
import { creditBalance } from '../modules/ledger/ledger.service.ts';
import { notify } from '../modules/notification/notification.service.ts';
import { answerRechargeDecision, passRecharge } from '../modules/wallet/console-wallet.service.ts';
import { RECHARGE_CREDIT } from '../modules/wallet/wallet.service.ts';
import { flow } from './flow.ts';

/**
 * The recharge-approval flow (docs/modules.md#flows), one transaction: pass the recharge with the amount that really
 * arrived (wallet: conditional on status 0, so it is credited at most once), credit the shopper's balance (ledger),
 * audit, tell the shopper, answer (recorded with the decision's key: runOnce's effect).
 */
export async function approveRecharge(
  { db }: Pick<AppDeps, 'db'>,
  operatorId: number,
  id: number,
  amount: number,
  effect?: Effect<ConsoleRechargeDto>,
): Promise<ConsoleRechargeDto> {
  return db.transaction().execute(async (trx) => {
    const step = flow('recharge approval', trx);
    const settled = await step('pass the recharge', () => passRecharge(trx, operatorId, id, amount, effect?.key));
    await step('credit the balance', () =>
      creditBalance(trx, settled.user_id, amount, { ...RECHARGE_CREDIT, refId: id }),
    );
    await step('audit', () =>
      recordAudit(trx, {
        operatorId,
        action: 'recharge.approve',
        targetType: 'recharge',
        targetId: id,
        before: { status: 0, amount: formatCents(settled.amount) },
        after: { status: 1, actual_amount: formatCents(amount) },
      }),
    );
    await step('tell the shopper', () =>
      notify(trx, {
        userId: settled.user_id,
        messageKey: 'notifications.rechargePassed',
        params: { amount: formatCents(amount) },
        refType: 'recharge',
        refId: id,
      }),
    );
    // The decision's answer commits with it (runOnce's Effect).
    return step('answer', () => answerRechargeDecision(trx, id, effect));
  });
}
