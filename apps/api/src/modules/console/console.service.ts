import type { DashboardDto, OperatorDto } from '@shop/contract/console';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { decoyHash, verifySecret } from '../../lib/password-hash.ts';
import { countAddressesSince } from '../address/address.service.ts';
import { countMailSince } from '../mail/mail.service.ts';
import { LIMITS, consume } from '../rate-limit/rate-limit.service.ts';
import { countSessionsSince } from '../session/session.service.ts';
import { openSession, type SessionContext } from '../session/session.service.ts';
import { countPayLocked, countUsers } from '../user/user.service.ts';
import * as repo from './operator.repo.ts';

type OperatorRow = NonNullable<Awaited<ReturnType<typeof repo.findOperatorById>>>;

export function toOperatorDto(row: OperatorRow): OperatorDto {
  return { id: row.id, account: row.account, name: row.name, roles: row.roles };
}

/** Operator login: a separate account table and session actor, so a shopper token never opens the console. */
export async function operatorLogin(
  { db, config }: AppDeps,
  body: { account: string; password: string },
  context: SessionContext,
) {
  await consume(db, LIMITS.operatorLoginPerIp, context.ip);
  const operator = await repo.findOperatorByAccount(db, body.account);
  const valid = await verifySecret(body.password, operator?.password_hash ?? (await decoyHash()));
  if (!operator || !valid) throw new AppError('WRONG_CREDENTIALS');
  if (operator.disabled) throw new AppError('ACCOUNT_DISABLED');
  const token = await openSession(db, 'operator', operator.id, config.sessionDays, context);
  await repo.recordOperatorLogin(db, operator.id);
  return { operator: toOperatorDto(operator), token };
}

export async function getOperator({ db }: AppDeps, id: number): Promise<OperatorDto> {
  const operator = await repo.findOperatorById(db, id);
  if (!operator) throw new AppError('UNAUTHORIZED');
  return toOperatorDto(operator);
}

/** Today's counts since midnight UTC. */
export async function dashboard({ db }: AppDeps, now = new Date()): Promise<DashboardDto> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [newShoppers, shoppersTotal, logins, newAddresses, resetCodes, payLocked] = await Promise.all([
    countUsers(db, midnight),
    countUsers(db),
    countSessionsSince(db, 'shopper', midnight),
    countAddressesSince(db, midnight),
    countMailSince(db, 'password_reset', midnight),
    countPayLocked(db),
  ]);
  return {
    date: midnight.toISOString().slice(0, 10),
    new_shoppers: newShoppers,
    shoppers_total: shoppersTotal,
    logins,
    new_addresses: newAddresses,
    reset_codes_sent: resetCodes,
    pay_locked_now: payLocked,
  };
}
