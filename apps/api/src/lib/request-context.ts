import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../modules/session/session.service.ts';

/** Where a request comes from, recorded on the sessions it opens. */
export function sessionContextOf(request: FastifyRequest): SessionContext {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}
