import type { OperatorAdminDto, OperatorSaveBody } from '@shop/contract/console-operators';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { closeAllSessions } from '../session/session.service.ts';
import * as repo from './operator.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { insertOperator } from './operator.repo.ts';

/** Operators and their roles (docs/domain.md#roles-and-permissions, permission `operators`: admins only). */

type OperatorRow = NonNullable<Awaited<ReturnType<typeof repo.findOperatorById>>>;

function toOperatorAdminDto(row: OperatorRow): OperatorAdminDto {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: row.roles,
    active: !row.disabled,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}

/** What the audit log keeps of an operator: never the password hash. */
const auditView = (row: OperatorRow) => ({
  account: row.account,
  name: row.name,
  roles: row.roles,
  active: !row.disabled,
});

export async function listOperators({ db }: AppDeps, query: { page: number; limit: number }) {
  const { list, total } = await repo.listOperators(db, query.limit, (query.page - 1) * query.limit);
  return { list: list.map(toOperatorAdminDto), total, page: query.page, limit: query.limit };
}

async function createOperator(trx: Executor, body: OperatorSaveBody, passwordHash: string | undefined) {
  if (passwordHash === undefined) throw new AppError('PASSWORD_REQUIRED_FOR_NEW');
  const created = await repo.insertOperator(trx, {
    account: body.account,
    name: body.name,
    roles: body.roles,
    disabled: !body.active,
    password_hash: passwordHash,
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
      return toOperatorAdminDto(after);
    });
  } catch (error) {
    // Two saves giving one account at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('OPERATOR_ACCOUNT_TAKEN');
    throw error;
  }
}
