import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ErrorKey } from '@shop/contract/errors';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { ANY_FAILURE, FAILURE_DETAILS, failureEnvelope } from '../lib/answers.ts';
import { statusOf } from '../lib/app-error.ts';
import { type SessionNeed, sessionNeedOf } from './auth.ts';

/**
 * The OpenAPI document at /api/docs/json (browsable at /api/docs) tells every answer of every operation, generated
 * from what each route declares beside its schema. How to declare, what is added for you and how the tests hold
 * the server to it: docs/api-document.md.
 */

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The business keys this operation can answer (`AppError('KEY')` anywhere its handler reaches), beyond those the
     * document adds by itself (docs/api-document.md#what-is-added-for-you). A key whose HTTP status is not 200
     * (RATE_LIMITED, PICTURE_STORE_FAILED, …) is documented under that status.
     */
    failures?: readonly ErrorKey[];
    /** The answer carries a strong ETag and is answered 304 to a matching If-None-Match (the catalogue cache). */
    etag?: boolean;
  }
}

/** Statuses every API route may answer with a failure envelope, whatever it declares. */
const TRANSPORT_STATUSES = [401, 403, 413, 429, 503] as const;

const SESSION_SCHEMES: Record<Exclude<SessionNeed, 'optional-shopper'>, string> = {
  shopper: "A shopper's session token (user/login, user/register), sent in the `token` header.",
  operator: "An operator's session token (console/login), sent in the `token` header.",
  seller: "An approved seller's session token (seller/login), sent in the `token` header.",
};

const DESCRIPTIONS = {
  failure:
    'A business failure: HTTP 200 with `code` 0, a translated `msg` and `data.error`, one of the keys this operation can answer.',
  401: 'No live session of the kind this operation needs: none sent, expired, ended, or a session of another kind (ACCOUNT_FROZEN with `reason`: a shopper whose account an operator froze).',
  403: "A session of another kind (a shopper's or a seller's token on the console), or an operator whose roles do not allow this call.",
  413: 'The body or upload is larger than allowed.',
  429: 'Too many attempts: try again later (`msg` says when).',
  503: 'The database (or the picture store) did not answer in time: try again after `Retry-After` seconds (a money-moving call with the same Idempotency-Key).',
  304: 'Not modified: the ETag sent in If-None-Match is still the answer.',
} as const;

/** Keys a route answers without declaring them, from what the route is (docs/api-document.md#what-is-added-for-you). */
function impliedKeys(schema: FastifySchema, method: string, need: SessionNeed | undefined): ErrorKey[] {
  const keys: ErrorKey[] = [];
  const takesInput = schema.body !== undefined || schema.querystring !== undefined || schema.params !== undefined;
  // Any POST may carry a body that is malformed, of the wrong type, nested too deep or too large.
  if (takesInput || method === 'POST') keys.push('VALIDATION');
  if (takesInput && refusesUnknownFields(schema)) keys.push('UNKNOWN_FIELD');
  if (method === 'POST') keys.push('PAYLOAD_TOO_LARGE');
  if (need === 'shopper' || need === 'operator' || need === 'seller') keys.push('UNAUTHORIZED');
  if (need === 'operator' || need === 'seller') keys.push('FORBIDDEN');
  keys.push('DATABASE_UNAVAILABLE');
  return keys;
}

/** Whether an input schema is (or holds) a strict object, whose unknown keys answer UNKNOWN_FIELD. */
function refusesUnknownFields(schema: FastifySchema): boolean {
  for (const part of [schema.body, schema.querystring, schema.params]) {
    if (!(part instanceof $ZodType)) continue;
    const json = JSON.stringify(z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }));
    if (json.includes('"additionalProperties":false')) return true;
  }
  return false;
}

/** `GET /api/refund/info` → `getRefundInfo`: stable names for generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).replace(/_/g, '')).join('')
  );
}

/**
 * At registration: every /api route's response map gets the failure envelope for the transport statuses it does not
 * declare itself, so the serializer writes those answers through a schema as well.
 */
