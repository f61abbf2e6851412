import type { SecondStepBody } from '@shop/contract/account-security';
import type { DashboardDto, OperatorDto } from '@shop/contract/console';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { decoyHash, verifySecret } from '../../lib/password-hash.ts';
import {
  answerSecondStep,
  type DeskAccount,
  isTwoFactorOn,
  startSecondStep,
} from '../account-security/two-factor.service.ts';
import { countAddressesSince } from '../address/address.service.ts';
import { countMailSince } from '../mail/mail.service.ts';
import { LIMITS, consume } from '../rate-limit/rate-limit.service.ts';
import { countSessionsSince } from '../session/session.service.ts';
import { openSession, type SessionContext } from '../session/session.service.ts';
import { countPayLocked, countUsers } from '../user/user.service.ts';
import * as repo from './operator.repo.ts';

type OperatorRow = NonNullable<Awaited<ReturnType<typeof repo.findOperatorWithFactor>>>;

export function toOperatorDto(row: OperatorRow): OperatorDto {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: row.roles,
    email: row.email,
    two_factor_enabled: row.two_factor_on,
    two_factor_setup_required: row.two_factor_required && !row.two_factor_on,
  };
}

/** An operator as its authenticator app and its password checks know it. */
export function operatorAccount(row: { id: number; account: string; password_hash: string }): DeskAccount {
  return { actor: 'operator', id: row.id, label: row.account, issuer: 'Shop console', passwordHash: row.password_hash };
}

async function openOperatorSession({ db, config }: AppDeps, operatorIdToOpen: number, context: SessionContext) {
  const operator = await repo.findOperatorWithFactor(db, operatorIdToOpen);
  if (!operator) throw new AppError('WRONG_CREDENTIALS');
  if (operator.disabled) throw new AppError('ACCOUNT_DISABLED');
  const token = await openSession(db, 'operator', operator.id, config.sessionDays, context);
  await repo.recordOperatorLogin(db, operator.id);
  return { operator: toOperatorDto(operator), token };
}

/** Operator login: a separate account table and session actor, so a shopper token never opens the console. */
export async function operatorLogin(
  deps: AppDeps,
  body: { account: string; password: string },
  context: SessionContext,
) {
  const { db } = deps;
  await consume(db, LIMITS.operatorLoginPerIp, context.ip);
  const operator = await repo.findOperatorByAccount(db, body.account);
  const valid = await verifySecret(body.password, operator?.password_hash ?? (await decoyHash()));
  if (!operator || !valid) throw new AppError('WRONG_CREDENTIALS');
  if (operator.disabled) throw new AppError('ACCOUNT_DISABLED');
  // Two-factor sign-in on: no session until the second step's code (POST /login/second_step).
  if (await isTwoFactorOn(db, 'operator', operator.id)) return startSecondStep(db, 'operator', operator.id);
  return openOperatorSession(deps, operator.id, context);
}

/** The sign-in's second step: the challenge and a code (the app's or a recovery code) open the session. */
export async function operatorSecondStep(deps: AppDeps, body: SecondStepBody, context: SessionContext) {
  const { actor, subjectId } = await answerSecondStep(deps.db, body);
  if (actor !== 'operator') throw new AppError('SECOND_STEP_EXPIRED');
  return openOperatorSession(deps, subjectId, context);
}

export async function getOperator({ db }: AppDeps, id: number): Promise<OperatorDto> {
  const operator = await repo.findOperatorWithFactor(db, id);
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
