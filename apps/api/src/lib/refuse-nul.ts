import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { $ZodType } from 'zod/v4/core';

/**
 * Text PostgreSQL cannot store: the NUL character (U+0000), which its text types refuse, and a lone UTF-16
 * surrogate (`"\ud800"` in JSON), which is not Unicode at all: jsonb refuses it and the driver turns it into U+FFFD in
 * plain text columns. Either fails in the database after the route has started its work, as a 500, or is silently
 * changed. Every request part that has a schema (body, query string, params) goes through this wrapper of the route
 * validator instead, once for all routes, so a new field cannot forget it: such a character anywhere refuses the
 * request as a VALIDATION failure of that field before any handler runs.
 *
 * The refusal speaks with the field's own words: the field's schema is asked about the same value with the bad
 * characters replaced by one no format rule accepts (an account answers its account rule, a code its code rule),
 * then about the empty value (a required text answers "please enter …"); a free text that takes both answers the
 * generic "Invalid value: <field>".
 *
 * The walks below use an explicit stack, not recursion: a body is parsed only up to a bounded depth (JSON_MAX_DEPTH
 * in plugins/json-depth.ts), and the walk must not be what overflows the call stack if that bound ever moves.
 */

type Path = (string | number)[];

interface UnstorableAt {
  path: Path;
  /** the character is in an object's key, not in a value */
  inKey: boolean;
}

const NUL = '\u0000';
/** U+FFFD, "replacement character": a symbol, so no letter/digit/code pattern of ours accepts it. */
const NOT_A_FORMAT = '\uFFFD';
/** fastify-type-provider-zod's mark on its issues, which the envelope's error handler recognises. */
const ZOD_ISSUE_MARK = Symbol.for('ZodFastifySchemaValidationError');

/** Whether PostgreSQL can store this text as it is: no NUL, and well-formed UTF-16 (no lone surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && text.isWellFormed();
}

/** Whether a parsed request part holds unstorable text anywhere, in a value or a key (every request asks). */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (!value || typeof value !== 'object') return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (!isStorableText(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node && typeof node === 'object') {
      for (const key in node) {
        if (!isStorableText(key)) return true;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A path as a linked list from the leaf up: each step shares its parent's, so a deep walk stays linear. */
interface Trail {
  key: string | number;
  up: Trail | undefined;
}
type Step = { key: string; trail: Trail } | { node: unknown; trail: Trail | undefined };

function pathOf(trail: Trail | undefined): Path {
  const path: Path = [];
  for (let step = trail; step; step = step.up) path.push(step.key);
  return path.reverse();
}

/** Where the first unstorable text of a parsed request part is (depth-first, in document order), if any. */
export function findUnstorable(value: unknown): UnstorableAt | undefined {
  // Each key is checked just before its value's subtree: pushed in reverse, popped in document order.
  const stack: Step[] = [{ node: value, trail: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('key' in step) {
      if (!isStorableText(step.key)) return { path: pathOf(step.trail), inKey: true };
      continue;
    }
    const { node, trail } = step;
    if (typeof node === 'string') {
      if (!isStorableText(node)) return { path: pathOf(trail), inKey: false };
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1)
        stack.push({ node: node[index], trail: { key: index, up: trail } });
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        const at = { key, up: trail };
        stack.push({ node: item, trail: at }, { key, trail: at });
      }
    }
  }
  return undefined;
}

/** A copy of `data` with the value at `path` replaced (only the containers on the path are copied). */
function withValueAt(data: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copyOf = (node: unknown) =>
    (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string | number, unknown>;
  const root = copyOf(data);
  let container = root;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) container[key] = replacement;
    else container = container[key] = copyOf(container[key]);
  }
  return root;
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
function refusalOf(validate: Validate, data: unknown, at: UnstorableAt): FastifySchemaValidationError[] {
  if (!at.inKey) {
    const original = String(at.path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data));
    for (const probe of [original.replaceAll(NUL, NOT_A_FORMAT).toWellFormed(), '']) {
      const result = validate(withValueAt(data, at.path, probe));
      const issues = typeof result === 'object' && result && 'error' in result ? result.error : undefined;
      const own = Array.isArray(issues) ? issues.find((issue) => issue.instancePath === pointerOf(at.path)) : undefined;
      if (own) return [own];
    }
  }
  return [genericIssue(at.path)];
}

/** Wraps a route validator compiler so that unstorable text anywhere in a request part is refused as described above. */
export function refusingUnstorable(compile: FastifySchemaCompiler<$ZodType>): FastifySchemaCompiler<$ZodType> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      // The common case (nothing bad) is decided without building paths; only a refusal looks for where it is.
      const at = holdsUnstorable(data) ? findUnstorable(data) : undefined;
      return at ? { error: refusalOf(validate, data, at) } : validate(data);
    };
  };
}
