import type { ErrorKey, FailureData } from '@shop/contract/errors';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-faults.ts';
import { AppError, statusOf } from '../lib/app-error.ts';
import { hasMessage } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{ code: 1, msg, data }` with `msg` translated from a `success.*` key. */
    ok<T>(data: T, messageKey?: string): FastifyReply;
  }
}

/** One schema issue as fastify-type-provider-zod reports it (zod's issue code in `keyword`). */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params?: { keys?: string[] };
}

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * Turns schema issues into a key per field and one translated message: unknown fields first (mass-assignment
 * attempts are named plainly), else the first field's rule.
 */
function describeValidation(issues: ValidationIssue[], t: Translate) {
  const fields: Record<string, string> = {};
  const unknown = issues.flatMap((issue) => (issue.keyword === 'unrecognized_keys' ? (issue.params?.keys ?? []) : []));
  for (const key of unknown) fields[key] = 'unknownField';
  if (unknown.length)
    return { key: 'UNKNOWN_FIELD' as const, msg: t('validation.unknownField', { field: unknown.join(', ') }), fields };
  let msg: string | undefined;
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const messageKey = hasMessage(`validation.${issue.message}`) ? issue.message : 'invalidField';
    fields[path] ??= messageKey;
    // A failure of the whole body (missing, not an object) has no field to name: say it plainly.
    msg ??=
      path === '' && messageKey === 'invalidField'
        ? t('errors.VALIDATION')
        : t(`validation.${messageKey}`, { field: path });
  }
  return { key: 'VALIDATION' as const, msg: msg ?? t('errors.VALIDATION'), fields };
}

/**
 * Every response is an envelope (docs/architecture.md#errors-and-messages). One handler maps every error: AppError by its key, schema failures
 * to VALIDATION / UNKNOWN_FIELD with per-field keys, and anything unexpected to a 500 that reveals nothing.
 */
export default fp(
  async (app) => {
    app.decorateReply('ok', function (this: FastifyReply, data: unknown, messageKey = 'success.ok') {
      return this.send({ code: 1, msg: this.request.t(messageKey), data: data ?? null });
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.sendAppShell?.(request, reply)) return;
      reply.code(404).send({ code: 404, msg: request.t('errors.NOT_FOUND'), data: { error: 'NOT_FOUND' } });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const fail = (
        key: ErrorKey,
        msg: string,
        extra: Partial<FailureData> & Record<string, unknown> = {},
        status = statusOf(key),
      ) => {
        reply.code(status).send({ code: status === 200 ? 0 : status, msg, data: { error: key, ...extra } });
      };

      if (error instanceof AppError) {
        return fail(error.key, request.t(`errors.${error.key}`, error.params), error.detail ?? {}, error.status);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as unknown as ValidationIssue[];
        const { key, msg, fields } = describeValidation(issues, request.t.bind(request));
        return fail(key, msg, { fields });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return fail('PAYLOAD_TOO_LARGE', request.t('errors.PAYLOAD_TOO_LARGE'));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
        return fail('VALIDATION', request.t('errors.VALIDATION'));
      }
      if (isDatabaseUnavailable(error)) {
        // The database is away for a moment (restart, stop, failover): say so, and when to try again.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return fail('DATABASE_UNAVAILABLE', request.t('errors.DATABASE_UNAVAILABLE'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return fail('INTERNAL', request.t('errors.INTERNAL'));
    });
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
