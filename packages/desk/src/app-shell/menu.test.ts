import { describe, expect, it } from 'vitest';
import { accessOf } from '../access/access.tsx';
import { type MenuEntry, menuSections, visibleEntries } from './menu.ts';

const entry = (path: string, group?: string, permission?: MenuEntry['permission']): MenuEntry =>
  ({ path, label: `demo:nav.${path}`, icon: null, permission, group }) as MenuEntry;

const shape = (entries: MenuEntry[]) =>
  menuSections(entries).map((section) => [section.group ?? null, section.entries.map((e) => e.path)]);

describe('menu sections', () => {
  it('cuts the entries at each change of group, keeping the order, an entry without a group on its own', () => {
    expect(
      shape([
        entry('dashboard'),
        entry('stats'),
        entry('orders', 'g.sales'),
        entry('refunds', 'g.sales'),
        entry('ledger', 'g.money'),
        entry('help'),
      ]),
    ).toEqual([
      [null, ['dashboard']],
      [null, ['stats']],
      ['g.sales', ['orders', 'refunds']],
      ['g.money', ['ledger']],
      [null, ['help']],
    ]);
  });

  it('has no section for a group whose every entry the user may not open', () => {
    const menu = [
      entry('dashboard', 'g.overview', 'dashboard'),
      entry('ledger', 'g.money', 'finance'),
      entry('audit', 'g.admin', 'audit_log'),
    ];
    expect(shape(visibleEntries(menu, accessOf(['finance'])))).toEqual([
      ['g.overview', ['dashboard']],
      ['g.money', ['ledger']],
    ]);
  });
});
