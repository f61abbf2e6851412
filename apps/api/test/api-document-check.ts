import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OpenAPIBackend } from 'openapi-backend';
import { expect } from 'vitest';

/**
 * Every answer an API test receives is checked against the OpenAPI document the app serves
 * (docs/api-document.md#how-the-tests-hold-the-server-to-it): its status must be one its operation documents, its
 * content type one that status documents, a business key one the route declares, and the body must validate
 * (openapi-backend, on Ajv). Violations are collected, each naming the route, the status, the key and the test that
 * met it; the test app's close() throws them, so the file fails.
 */

interface OpenApiResponse {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface OpenApiOperation {
  operationId: string;
  responses: Record<string, OpenApiResponse>;
}
interface JsonSchema {
  $ref?: string;
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The keys a documented failure answer allows for this `code` (0 on 200, else the status). */
function declaredKeys(document: OpenApiDocument, schema: JsonSchema | undefined, code: unknown): string[] | undefined {
  const resolve = (node: JsonSchema | undefined) =>
    node?.$ref ? document.components?.schemas?.[node.$ref.replace('#/components/schemas/', '')] : node;
  const resolved = resolve(schema);
  const branches = (resolved?.oneOf ?? (resolved ? [resolved] : [])).map(resolve);
  for (const branch of branches) {
    const codes = branch?.properties?.code?.enum;
    const keys = branch?.properties?.data?.properties?.error?.enum;
    if (keys && (!codes || codes.includes(code))) return keys as string[];
  }
  return undefined;
}

/** The times the API writes (Date's toISOString, or with an offset). */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function bodyText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

export interface DocumentCheck {
  /** Adds the check to the app; call through BuildOptions.instrument, before any route exists. */
  instrument: (app: FastifyInstance) => void;
  /** What went wrong so far, one line each. */
  violations: () => string[];
  /** How many answers were checked against a documented operation. */
  checked: () => number;
}

export function documentCheck(): DocumentCheck {
  const found = new Map<string, number>();
  let checked = 0;
  let ready: Promise<{ document: OpenApiDocument; api: OpenAPIBackend }> | undefined;

  const load = (app: FastifyInstance) => {
    ready ??= (async () => {
      const document = app.swagger() as unknown as OpenApiDocument;
      // quick: no validation of the document itself (its own test does that once), validators compiled on demand.
      // One Ajv instance for every operation (openapi-backend makes a new one per operation by default: the larger
      // part of a compile's cost); the schemas have no $id to collide.
      let shared: Parameters<NonNullable<ConstructorParameters<typeof OpenAPIBackend>[0]['customizeAjv']>>[0];
      const api = new OpenAPIBackend({
        definition: structuredClone(document) as never,
        quick: true,
        customizeAjv: (ajv) => (shared ??= ajv.addFormat('date-time', ISO_TIME)),
      });
      await api.init();
      return { document, api };
    })();
    return ready;
  };

  const report = (line: string) => {
    const test = expect.getState().currentTestName ?? 'a hook outside any test';
    const entry = `${line}  [in: ${test}]`;
    found.set(entry, (found.get(entry) ?? 0) + 1);
  };

  async function check(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || request.method === 'HEAD') return;
    const { document, api } = await load(app);
    const operation = document.paths[url]?.[request.method.toLowerCase()];
    if (!operation) return; // not in the document: hidden on purpose (pages, files, metrics)
    checked += 1;
    const status = reply.statusCode;
    const where = `${request.method} ${url} → ${status}`;
    const documented = operation.responses[String(status)];
    if (!documented) {
      return report(`${where}: not a documented answer (documented: ${Object.keys(operation.responses).join(', ')})`);
    }
    const text = bodyText(payload);
    if (!documented.content) {
      if (text) report(`${where}: a body where the document says there is none`);
      return;
    }
    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const media = documented.content[contentType];
    if (!media) {
      return report(`${where}: content type "${contentType}" not documented (${Object.keys(documented.content)})`);
    }
    if (contentType !== 'application/json' || text === undefined) return;
    let body: { code?: unknown; data?: { error?: unknown } | null };
    try {
      body = JSON.parse(text);
    } catch {
      return report(`${where}: not JSON`);
    }
    const key = body?.data?.error;
    if (body?.code !== 1 && typeof key === 'string') {
      const keys = declaredKeys(document, media.schema, body.code);
      if (!keys?.includes(key)) {
        return report(
          `${where}: business key ${key} is not declared by the route (declared: ${keys?.join(', ') || 'none'})`,
        );
      }
    }
    const result = api.validator.validateResponse(body, operation.operationId, status);
    if (!result.valid) {
      const errors = (result.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '/'} ${error.message}`)
        .join('; ');
      report(`${where}: does not match its schema: ${errors}`);
    }
  }

  return {
    instrument: (app) => {
      app.addHook('onSend', async (request, reply, payload) => {
        try {
          await check(app, request, reply, payload);
        } catch (error) {
          report(`${request.method} ${request.url}: the check itself failed: ${String(error)}`);
        }
        return payload;
      });
    },
    violations: () => [...found].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line)),
    checked: () => checked,
  };
}
