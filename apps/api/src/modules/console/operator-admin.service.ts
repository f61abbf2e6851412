import { OPERATOR_ROLES, type OperatorRole, type TwoFactorPolicyDto } from '@shop/contract/console';
import type { OperatorAdminDto, OperatorSaveBody } from '@shop/contract/console-operators';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { clearTwoFactor, isTwoFactorOn, twoFactorOnAmong } from '../account-security/two-factor.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSetting, putSetting } from '../settings/settings.service.ts';
import { closeAllSessions } from '../session/session.service.ts';
import * as repo from './operator.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { insertOperator } from './operator.repo.ts';

/** Operators and their roles (docs/domain.md#roles-and-permissions, permission `operators`: admins only). */

type OperatorRow = NonNullable<Awaited<ReturnType<typeof repo.findOperatorById>>>;

function toOperatorAdminDto(row: OperatorRow, twoFactorOn: boolean): OperatorAdminDto {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: row.roles,
    active: !row.disabled,
    email: row.email,
    two_factor_enabled: twoFactorOn,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}

/** What the audit log keeps of an operator: never the password hash. */
const auditView = (row: OperatorRow) => ({
  account: row.account,
  name: row.name,
  email: row.email,
  roles: row.roles,
  active: !row.disabled,
});

export async function listOperators({ db }: AppDeps, query: { page: number; limit: number }) {
  const { list, total } = await repo.listOperators(db, query.limit, (query.page - 1) * query.limit);
  const withTwoFactor = await twoFactorOnAmong(
    db,
    'operator',
    list.map((row) => row.id),
  );
  return {
    list: list.map((row) => toOperatorAdminDto(row, withTwoFactor.has(row.id))),
    total,
    page: query.page,
    limit: query.limit,
  };
}

async function createOperator(trx: Executor, body: OperatorSaveBody, passwordHash: string | undefined) {
  if (passwordHash === undefined) throw new AppError('PASSWORD_REQUIRED_FOR_NEW');
  const created = await repo.insertOperator(trx, {
    account: body.account,
    name: body.name,
    roles: body.roles,
    disabled: !body.active,
    password_hash: passwordHash,
    email: body.email ?? '',
  });
  if (!created) throw new AppError('OPERATOR_ACCOUNT_TAKEN');
  return created;
}

/**
 * Creates an operator, or updates one when `id` is given. A new password or a deactivation ends that operator's
 * sessions at once. Never leaves the platform without an active admin (LAST_ADMIN), an admin demoting or
 * deactivating itself included: the active admins' rows are held first, so two saves that would each remove one
 * admin run in turn and the second sees the first. Every save is in the audit log, without the password hash.
 */
export async function saveOperator(
  { db }: AppDeps,
  actingOperatorId: number,
  body: OperatorSaveBody,
): Promise<OperatorAdminDto> {
  if (body.id === undefined && !body.password) throw new AppError('PASSWORD_REQUIRED_FOR_NEW');
  // scrypt is slow on purpose: hash before the transaction holds any row.
  const passwordHash = body.password ? await hashSecret(body.password) : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      await repo.lockActiveAdmins(trx);
      let before: OperatorRow | undefined;
      let after: OperatorRow | undefined;
      let sessionsEnded = 0;
      if (body.id === undefined) {
        after = await createOperator(trx, body, passwordHash);
      } else {
        before = await repo.findOperatorById(trx, body.id);
        if (!before) throw new AppError('OPERATOR_NOT_FOUND');
        after = await repo.updateOperator(trx, body.id, {
          account: body.account,
          name: body.name,
          roles: body.roles,
          disabled: !body.active,
          ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
          ...(body.email === undefined ? {} : { email: body.email }),
        });
        if (!after) throw new AppError('OPERATOR_NOT_FOUND');
        if (passwordHash !== undefined || !body.active)
          sessionsEnded = await closeAllSessions(trx, 'operator', body.id);
      }
      if ((await repo.countActiveAdmins(trx)) === 0) throw new AppError('LAST_ADMIN');
      await recordAudit(trx, {
        operatorId: actingOperatorId,
        action: before ? 'operator.update' : 'operator.create',
        targetType: 'operator',
        targetId: after.id,
        before: before ? auditView(before) : undefined,
        after: { ...auditView(after), password_set: passwordHash !== undefined, sessions_ended: sessionsEnded },
      });
      return toOperatorAdminDto(after, await isTwoFactorOn(trx, 'operator', after.id));
    });
  } catch (error) {
    // Two saves giving one account (or one e-mail) at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error, 'operators_email_key')) throw new AppError('OPERATOR_EMAIL_TAKEN');
    if (isUniqueViolation(error)) throw new AppError('OPERATOR_ACCOUNT_TAKEN');
    throw error;
  }
}

/**
 * An admin turns an operator's two-factor sign-in off (a lost phone and lost recovery codes): its sessions end, it
 * signs in with its password and, if its role requires it, sets a new second step up. In the audit log.
 */
export async function resetOperatorTwoFactor({ db }: AppDeps, actingOperatorId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const operator = await repo.findOperatorById(trx, id);
    if (!operator) throw new AppError('OPERATOR_NOT_FOUND');
    const wasOn = await isTwoFactorOn(trx, 'operator', id);
    await clearTwoFactor(trx, 'operator', id);
    const sessionsEnded = await closeAllSessions(trx, 'operator', id);
    await recordAudit(trx, {
      operatorId: actingOperatorId,
      action: 'operator.reset_two_factor',
      targetType: 'operator',
      targetId: id,
      before: { two_factor: wasOn },
      after: { two_factor: false, sessions_ended: sessionsEnded },
    });
  });
}

export async function twoFactorPolicy({ db }: Pick<AppDeps, 'db'>): Promise<TwoFactorPolicyDto> {
  const roles = await getSetting<OperatorRole[]>(db, repo.TWO_FACTOR_POLICY_KEY);
  return { roles: OPERATOR_ROLES.filter((role) => roles?.includes(role)) };
}

/** Which roles must use two-factor sign-in; their holders without it are sent to set it up on their next call. */
export async function saveTwoFactorPolicy(
  { db }: AppDeps,
  actingOperatorId: number,
  body: TwoFactorPolicyDto,
): Promise<TwoFactorPolicyDto> {
  return db.transaction().execute(async (trx) => {
    const before = await twoFactorPolicy({ db: trx });
    await putSetting(trx, repo.TWO_FACTOR_POLICY_KEY, body.roles);
    await recordAudit(trx, {
      operatorId: actingOperatorId,
      action: 'security_policy.update',
      targetType: 'setting',
      targetId: null,
      before,
      after: body,
    });
    return { roles: body.roles };
  });
}
