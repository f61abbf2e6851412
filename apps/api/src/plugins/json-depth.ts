import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The deepest a JSON body may nest (objects and arrays). Our deepest request body (a product with its SKUs' options
 * and titles per language) nests 5 levels; 32 leaves room and keeps every walk of a body (validation, the unstorable
 * text check in lib/refuse-nul.ts, zod) far from the call stack's limit. See
 * docs/decisions/json-depth-limit.md.
 */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether a JSON text opens more than `max` nested objects or arrays, counted while scanning the raw text (brackets
 * inside strings do not count), before anything parses or walks it. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser behind a depth check: a body nested deeper than
 * JSON_MAX_DEPTH is refused as a client error (the envelope answers VALIDATION, translated) before it is parsed.
 */
export default fp(
  async (app) => {
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      // parseAs 'string': the body is text.
      const body = raw as string;
      if (nestsDeeperThan(body, JSON_MAX_DEPTH)) {
        const error = new Error(`JSON nested deeper than ${JSON_MAX_DEPTH} levels`) as FastifyError;
        error.statusCode = 400;
        error.code = 'JSON_TOO_DEEP';
        return done(error, undefined);
      }
      return parseJson(request, body, done);
    });
  },
  { name: 'json-depth' },
);
