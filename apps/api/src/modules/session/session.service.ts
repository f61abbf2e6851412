import { deviceOf, type SessionListDto } from '@shop/contract/account-security';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
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
  lastUsedAt: Date;
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
  return row && { sessionId: row.id, actor: row.actor, subjectId: row.subject_id, lastUsedAt: row.last_used_at };
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Keeps a session's last use and address (what "where am I signed in" shows): written at most once a minute, so
 * a busy session costs one write a minute, and only by the guards of signed-in calls, never by catalogue reads.
 */
export async function touchSession(db: Executor, session: LiveSession, ip: string): Promise<void> {
  if (Date.now() - session.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await repo.touchSession(db, session.sessionId, ip);
}

/** Where a subject is signed in, the calling session marked. */
export async function listSessions(
  db: Executor,
  actor: SessionActor,
  subjectId: number,
  currentSessionId: number,
): Promise<SessionListDto> {
  const rows = await repo.listLiveSessions(db, actor, subjectId);
  return {
    list: rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.user_agent),
      ip: row.ip,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      current: row.id === currentSessionId,
    })),
  };
}

/** Ends one of the subject's own sessions (SESSION_NOT_FOUND for any other id, another account's included). */
export async function endSession(db: Executor, actor: SessionActor, subjectId: number, sessionId: number) {
  if (!(await repo.revokeSubjectSession(db, actor, subjectId, sessionId))) throw new AppError('SESSION_NOT_FOUND');
}

/** Ends every session of the subject but the calling one. */
export async function endOtherSessions(db: Executor, actor: SessionActor, subjectId: number, currentSessionId: number) {
  return { ended: await repo.revokeAllSessions(db, actor, subjectId, currentSessionId) };
}

/** The operator's reason, when the token is a shopper's session ended by (or open on) a frozen account. */
export async function frozenShopperReason(db: Db, token: string): Promise<string | undefined> {
  if (!token || token.length > 200) return undefined;
  return (await repo.findFrozenShopperSession(db, sha256(token)))?.frozen_reason;
}

export const closeSession = repo.revokeSession;
export const closeAllSessions = repo.revokeAllSessions;
