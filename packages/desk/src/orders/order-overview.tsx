import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/format.ts';
import { regionName } from '../regions/regions.ts';

/** The overview's words, each desk's own (`overview.<word>` in both desks' orders namespace). */
export type OrderOverviewWord = 'created' | 'paid' | 'notPaid' | 'addressee' | 'address' | 'remark';

/** A whole row in the one- or two-column layout of the overview. */
const FULL_ROW = { xs: 1, sm: 2 };

/**
 * When the order was placed and paid, and where it goes (addressee, address, remark): the overview rows both desks
 * show after their own (buyer, shop, …). `showAddress` lets a desk present the address line (copyable, say).
 */
export function useOrderPlaceItems(
  order: ConsoleOrderDetailDto,
  words: (word: OrderOverviewWord) => string,
  showAddress: (line: string) => ReactNode = (line) => line,
): NonNullable<DescriptionsProps['items']> {
  const format = useFormat();
  const { address } = order;
  return [
    { key: 'created', label: words('created'), children: format.dateTime(order.created_at) },
    {
      key: 'paid',
      label: words('paid'),
      children: order.paid_at ? format.dateTime(order.paid_at) : words('notPaid'),
    },
    // Fills what is left of its row, so the address below starts one.
    {
      key: 'addressee',
      label: words('addressee'),
      span: 'filled',
      children: `${address.addressee}, ${address.mobile}`,
    },
    {
      key: 'address',
      label: words('address'),
      span: FULL_ROW,
      children: showAddress(`${address.detail}, ${address.area}, ${regionName(address.country, format.lang)}`),
    },
    { key: 'remark', label: words('remark'), span: FULL_ROW, children: order.remark || '—' },
  ];
}
