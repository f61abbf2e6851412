import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, readModuleGraph } from './module-graph.ts';
import { ownershipLines, tableWriters } from './module-tables.ts';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Cycles still to be cut (docs/modules.md#the-import-rules): none. The last one, order → refund → order, was cut by
 * the refund flows taking the order moves (flows/) and the order detail reading its refunds through
 * AppDeps.orderRefunds; a new cycle fails the test.
 */
const KNOWN_CYCLES: string[] = [];

describe('the module graph of the API', () => {
  const graph = readModuleGraph(SRC);

  it('has no cycle between modules beyond the known ones', () => {
    const cycles = findCycles(graph.edges).map((cycle) => cycle.join(' → '));
    const explained = cycles.map((cycle) => {
      const steps = cycle.split(' → ');
      const where = steps.slice(1).map((to, i) => graph.witnesses.get(`${steps[i]}→${to}`));
      return `${cycle}\n    ${where.join('\n    ')}`;
    });
    expect(
      cycles.filter((cycle) => !KNOWN_CYCLES.includes(cycle)),
      explained.join('\n'),
    ).toEqual([]);
    expect(
      KNOWN_CYCLES.filter((cycle) => !cycles.includes(cycle)),
      'cut: remove it from KNOWN_CYCLES',
    ).toEqual([]);
  });

  it('never lets a module import a flow: flows sit above the modules', () => {
    expect(graph.flowImports).toEqual([]);
  });

  it('finds a cycle when there is one, and names it', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycles(edges)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });
});

describe('docs/modules.md', () => {
  it('lists the table owners the repos show', () => {
    const doc = fs.readFileSync(path.resolve(SRC, '../../../docs/modules.md'), 'utf8');
    const listed = /<!-- tables:start -->\n([\s\S]*?)\n<!-- tables:end -->/.exec(doc)?.[1];
    expect(listed?.split('\n')).toEqual(ownershipLines(tableWriters(SRC)));
  });
});
