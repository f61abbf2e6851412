import { describe, expect, it } from 'vitest';
import { escapeFormula, exportFileName } from './order-export.ts';

/** The order export's pure parts (docs/domain.md#bulk-order-work): formula escaping and the file's name. */
describe('order export cells', () => {
  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    expect(escapeFormula('=HYPERLINK("http://evil.example","click")')).toBe(
      '\'=HYPERLINK("http://evil.example","click")',
    );
    expect(escapeFormula('+86 138 0000 0000')).toBe("'+86 138 0000 0000");
    expect(escapeFormula('-1+2')).toBe("'-1+2");
    expect(escapeFormula('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(escapeFormula('\t=1')).toBe("'\t=1");
    expect(escapeFormula('\r=1')).toBe("'\r=1");
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['', 'Mia Chen', '12.50', "'already quoted", ' =1', 'a=b', '王小明', '1-2', 'x@y'])
      expect(escapeFormula(cell)).toBe(cell);
  });

  it('names the file by the moment of the export in UTC', () => {
    expect(exportFileName(new Date('2026-03-07T04:05:59Z'))).toBe('orders-20260307-0405.csv');
    expect(exportFileName(new Date('2026-12-31T23:59:00Z'))).toBe('orders-20261231-2359.csv');
  });
});
