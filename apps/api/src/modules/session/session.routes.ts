import { sessionEndBody, sessionListDto, sessionsEndedDto } from '@shop/contract/account-security';
import { envelope } from '@shop/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { SessionActor } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { endOtherSessions, endSession, listSessions } from './session.service.ts';

export interface SessionRoutesOptions {
  db: Db;
  tags: string[];
  /** Whose sessions: the signed-in account of the request (the prefix's guard already ran). */
  subjectOf(request: FastifyRequest): { actor: SessionActor; id: number };
}

function currentSessionId(request: FastifyRequest): number {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session.sessionId;
}

/**
 * Where an account is signed in, and signing out of one or all the others (docs/account-security.md#sessions):
 * GET /sessions, POST /sessions/end, POST /sessions/end_others, under the prefix (and guard) of each kind of
 * account. Only the account's own sessions are listed or ended; any other id is SESSION_NOT_FOUND.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { db, tags, subjectOf }) => {
  app.get(
    '/sessions',
    {
      schema: {
        tags,
        description: 'Where this account is signed in, newest use first; `current` is the calling session.',
        response: { 200: envelope(sessionListDto) },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request);
      return reply.ok(await listSessions(db, subject.actor, subject.id, currentSessionId(request)));
    },
  );

  app.post(
    '/sessions/end',
    {
      schema: {
        failures: ['SESSION_NOT_FOUND'],
        tags,
        description: 'Signs one of this account’s sessions out (the calling one too, when named).',
        body: sessionEndBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request);
      await endSession(db, subject.actor, subject.id, request.body.id);
      return reply.ok(null, 'success.logoutSuccess');
    },
  );

  app.post(
    '/sessions/end_others',
    {
      schema: {
        tags,
        description: 'Signs every other session of this account out; the calling one stays.',
        response: { 200: envelope(sessionsEndedDto) },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request);
      return reply.ok(
        await endOtherSessions(db, subject.actor, subject.id, currentSessionId(request)),
        'success.logoutSuccess',
      );
    },
  );
};
