import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/database.ts';
import {
  PRODUCT_DETAIL_STATEMENT,
  productCountStatement,
  productPageStatement,
  type Statement,
} from '../apps/api/src/modules/catalogue/catalogue-read.repo.ts';
import { TOTAL_CAP } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';
import { pageReads, planCost, rankedPage } from '../apps/api/src/modules/catalogue/search-pages.ts';
import {
  matchCountStatement,
  rankedCardsStatement,
  searchMatchCounts,
  sliceStatement,
} from '../apps/api/src/modules/catalogue/search-read.repo.ts';
import { planSearch } from '../apps/api/src/modules/catalogue/search-text.ts';

/** One statement's EXPLAIN (ANALYZE, BUFFERS), warm (the third of three runs), as the report shows it. */
export interface ExplainRow {
  name: string;
  ms: number;
  planningMs: number;
  buffers: number;
  rows: number;
  top: string;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement the catalogue reads send per request, on the benchmark database:
 * where PostgreSQL spends its part of a request.
 */
export async function explainCatalogue(url: string, productId: number): Promise<ExplainRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = createDatabase({ url, poolSize: 1 });
  try {
    const searches = [
      ['search "wireless" (en)', 'wireless', 'en'],
      ['search "耳机" (zh-CN)', '耳机', 'zh-CN'],
      ['search "หูฟัง" (tai)', 'หูฟัง', 'tai'],
    ] as const;
    const statements: { name: string; statement: Statement; searchSession?: boolean }[] = [
      {
        name: 'list page 1 (category, by sales)',
        statement: productPageStatement('en', { categoryId: 3 }, 'sales', 10, 0),
      },
      {
        name: 'list page 50 (category, by sales)',
        statement: productPageStatement('en', { categoryId: 3 }, 'sales', 10, 490),
      },
      {
        name: 'list total (capped, kept per generation)',
        statement: productCountStatement({ categoryId: 3 }, TOTAL_CAP),
      },
      {
        name: 'detail (product, SKUs, shop)',
        statement: { name: '', text: PRODUCT_DETAIL_STATEMENT, values: [productId, 'en'] },
      },
    ];
    // Each search's tier counts, and its first page as the service reads it (the slice read it picks).
    const listed = Number((await client.query('select count(*) as n from products where listed')).rows[0].n);
    for (const [name, keyword, lang] of searches) {
      const plan = planSearch(keyword)!;
      const counts = await searchMatchCounts(db, plan);
      const read = pageReads(counts, 0, 10, listed, planCost(plan))[0]!;
      const bands = read.bands ? `, sales bands ${read.bands.join(' ')}` : '';
      const way = `${read.way}${read.onlyTier ? '' : `, tier ${read.slice.tier}`}${bands}`;
      const matches = counts.tiers.reduce((a, b) => a + b, 0);
      // As the search handle's sessions run them (db/database.ts searchHandle).
      statements.push(
        {
          name: `${name}: match counts (once per keyword and generation)`,
          statement: matchCountStatement(plan),
          searchSession: true,
        },
        {
          name: `${name}: page 1 read as a page past the kept ranking is (${way}, ${matches} matches)`,
          statement: sliceStatement(plan, lang, read),
          searchSession: true,
        },
      );
      // A first page lies within the ranking kept with the counts: its cards by id.
      const ids = rankedPage(counts, 0, 10);
      if (ids)
        statements.push({
          name: `${name}: page 1 (its cards by id, from the kept ranking)`,
          statement: rankedCardsStatement(ids, lang),
          searchSession: true,
        });
    }
    const out: ExplainRow[] = [];
    for (const { name, statement, searchSession } of statements) {
      await client.query(`set enable_seqscan = ${searchSession ? 'off' : 'on'}`);
      let plan: Record<string, any> = {};
      for (let run = 0; run < 3; run++) {
        const { rows } = await client.query(
          `explain (analyze, buffers, format json) ${statement.text}`,
          statement.values,
        );
        plan = (rows[0] as Record<string, any>)['QUERY PLAN'][0];
      }
      const root = plan.Plan as Record<string, any>;
      out.push({
        name,
        ms: plan['Execution Time'],
        planningMs: plan['Planning Time'],
        buffers: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
        rows: root['Actual Rows'],
        top: describe(root),
      });
    }
    return out;
  } finally {
    await client.end();
    await db.destroy();
  }
}

/** The plan's main path in a few words: node types and indexes, top down. */
function describe(node: Record<string, any>): string {
  const parts: string[] = [];
  const walk = (n: Record<string, any>, depth: number) => {
    if (depth > 6) return;
    const label = `${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : n['Relation Name'] ? ` ${n['Relation Name']}` : ''}`;
    parts.push(label);
    for (const child of n.Plans ?? []) walk(child, depth + 1);
  };
  walk(node, 0);
  return parts.filter((p) => !/^(Limit|Result)$/.test(p)).join(' → ');
}
