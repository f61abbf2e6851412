import type { Executor } from '../../db/database.ts';
import type { DeskActor } from '../../db/schema.ts';
import { newNumericCode, sha256 } from '../../lib/tokens.ts';
import * as repo from './second-factor.repo.ts';

/**
 * Mailed codes that set a desk account's password (docs/account-security.md#recovery): a forgotten password's
 * reset, and a staff member's invitation. Six digits, hashed with the account, usable once; after a reset every
 * other live code of the account stops working.
 */

const hashOf = (actor: DeskActor, subjectId: number, code: string) => sha256(`${actor}:${subjectId}:${code}`);

export async function issueDeskResetCode(
  db: Executor,
  actor: DeskActor,
  subjectId: number,
  minutes: number,
): Promise<string> {
  const code = newNumericCode();
  await repo.insertResetCode(db, { actor, subjectId, codeHash: hashOf(actor, subjectId, code), minutes });
  return code;
}

/** Uses the code (in the caller's transaction, with the password change) and ends the account's other codes. */
export async function useDeskResetCode(
  trx: Executor,
  actor: DeskActor,
  subjectId: number,
  code: string,
): Promise<boolean> {
  if (!(await repo.consumeResetCode(trx, actor, subjectId, hashOf(actor, subjectId, code)))) return false;
  await repo.expireResetCodes(trx, actor, subjectId);
  return true;
}
