import { describe, expect, it } from 'vitest';
import { comparable, pdfPages } from '../../../test/pdf-text.ts';
import { renderPackingSlips, type SlipOrder } from './packing-slip-pdf.ts';
import { slipLabel } from './packing-slip-labels.ts';

const address = {
  addressee: 'Ana Lima',
  mobile: '+1 555 0100',
  country: 'US',
  area: 'Springfield',
  detail: '742 Evergreen Terrace',
};

function slip(orderNo: string, lines: number): SlipOrder {
  return {
    shopName: 'Alder Pottery',
    orderNo,
    placedAt: new Date('2026-12-03T08:15:00Z'),
    paidAt: null,
    address,
    lines: Array.from({ length: lines }, (_, index) => ({
      title: `Line ${index + 1}: ชุดถ้วยชามเซรามิกเคลือบด้านสไตล์มินิมอลสำหรับครอบครัวขนาดใหญ่ 手工青花瓷茶具套装 and a teapot`,
      options: index % 2 ? 'Colour: Sea green · Size: L' : '',
      quantity: index + 1,
    })),
    remark: '',
    returnAddress: null,
  };
}

describe('the packing slip PDF', () => {
  it("runs a long order over pages, each headed with its number and footed with its page of the order's pages", async () => {
    const pdf = await renderPackingSlips([slip('2026120500000042', 40), slip('2026120500000043', 1)], 'en', new Date());
    const pages = (await pdfPages(pdf)).map(comparable);
    expect(pages.length).toBeGreaterThan(2);
    const long = pages.slice(0, -1);
    long.forEach((page, index) => {
      expect(page).toContain(comparable(slipLabel('en', 'page', { page: index + 1, pages: long.length })));
      if (index > 0) expect(page).toContain(comparable(slipLabel('en', 'continued', { order_no: '2026120500000042' })));
      // The table's heading again on every page it runs onto.
      expect(page).toContain(comparable(slipLabel('en', 'product')));
    });
    const all = long.join('');
    for (let line = 1; line <= 40; line += 1) {
      expect(all.split(comparable(`Line ${line}:`)).length - 1, `line ${line}`).toBe(1);
    }
    expect(all).toContain(comparable(`${slipLabel('en', 'totalQuantity')} ${(40 * 41) / 2}`));
    expect(all).toContain(comparable(slipLabel('en', 'notPaid')));
    expect(all).toContain(comparable(slipLabel('en', 'noRemark')));
    // The next order starts a page of its own.
    const last = pages.at(-1) ?? '';
    expect(last).toContain('2026120500000043');
    expect(last).toContain(comparable(slipLabel('en', 'page', { page: 1, pages: 1 })));
    expect(last).not.toContain(comparable('Line 2:'));
  });
});
