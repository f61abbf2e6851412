import { ERROR_KEYS, type ErrorKey } from '@shop/contract/errors';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * The failure answers' schemas, and the serializer every answer is written through: each answer goes out through
 * its route's response schema for its status, so no field the schema does not declare can leave the server
 * (docs/decisions/response-serialisation.md).
 */

/** Extra machine-readable detail some keys carry beside `error` (AppError's third argument). */
const failureDetail = {
  fields: z.record(z.string(), z.string()).optional(),
  attempts_left: z.number().int().optional(),
  sku_id: z.number().int().optional(),
  stock: z.number().int().optional(),
  status: z.number().int().optional(),
  reason: z.string().optional(),
};

/** Where a failure's detail fields are explained once (the document's description, plugins/api-document.ts). */
const DETAIL_DESCRIPTION = 'The key; some keys add a detail (see the API description).';

/** What the detail fields mean, told once in the document's description. */
export const FAILURE_DETAILS =
  '`fields` (VALIDATION, UNKNOWN_FIELD: the message key of each failing field, by dotted path), `attempts_left` ' +
  '(PAY_PASSWORD_WRONG: wrong codes left before the lockout), `sku_id` and `stock` (OUT_OF_STOCK: the SKU that is ' +
  'short, what is left of it; PRODUCT_OFF_SALE: the SKU no longer sold), `status` and `reason` (SELLER_PENDING, ' +
  "SELLER_REFUSED: the application's status, why it was refused), `reason` (ACCOUNT_FROZEN: why the account was " +
  'frozen).';

/** The answer of a failure: `code` 0 for a business failure (HTTP 200), else the HTTP status. */
export function failureEnvelope(code: number, keys: readonly ErrorKey[]) {
  return z.object({
    code: z.literal(code),
    msg: z.string(),
    data: z
      .object({ error: z.enum(keys as [ErrorKey, ...ErrorKey[]]), ...failureDetail })
      .meta({ description: DETAIL_DESCRIPTION }),
  });
}

/**
 * What every failure answer looks like to the serializer (any key, any code): the routes' response maps carry it for
 * the transport statuses (plugins/api-document.ts), and a business failure on 200 is written with it too.
 */
export const ANY_FAILURE = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ error: z.enum(ERROR_KEYS), ...failureDetail }),
});

type Serialize = (data: unknown) => string;

/** One compiled serializer per schema object: a DTO shared by many routes is compiled once. */
const compiled = new WeakMap<$ZodType, Serialize>();

/**
 * fast-json-stringify (Fastify's own serializer) compiled from the zod schema's output JSON Schema: it writes the
 * declared properties only, in declared order, and throws on a missing required one.
 */
function serializerOf(schema: $ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** A failure envelope (`data.error` a key), as opposed to a success (`code` 1) or a route's own answer. */
function isFailure(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  const answer = data as { code?: unknown; data?: { error?: unknown } | null };
  return answer.code !== 1 && typeof answer.data?.error === 'string';
}

/**
 * The serializer compiler of every route: a failure envelope through the failure schema, anything else through the
 * route's schema for the status. Compiled on first use, so a process (or a test file) pays only for the routes it
 * answers.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof $ZodType)) return (data: unknown) => JSON.stringify(data);
  let declared: Serialize | undefined;
  return (data: unknown) => (isFailure(data) ? serializerOf(ANY_FAILURE) : (declared ??= serializerOf(schema)))(data);
};
