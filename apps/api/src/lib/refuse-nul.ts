import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { $ZodType } from 'zod/v4/core';

/**
 * PostgreSQL's text types cannot hold the NUL character (U+0000): a string carrying one fails in the database,
 * after the route has started its work, as a 500. Every request part that has a schema (body, query string,
 * params) goes through this wrapper of the route validator instead, once for all routes, so a new field cannot
 * forget it: a NUL anywhere refuses the request as a VALIDATION failure of that field before any handler runs.
 *
 * The refusal speaks with the field's own words: the field's schema is asked about the same value with the NUL
 * replaced by a character no format rule accepts (an account answers its account rule, a code its code rule),
 * then about the empty value (a required text answers "please enter …"); a free text that takes both answers the
 * generic "Invalid value: <field>".
 */

type Path = (string | number)[];

interface NulAt {
  path: Path;
  /** the NUL is in an object's key, not in a value */
  inKey: boolean;
}

const NUL = '\u0000';
/** U+FFFD, "replacement character": a symbol, so no letter/digit/code pattern of ours accepts it. */
const NOT_A_FORMAT = '\uFFFD';
/** fastify-type-provider-zod's mark on its issues, which the envelope's error handler recognises. */
const ZOD_ISSUE_MARK = Symbol.for('ZodFastifySchemaValidationError');

/** Whether a parsed request part holds a NUL anywhere, in a value or a key; allocates nothing (every request asks). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (key.includes(NUL) || holdsNul((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/** Where the first NUL of a parsed request part is (depth-first), if any. */
export function findNul(value: unknown, path: Path = []): NulAt | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? { path, inKey: false } : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return { path: [...path, key], inKey: true };
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A copy of `data` with the value at `path` replaced (only the containers on the path are copied). */
function withValueAt(data: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = data as Record<string | number, unknown>;
  const copy = (Array.isArray(data) ? [...data] : { ...container }) as Record<string | number, unknown>;
  copy[head] = withValueAt(container[head], rest, replacement);
  return copy;
}

const pointerOf = (path: Path) => `/${path.join('/')}`;

function genericIssue(path: Path) {
  return {
    [ZOD_ISSUE_MARK]: true,
    keyword: 'custom',
    instancePath: pointerOf(path),
    schemaPath: `#${pointerOf(path)}/custom`,
    message: 'invalidField',
    params: {},
  } as unknown as FastifySchemaValidationError;
}

type Validate = ReturnType<FastifySchemaCompiler<$ZodType>>;

/** The field's own issue about a value it cannot hold, in the validator's issue format. */
function refusalOf(validate: Validate, data: unknown, at: NulAt): FastifySchemaValidationError[] {
  if (!at.inKey) {
    const original = String(at.path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data));
    for (const probe of [original.replaceAll(NUL, NOT_A_FORMAT), '']) {
      const result = validate(withValueAt(data, at.path, probe));
      const issues = typeof result === 'object' && result && 'error' in result ? result.error : undefined;
      const own = Array.isArray(issues) ? issues.find((issue) => issue.instancePath === pointerOf(at.path)) : undefined;
      if (own) return [own];
    }
  }
  return [genericIssue(at.path)];
}

/** Wraps a route validator compiler so that a NUL anywhere in a request part is refused as described above. */
export function refusingNul(compile: FastifySchemaCompiler<$ZodType>): FastifySchemaCompiler<$ZodType> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      // The common case (no NUL) is decided without building paths; only a refusal looks for where it is.
      const at = holdsNul(data) ? findNul(data) : undefined;
      return at ? { error: refusalOf(validate, data, at) } : validate(data);
    };
  };
}