export function addTransportAnswers(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || !route.schema || route.schema.hide) return;
  const response: Record<string, unknown> = { ...(route.schema.response as Record<string, unknown> | undefined) };
  for (const status of TRANSPORT_STATUSES) {
    if (response[status] === undefined) response[status] = ANY_FAILURE;
  }
  route.schema = { ...route.schema, response };
}

type Json = Record<string, unknown>;

/** The route's answers as the document tells them: declared success, business failures, then transport failures. */
function documentedAnswers(schema: FastifySchema, route: RouteOptions, need: SessionNeed | undefined) {
  const method = String(route.method).toUpperCase();
  // The transport failures added at registration (addTransportAnswers) are replaced by the precise ones below.
  const declared = Object.fromEntries(
    Object.entries(schema.response ?? {}).filter(([, answer]) => answer !== ANY_FAILURE),
  );
  const keys = [...new Set([...impliedKeys(schema, method, need), ...(schema.failures ?? [])])];
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of keys) byStatus.set(statusOf(key), [...(byStatus.get(statusOf(key)) ?? []), key]);
  // A session that a freeze ended answers 401 ACCOUNT_FROZEN with the operator's reason, on every shopper route.
  if (need === 'shopper') byStatus.set(401, [...(byStatus.get(401) ?? []), 'ACCOUNT_FROZEN']);

  const response: Record<string, unknown> = { ...declared };
  const business = byStatus.get(200);
  const success = declared[200];
  if (business && success instanceof $ZodType) {
    response[200] = z
      .discriminatedUnion('code', [success as z.ZodObject<{ code: z.ZodLiteral<1> }>, failureEnvelope(0, business)])
      .meta({
        description: `Success (\`code\` 1), or ${DESCRIPTIONS.failure.charAt(0).toLowerCase()}${DESCRIPTIONS.failure.slice(1)}`,
      });
  } else if (business && isContentMap(success)) {
    // A file answer (a CSV export) still fails like every call: a JSON envelope beside the file's media type.
    response[200] = {
      ...success,
      description: `${success.description ?? 'The file'}; or ${DESCRIPTIONS.failure.charAt(0).toLowerCase()}${DESCRIPTIONS.failure.slice(1)}`,
      content: { ...success.content, 'application/json': { schema: failureEnvelope(0, business) } },
    };
  }
  for (const [status, statusKeys] of byStatus) {
    if (status === 200 || declared[status] !== undefined) continue;
    response[status] = transportFailure(status, statusKeys);
  }
  return response;
}

function isContentMap(answer: unknown): answer is { description?: string; content: Record<string, unknown> } {
  return typeof answer === 'object' && answer !== null && 'content' in answer && !(answer instanceof $ZodType);
}

const transportFailures = new Map<string, z.ZodType>();

/**
 * The failure answer of a transport status, one named component per status and set of keys (`Unauthorized`,
 * `DatabaseUnavailableOrPictureStoreFailed`, …): the same few answers of every operation are written once in the
 * document.
 */
function transportFailure(status: number, keys: ErrorKey[]): z.ZodType {
  const sorted = [...keys].sort();
  const id = sorted
    .map((key) => key.toLowerCase().replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase()))
    .join('Or');
  let schema = transportFailures.get(id);
  if (!schema) {
    const description = DESCRIPTIONS[status as keyof typeof DESCRIPTIONS] ?? `\`data.error\` ${sorted.join(', ')}.`;
    schema = failureEnvelope(status, sorted).meta({ id, description });
    transportFailures.set(id, schema);
  }
  return schema;
}

/** The multipart body of an upload route, for a generated client (the route itself reads the stream). */
const uploadBody = z.object({ file: z.string().meta({ format: 'binary', description: 'The picture or CSV file.' }) });

