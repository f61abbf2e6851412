import type { Db, Executor } from '../../db/database.ts';
import type { SessionActor } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './session.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { countSessionsSince } from './session.repo.ts';

export interface SessionContext {
  ip: string;
  userAgent: string;
}

export interface LiveSession {
  sessionId: number;
  actor: SessionActor;
  subjectId: number;
}

/** Opens a session and returns its token; only the token's hash is stored. */
export async function openSession(
  db: Executor,
  actor: SessionActor,
  subjectId: number,
  days: number,
  context: SessionContext,
): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    actor,
    subjectId,
    expiresAt: new Date(Date.now() + days * 24 * 60 * 60 * 1000),
    ip: context.ip,
    userAgent: context.userAgent.slice(0, 300),
  });
  return token;
}

/** The session a token belongs to, if it is live. */
export async function resolveToken(db: Db, token: string): Promise<LiveSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await repo.findLiveSession(db, sha256(token));
  return row && { sessionId: row.id, actor: row.actor, subjectId: row.subject_id };
}

/** The operator's reason, when the token is a shopper's session ended by (or open on) a frozen account. */
export async function frozenShopperReason(db: Db, token: string): Promise<string | undefined> {
  if (!token || token.length > 200) return undefined;
  return (await repo.findFrozenShopperSession(db, sha256(token)))?.frozen_reason;
}

export const closeSession = repo.revokeSession;
export const closeAllSessions = repo.revokeAllSessions;
