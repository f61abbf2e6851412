import { tagOf } from '@shop/contract/language-tags';
import { type LangCode, localeOf } from '@shop/contract/languages';
import PDFDocument from 'pdfkit';
import { fontPath } from '../../lib/pdf/pdf-fonts.ts';
import { type Line, type TextStyle, Typesetter } from '../../lib/pdf/rich-text.ts';
import { type SlipLabel, slipLabel } from './packing-slip-labels.ts';

export interface SlipAddress {
  addressee: string;
  mobile: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  area: string;
  detail: string;
}

/** One order as its slip shows it, every text already in the slip's language. */
export interface SlipOrder {
  shopName: string;
  orderNo: string;
  placedAt: Date;
  paidAt: Date | null;
  address: SlipAddress;
  lines: { title: string; options: string; quantity: number }[];
  remark: string;
  /** The shop's own; null when the shop has set none. */
  returnAddress: SlipAddress | null;
}

// A4 in points, and the frame every page is drawn in.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const WIDTH = PAGE.width - 2 * MARGIN;
/** Below it: the footer (order number, page of pages). */
const BOTTOM = PAGE.height - MARGIN - 24;

const GREY = '#555555';
const RULE = '#c8c8c8';
const BODY: TextStyle = { size: 10 };
const LABEL: TextStyle = { size: 10, color: GREY };
const SECTION: TextStyle = { size: 10.5, weight: 'bold' };
const SMALL: TextStyle = { size: 8.5, color: GREY };

/** The items table's columns: line number, product, quantity. */
const COLUMNS = { number: 26, quantity: 80 };

/**
 * The packing slips of several orders as one PDF (A4): one page or more per order, each page footed with the order
 * number and its page of the order's pages. Labels, dates and country names are in `lang`; the texts of the order
 * are drawn in whatever script they are written in (lib/pdf/rich-text.ts).
 */
