import type { Executor } from '../../db/database.ts';

export interface AuditRecord {
  operatorId: number;
  /** What was done, e.g. 'recharge.approve', 'order.ship', 'settings.wallet'. */
  action: string;
  targetType: string;
  targetId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the operators' audit log, in the transaction of the change it describes (so a change and its
 * line commit together). The table refuses updates and deletes (a trigger), so nobody can edit history.
 */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: record.operatorId,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId ?? null,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
    })
    .execute();
}

export async function listAuditLog(db: Executor, filter: { targetType?: string }, limit: number, offset: number) {
  let query = db.selectFrom('audit_log').innerJoin('operators', 'operators.id', 'audit_log.operator_id');
  if (filter.targetType) query = query.where('audit_log.target_type', '=', filter.targetType);
  const [list, total] = await Promise.all([
    query
      .select([
        'audit_log.id',
        'audit_log.operator_id',
        'operators.account as operator_account',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.before',
        'audit_log.after',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}
