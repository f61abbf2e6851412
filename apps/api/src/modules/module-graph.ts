import fs from 'node:fs';
import path from 'node:path';

/**
 * The module graph of the API read from its imports (docs/modules.md#the-import-rules): an edge a → b when a
 * non-test file of module a imports a file of module b. Flows sit above the modules and may import any of them.
 */
export interface ModuleGraph {
  edges: Map<string, Set<string>>;
  /** `file → imported file` for each edge, to say where an edge comes from. */
  witnesses: Map<string, string>;
  /** Module files that import a flow (never allowed). */
  flowImports: string[];
}

const IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
}

/** `modules/<m>/…` → m, `flows/…` → 'flows', else undefined; paths relative to apps/api/src. */
function placeOf(relative: string): string | undefined {
  const parts = relative.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  if (parts[0] === 'flows') return 'flows';
  return undefined;
}

export function readModuleGraph(srcDir: string): ModuleGraph {
  const edges = new Map<string, Set<string>>();
  const witnesses = new Map<string, string>();
  const flowImports: string[] = [];
  for (const file of [...sourceFiles(path.join(srcDir, 'modules')), ...sourceFiles(path.join(srcDir, 'flows'))]) {
    const from = placeOf(path.relative(srcDir, file));
    if (!from) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.relative(srcDir, path.resolve(path.dirname(file), match[1] ?? ''));
      const to = placeOf(target);
      if (!to || to === from) continue;
      if (to === 'flows') {
        flowImports.push(`${path.relative(srcDir, file)} → ${target}`);
        continue;
      }
      if (from === 'flows') continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
      if (!witnesses.has(`${from}→${to}`)) witnesses.set(`${from}→${to}`, `${path.relative(srcDir, file)} → ${target}`);
    }
  }
  return { edges, witnesses, flowImports };
}

/** Every cycle found by a depth-first walk, each written `a → b → … → a` (one per back edge). */
export function findCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