export async function renderPackingSlips(orders: SlipOrder[], lang: LangCode, printedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    // The default face would be Helvetica, which draws none of the slip's scripts.
    font: fontPath('latin', 'regular'),
    lang: tagOf(lang),
    displayTitle: true,
    info: { Title: `${slipLabel(lang, 'title')} ${orders.map((order) => order.orderNo).join(', ')}`.slice(0, 200) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = new SlipWriter(doc, lang, printedAt);
  const feet: { orderNo: string; first: number; count: number }[] = [];
  for (const order of orders) {
    const first = doc.bufferedPageRange().count;
    writer.write(order);
    feet.push({ orderNo: order.orderNo, first, count: doc.bufferedPageRange().count - first });
    // Drawing is synchronous: other calls get their turn between slips, not only after a hundred of them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const foot of feet) {
    for (let page = 0; page < foot.count; page += 1) {
      doc.switchToPage(foot.first + page);
      writer.footer(foot.orderNo, page + 1, foot.count);
    }
  }
  doc.end();
  return done;
}

/** Draws slips page by page, with a cursor `y` that moves down and onto a new page when a part does not fit. */
class SlipWriter {
  private readonly type: Typesetter;
  private y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly lang: LangCode,
    private readonly printedAt: Date,
  ) {
    this.type = new Typesetter(doc, lang);
  }

  private t(key: SlipLabel, params?: Record<string, string | number>): string {
    return slipLabel(this.lang, key, params);
  }

  write(order: SlipOrder): void {
    this.newPage();
    this.header(order);
    this.places(order);
    this.items(order);
    this.remark(order);
    this.returnAddress(order);
  }

  footer(orderNo: string, page: number, pages: number): void {
    const y = PAGE.height - MARGIN - 12;
    this.rule(y - 6);
    this.type.draw(orderNo, MARGIN, y, WIDTH / 2, SMALL);
    this.type.draw(this.t('page', { page, pages }), MARGIN + WIDTH / 2, y, WIDTH / 2, SMALL, 'right');
  }

  private newPage(): void {
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = MARGIN;
  }

  /** Room for `height` more on this page, else a new page headed with the order number. */
  private ensure(height: number, order: SlipOrder): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.newPage();
    this.y = this.type.draw(this.t('continued', { order_no: order.orderNo }), MARGIN, this.y, WIDTH, SECTION);
    this.y += 8;
    return true;
  }

  private rule(y: number, color = RULE): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  }

  /** The shop and the slip's name, then the order number as the page's heading. */
  private header(order: SlipOrder): void {
    const shopWidth = WIDTH * 0.62;
    const below = Math.max(
      this.type.draw(order.shopName, MARGIN, this.y, shopWidth, { size: 13, weight: 'bold' }),
      this.type.draw(
        this.t('title'),
        MARGIN + shopWidth,
        this.y,
        WIDTH - shopWidth,
        { size: 13, color: GREY },
        'right',
      ),
    );
    this.y = this.type.draw(order.orderNo, MARGIN, below + 6, WIDTH, { size: 28, weight: 'bold' }) + 4;
    this.rule(this.y);
    this.y += 12;
  }

  /** Where it goes (left) and the order's number and dates (right), side by side. */
  private places(order: SlipOrder): void {
    const gap = 24;
    const left = WIDTH * 0.55;
    const right = WIDTH - left - gap;
    const { address } = order;
    const shipTo = this.rows(MARGIN, this.y, left, this.t('shipTo'), [
      ['addressee', address.addressee],
      ['mobile', address.mobile],
      ['country', countryName(address.country, this.lang)],
      ['area', address.area],
      ['detail', address.detail],
    ]);
    const dates = this.rows(MARGIN + left + gap, this.y, right, null, [
      ['orderNo', order.orderNo],
      ['placed', this.time(order.placedAt)],
      ['paid', order.paidAt ? this.time(order.paidAt) : this.t('notPaid')],
      ['printed', this.time(this.printedAt)],
    ]);
    this.y = Math.max(shipTo, dates) + 14;
  }

  /**
   * Label and value rows, the labels in a column as wide as the widest (up to two fifths, so a long Thai label
   * is not cut mid-word while a value has room); the y below the last.
   */
  private rows(x: number, y: number, width: number, title: string | null, rows: [SlipLabel, string][]) {
    const widest = Math.max(...rows.map(([label]) => this.type.widthOf(this.t(label), LABEL)));
    const labelWidth = Math.min(widest + 12, width * 0.4);
    let top = title === null ? y : this.type.draw(title, x, y, width, SECTION) + 2;
    for (const [label, value] of rows) {
      const labelBottom = this.type.draw(this.t(label), x, top, labelWidth - 8, LABEL);
      const valueBottom = this.type.draw(value || '—', x + labelWidth, top, width - labelWidth, BODY);
      top = Math.max(labelBottom, valueBottom) + 1;
    }
    return top;
  }

  /** The lines: number, product title with its options beneath, quantity; the heading again on every page. */
  private items(order: SlipOrder): void {
    const productX = MARGIN + COLUMNS.number;
    const productWidth = WIDTH - COLUMNS.number - COLUMNS.quantity;
    const quantityX = MARGIN + WIDTH - COLUMNS.quantity;
    const title = { size: 10.5 };
    const heading = () => {
      const bottom = Math.max(
        this.type.draw('#', MARGIN, this.y, COLUMNS.number, LABEL),
        this.type.draw(this.t('product'), productX, this.y, productWidth - 8, LABEL),
        this.type.draw(this.t('quantity'), quantityX, this.y, COLUMNS.quantity, LABEL, 'right'),
      );
      this.y = bottom + 2;
      this.rule(this.y, '#888888');
      this.y += 6;
    };
    this.ensure(3 * this.type.lineHeight(title) + 30, order);
    heading();
    order.lines.forEach((line, index) => {
      const titleLines = this.type.lines(line.title, title, productWidth - 8);
      const optionLines: Line[] = line.options ? this.type.lines(line.options, SMALL, productWidth - 8) : [];
      const height =
        titleLines.length * this.type.lineHeight(title) + optionLines.length * this.type.lineHeight(SMALL) + 8;
      if (this.ensure(height, order)) heading();
      const top = this.y;
      this.type.draw(String(index + 1), MARGIN, top, COLUMNS.number, { ...title, color: GREY });
      const below = this.type.drawLines(titleLines, productX, top, title, productWidth - 8);
      this.type.drawLines(optionLines, productX, below, SMALL, productWidth - 8);
      this.type.draw(String(line.quantity), quantityX, top, COLUMNS.quantity, { ...title, weight: 'bold' }, 'right');
      this.y = top + height - 4;
      this.rule(this.y);
      this.y += 6;
    });
    const total = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    this.ensure(this.type.lineHeight(SECTION), order);
    const label = this.t('totalQuantity');
    const valueWidth = COLUMNS.quantity;
    this.type.draw(label, MARGIN, this.y, WIDTH - valueWidth - 8, { ...BODY, color: GREY }, 'right');
    this.y = this.type.draw(String(total), quantityX, this.y, valueWidth, SECTION, 'right') + 14;
  }

  private remark(order: SlipOrder): void {
    this.block(order, this.t('remark'), order.remark.trim() || this.t('noRemark'), order.remark.trim() ? BODY : LABEL);
  }

  /** The shop's return address in a frame, or a line saying the shop has none. */
  private returnAddress(order: SlipOrder): void {
    const address = order.returnAddress;
    const text = address
      ? [
          `${address.addressee}  ${address.mobile}`,
          address.detail,
          address.area,
          countryName(address.country, this.lang),
        ].join('\n')
      : this.t('noReturnAddress');
    this.block(order, this.t('returnAddress'), text, address ? BODY : LABEL, true);
  }

  /** A titled block, kept whole on one page; framed when asked. */
  private block(order: SlipOrder, title: string, text: string, style: TextStyle, framed = false): void {
    const pad = framed ? 10 : 0;
    const inner = WIDTH - 2 * pad;
    const height = this.type.height(title, SECTION, inner) + 2 + this.type.height(text, style, inner) + 2 * pad;
    this.ensure(height + 12, order);
    const top = this.y;
    const below = this.type.draw(title, MARGIN + pad, top + pad, inner, SECTION) + 2;
    const bottom = this.type.draw(text, MARGIN + pad, below, inner, style) + pad;
    if (framed)
      this.doc
        .roundedRect(MARGIN, top, WIDTH, bottom - top, 4)
        .lineWidth(1)
        .strokeColor('#333333')
        .stroke();
    this.y = bottom + 14;
  }

  /** A time in the slip's language, in UTC and saying so: the server does not know the reader's time zone. */
  private time(date: Date): string {
    return `${new Intl.DateTimeFormat(localeOf(this.lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
  }
}

/** "China (CN)" in the slip's language; the code alone when the language has no name for it. */
function countryName(code: string, lang: LangCode): string {
  try {
    const name = new Intl.DisplayNames([localeOf(lang)], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