const documentRoute: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide || !url.startsWith('/api/')) return jsonSchemaTransform(input);
  const need = sessionNeedOf(route);
  const { failures: _failures, etag, ...rest } = schema;
  const multipart = rest.consumes?.includes('multipart/form-data') && rest.body === undefined;
  const converted = jsonSchemaTransform({
    ...input,
    schema: {
      ...rest,
      ...(multipart ? { body: uploadBody } : {}),
      response: documentedAnswers(schema, route, need),
    },
  });
  const out = converted.schema as FastifySchema & { response: Record<string, Json> };
  out.operationId = operationIdOf(String(route.method), url);
  if (need === 'optional-shopper') out.security = [{}, { shopper: [] }];
  else if (need) out.security = [{ [need]: [] }];
  else out.security = [];
  if (etag) {
    const ok = out.response[200];
    if (ok) ok.headers = { etag: { type: 'string', description: 'A strong validator of these exact bytes.' } };
    out.response[304] = { type: 'null', description: DESCRIPTIONS[304] };
  }
  // A named (referenced) answer keeps its description on the response, where a reader looks for it.
  for (const [status, answer] of Object.entries(out.response)) {
    const description = DESCRIPTIONS[Number(status) as keyof typeof DESCRIPTIONS];
    if (answer && '$ref' in answer && description) answer.description = description;
  }
  const unavailable = out.response[503];
  if (unavailable && !unavailable.headers)
    unavailable.headers = { 'retry-after': { type: 'string', description: 'Seconds to wait before trying again.' } };
  return { schema: out, url: converted.url };
};

/**
 * Spellings every OpenAPI 3.0 reader takes alike: an integer's exclusive bound (zod's `.positive()`: `minimum: 0,
 * exclusiveMinimum: true`) written as the inclusive one (`minimum: 1`, what the contract means), null among a
 * nullable enum's values, and `nullable` moved onto the typed branches of a union.
 */
function normalizeSchemas(node: unknown): void {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) stack.push(...current);
    else if (current && typeof current === 'object') {
      const schema = current as Json;
      if (schema.type === 'integer' && schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
        schema.minimum += 1;
        delete schema.exclusiveMinimum;
      }
      if (schema.type === 'integer' && schema.exclusiveMaximum === true && typeof schema.maximum === 'number') {
        schema.maximum -= 1;
        delete schema.exclusiveMaximum;
      }
      // OpenAPI 3.0's `nullable` needs a `type` beside it: a nullable union (money as "12.50" or 12.5, or null) says
      // it on each branch.
      // A nullable enum lists null among its values (OpenAPI 3.0.3), or a validator refuses the null it allows.
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
      const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
      if (schema.nullable === true && schema.type === undefined && branches) {
        for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
        delete schema.nullable;
      }
      stack.push(...Object.values(schema));
    }
  }
}

/**
 * A comma-separated id list (`idList` in the contract) marks its schema with `style: form, explode: false`; those
 * belong to the parameter, not its schema.
 */
function liftParameterStyles(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, { parameters?: Json[] }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter.schema as Json | undefined;
        if (!schema || !('style' in schema)) continue;
        parameter.style = schema.style;
        parameter.explode = schema.explode;
        delete schema.style;
        delete schema.explode;
      }
    }
  }
  return document;
}

export default fp(
  async (app) => {
    app.addHook('onRoute', addTransportAnswers);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Shop API',
          version: '1.0.0',
          description:
            'Every response is { code, msg, data }: `code` 1 is success; a business failure is HTTP 200 with `code` 0 and ' +
            '`data.error` a stable key (each operation lists the keys it can answer); 401, 403, 413, 429 and 503 carry ' +
            'the same envelope with `code` the HTTP status. Send the session token in the `token` header (the security ' +
            'schemes say whose) and the language (en, zh-CN, ri, han, tai) in the `lang` header. Money-moving calls ' +
            'take an `Idempotency-Key` header. Beside `data.error`, some failures carry a detail: ' +
            FAILURE_DETAILS,
        },
        components: {
          securitySchemes: Object.fromEntries(
            Object.entries(SESSION_SCHEMES).map(([name, description]) => [
              name,
              { type: 'apiKey' as const, in: 'header', name: 'token', description },
            ]),
          ),
        },
      },
      transform: documentRoute,
      transformObject: (documentObject) => {
        // The named schemas (the transport failures) become components, as fastify-type-provider-zod does it.
        const document = jsonSchemaTransformObject(documentObject) as Json;
        // Only their output side is referenced; the input twins fastify-type-provider-zod also writes are dropped.
        const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
        for (const id of transportFailures.keys()) delete schemas[`${id}Input`];
        normalizeSchemas(document.paths);
        return liftParameterStyles(document);
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-document', dependencies: ['auth'] },
);
