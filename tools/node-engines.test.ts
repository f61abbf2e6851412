import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
/** The oldest Node the shop promises (package.json's engines, the README's "Run it"). */
const OLDEST_NODE = '20.19.0';

interface Installed {
  name: string;
  version: string;
  node: string;
  file: string;
}

/** Every installed package that names a Node range: the root's node_modules, nested ones and the workspaces'. */
function installedPackages(): Installed[] {
  const found: Installed[] = [];
  const visit = (modules: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(modules, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const dir = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        visit(dir);
        continue;
      }
      // Workspaces are linked here; their own node_modules are visited from the workspace list below.
      if (entry.isSymbolicLink() || !entry.isDirectory()) continue;
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
          name?: string;
          version?: string;
          engines?: { node?: unknown };
        };
        const node = pkg.engines?.node;
        if (typeof node === 'string')
          found.push({ name: pkg.name ?? entry.name, version: pkg.version ?? '', node, file });
      }
      visit(path.join(dir, 'node_modules'));
    }
  };
  visit(path.join(root, 'node_modules'));
  for (const workspace of ['packages', 'apps']) {
    for (const name of fs.readdirSync(path.join(root, workspace)))
      visit(path.join(root, workspace, name, 'node_modules'));
  }
  for (const name of ['e2e', 'bench']) visit(path.join(root, name, 'node_modules'));
  return found;
}

const requireFrom = (pkg: string) => createRequire(createRequire(import.meta.url).resolve(pkg));

/**
 * Packages that declare a newer Node than the shop promises, each with why it is here and a check that it works on
 * the Node running this test (CI runs Node 20.20). All three are plain JavaScript that needs nothing from Node 22;
 * cookie and content-disposition are ES modules that CommonJS packages load with require(), which Node runs without
 * a flag from 20.19 on: the reason the shop asks for 20.19 and not 20.0.
 */
const KNOWN: Record<string, { why: string; check: () => Promise<void> }> = {
  kysely: {
    why: "the API's query builder (0.29, for its PGlite dialect); the API's own tests run every query through it",
    check: async () => {
      const { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } = await import(
        'kysely'
      );
      const db = new Kysely<{ notes: { id: number; text: string } }>({
        dialect: {
          createAdapter: () => new PostgresAdapter(),
          createDriver: () => new DummyDriver(),
          createIntrospector: (kysely) => new PostgresIntrospector(kysely),
          createQueryCompiler: () => new PostgresQueryCompiler(),
        },
      });
      const query = db.selectFrom('notes').select('text').where('id', '=', 1);
      expect(query.compile().sql).toBe('select "text" from "notes" where "id" = $1');
      // The dummy driver answers no rows: the builder, its plugins and a transaction ran.
      expect(await db.transaction().execute((trx) => trx.selectFrom('notes').selectAll().execute())).toEqual([]);
      await db.destroy();
    },
  },
  cookie: {
    why: "light-my-request's (Fastify's inject, every API test) cookie writer, loaded with require()",
    check: async () => {
      const { stringifySetCookie, parseCookie } = requireFrom('light-my-request')('cookie') as typeof import('cookie');
      expect(stringifySetCookie({ name: 'token', value: 'a b' })).toBe('token=a%20b');
      expect(parseCookie('token=a%20b; lang=tai')).toEqual({ token: 'a b', lang: 'tai' });
      const { default: inject } = await import('light-my-request');
      const answer = await inject((req, res) => res.end(req.headers.cookie), { url: '/', cookies: { lang: 'tai' } });
      expect(answer.body).toBe('lang=tai');
    },
  },
  'content-disposition': {
    why: "@fastify/static's (the apps' files and uploads) download header, loaded with require()",
    check: async () => {
      const { create, parse } = requireFrom('@fastify/static')(
        'content-disposition',
      ) as typeof import('content-disposition');
      const header = create('résumé.pdf');
      expect(header).toBe('attachment; filename="r?sum?.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf');
      expect(parse(header).parameters.filename).toBe('résumé.pdf');
      await import('@fastify/static');
    },
  },
};

describe(`Node ${rootPackage.engines.node}`, () => {
  const packages = installedPackages();
  const tooNew = packages.filter((pkg) => !semver.satisfies(OLDEST_NODE, pkg.node));

  it('is what package.json promises, and this Node keeps it', () => {
    expect(rootPackage.engines.node).toBe('>=20.19');
    expect(semver.satisfies(process.versions.node, rootPackage.engines.node), process.version).toBe(true);
    // Every installed package's range is one semver reads (an unreadable one would hide a requirement).
    expect(packages.filter((pkg) => semver.validRange(pkg.node) === null)).toEqual([]);
    expect(packages.length).toBeGreaterThan(100);
  });

  it('is enough for every installed package but the known ones', () => {
    const unknown = tooNew.filter((pkg) => !(pkg.name in KNOWN));
    expect(
      unknown.map((pkg) => `${pkg.name}@${pkg.version} wants node ${pkg.node} (${path.relative(root, pkg.file)})`),
    ).toEqual([]);
  });

  it('lists only packages that still want a newer Node (a list that outgrew its reasons says so)', () => {
    expect(Object.keys(KNOWN).filter((name) => !tooNew.some((pkg) => pkg.name === name))).toEqual([]);
  });

  it.each(Object.entries(KNOWN))(`runs %s on this Node (${os.platform()} ${process.version})`, async (_name, known) => {
    expect(known.why).not.toBe('');
    await known.check();
  });
});
