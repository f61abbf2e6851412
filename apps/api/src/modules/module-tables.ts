import fs from 'node:fs';
import path from 'node:path';

/**
 * Which module writes which table, read from the repos (docs/modules.md#who-owns-which-table): a table is written
 * where a repo inserts into, updates or deletes from it, with Kysely's builders or in raw SQL.
 */
export function tableWriters(srcDir: string): Map<string, string[]> {
  const schema = fs.readFileSync(path.join(srcDir, 'db/schema.ts'), 'utf8');
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)?.[1] ?? '';
  const tables = new Set([...body.matchAll(/^\s+([a-z_]+):/gm)].map((match) => match[1] ?? ''));
  const writers = new Map<string, Set<string>>();
  const modulesDir = path.join(srcDir, 'modules');
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.repo.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const written = [
        ...source.matchAll(/(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'([a-z_]+)/g),
        ...source.matchAll(/\b(?:insert into|update|delete from)\s+([a-z_]+)\b/g),
      ].map((match) => match[1] ?? '');
      for (const table of written.filter((name) => tables.has(name))) {
        if (!writers.has(table)) writers.set(table, new Set());
        writers.get(table)?.add(module);
      }
    }
  }
  return new Map([...writers].sort(([a], [b]) => a.localeCompare(b)).map(([table, set]) => [table, [...set].sort()]));
}

/** The owner of a table: the module named like it when several write it, else its only writer. */
export function ownershipLines(writers: Map<string, string[]>): string[] {
  const byModule = new Map<string, string[]>();
  const shared: string[] = [];
  for (const [table, modules] of writers) {
    const owner = modules.length === 1 ? modules[0] : OWNERS[table];
    if (owner) {
      if (!byModule.has(owner)) byModule.set(owner, []);
      byModule.get(owner)?.push(table);
    }
    const others = modules.filter((module) => module !== owner);
    if (others.length > 0) shared.push(`\`${table}\` (owned by ${owner}) is also written by ${others.join(', ')}`);
  }
  return [
    ...[...byModule]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, list]) => `- **${module}**: ${list.map((table) => `\`${table}\``).join(', ')}`),
    ...shared.map((line) => `- ${line}`),
  ];
}

/** Tables several modules write, and the module that owns each. */
const OWNERS: Record<string, string> = {
  deal_items: 'promotion',
  deal_takes: 'promotion',
  products: 'catalogue',
  shops: 'catalogue',
  skus: 'catalogue',
  reviews: 'review',
  users: 'user',
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) console.log(ownershipLines(tableWriters(path.resolve(import.meta.dirname, '..'))).join('\n'));
