import type { LangCode } from '@shop/contract/languages';
import type { AppDeps } from '../../app-deps.ts';
import type { SpecChoice } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { textIn } from '../../lib/order-text.ts';
import { listItems } from './order.repo.ts';
import { renderPackingSlips, type SlipOrder } from './packing-slip-pdf.ts';
import { listSlipOrders } from './packing-slip.repo.ts';

export interface PackingSlips {
  pdf: Buffer;
  fileName: string;
}

/** "Colour: Red · Size: XL" ("颜色：青花 / 尺寸：15 厘米"): a packer matches the options by name, not by a value alone. */
function optionsLine(spec: SpecChoice[], lang: LangCode): string {
  const [colon, between] = lang === 'zh-CN' || lang === 'ri' ? ['：', ' / '] : [': ', ' · '];
  return spec.map((choice) => `${textIn(choice.name, lang)}${colon}${textIn(choice.value, lang)}`).join(between);
}

/**
 * The packing slips of the orders `ids`, in that order, as one PDF in `lang` (docs/decisions/packing-slips-with-pdfkit.md).
 * With `shopId` (a seller) only that shop's orders are printed: an id of another shop's order, or of none, refuses
 * the whole print with ORDER_NOT_FOUND and says nothing of the other ids.
 */
export async function packingSlips(
  { db }: Pick<AppDeps, 'db'>,
  ids: number[],
  lang: LangCode,
  shopId?: number,
): Promise<PackingSlips> {
  const rows = await listSlipOrders(db, ids, shopId);
  if (rows.length !== ids.length) throw new AppError('ORDER_NOT_FOUND');
  const items = await listItems(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const orders = ids.map((id): SlipOrder => {
    const row = byId.get(id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return {
      shopName: textIn(row.shop_name, lang),
      orderNo: row.order_no,
      placedAt: row.created_at,
      paidAt: row.paid_at,
      address: row.address,
      lines: items
        .filter((item) => item.order_id === id)
        .map((item) => ({
          title: textIn(item.title, lang),
          options: optionsLine(item.spec, lang),
          quantity: item.quantity,
        })),
      remark: row.remark,
      returnAddress: row.return_address,
    };
  });
  const first = orders[0]?.orderNo ?? '';
  return {
    pdf: await renderPackingSlips(orders, lang, new Date()),
    fileName: orders.length === 1 ? `packing-slip-${first}.pdf` : `packing-slips-${orders.length}-orders.pdf`,
  };
}
