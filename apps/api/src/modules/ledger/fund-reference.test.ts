import { describe, expect, it } from 'vitest';
import { entryReference, RECORD_PREFIX, recordReference } from './fund-reference.ts';

describe('fund-record references', () => {
  it('give refund #1, recharge #1 and withdrawal #1 references of their own, none like an order number', () => {
    const firsts = (['refund', 'recharge', 'withdrawal'] as const).map((kind) => recordReference(kind, 1));
    expect(new Set(firsts).size).toBe(3);
    expect(new Set(firsts.map((ref) => ref.slice(2))).size).toBe(3);
    for (const ref of firsts) expect(ref).toMatch(/^(RF|RC|WD)\d{8}$/);
    expect(recordReference('refund', 1).startsWith(RECORD_PREFIX.refund)).toBe(true);
    // The order numbers' digits for sequence 1 are 95826957: no reference ends like that.
    for (const ref of firsts) expect(ref.endsWith('95826957')).toBe(false);
  });

  it('are unique per kind over many ids, also past 10^8', () => {
    for (const kind of ['refund', 'recharge', 'withdrawal'] as const) {
      const seen = new Set<string>();
      for (let id = 1; id <= 20_000; id += 1) seen.add(recordReference(kind, id));
      expect(seen.size).toBe(20_000);
      expect(recordReference(kind, 100_000_001)).not.toBe(recordReference(kind, 1));
      expect(recordReference(kind, 100_000_001)).toMatch(/^[A-Z]{2}1\d{8}$/);
    }
  });

  it("name a ledger entry's record: the order number for an order, nothing for an adjustment", () => {
    expect(entryReference('order', 7, '2026120412345678')).toBe('2026120412345678');
    expect(entryReference('refund', 7)).toBe(recordReference('refund', 7));
    expect(entryReference('withdrawal', 7)).toBe(recordReference('withdrawal', 7));
    expect(entryReference('demo', 7)).toBeNull();
    expect(entryReference(null, null)).toBeNull();
  });
});
