import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildTestApp } from '../helper.ts';

/**
 * The API document turned into TypeScript types by openapi-typescript, as a team generating a client would
 * (docs/api-document.md#a-typed-client). `npm run api-types -w apps/api` writes them to types.gen.ts (ignored by git:
 * `npm run typecheck` writes them first), so the typed client test is type-checked against the document as it is.
 */
export const TYPES_FILE = path.join(import.meta.dirname, 'types.gen.ts');

export async function generateTypes(document: unknown): Promise<string> {
  const nodes = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
  return astToString(nodes);
}

if (process.argv[1] === import.meta.filename) {
  const t = await buildTestApp();
  try {
    fs.writeFileSync(TYPES_FILE, await generateTypes(t.app.swagger()));
    console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
  } finally {
    await t.close();
  }
}
