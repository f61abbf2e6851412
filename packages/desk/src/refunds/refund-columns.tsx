import type { ConsoleRefundDto } from '@shop/contract/refund';
import { type TableColumnsType, Typography } from 'antd';
import { useFormat } from '../i18n/format.ts';

/** The words of the refund columns both desks show, from each desk's shared vocabulary (`common`). */
export type RefundColumnWord =
  | `refund.type.${ConsoleRefundDto['type']}`
  | `refund.goodsShort.${ConsoleRefundDto['goods_status']}`
  | `refund.reason.${ConsoleRefundDto['reason']}`;

export interface RefundColumnsProps {
  /** Each column's title, in the desk's own words (`columns.<column>` in both desks' refunds namespace). */
  title(column: 'type' | 'amount' | 'reason'): string;
  common(word: RefundColumnWord): string;
}

/**
 * The columns of a refund list that both desks show, in this order: the type with the goods' status under it, the
 * amount, the reason. Each desk places them among its own (request, shopper, time, status, actions).
 */
export function useRefundColumns({ title, common }: RefundColumnsProps): TableColumnsType<ConsoleRefundDto> {
  const format = useFormat();
  return [
    {
      title: title('type'),
      dataIndex: 'type',
      // The goods status under the type: the two together say whether anything comes back.
      render: (type: ConsoleRefundDto['type'], refund) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{common(`refund.type.${type}`)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {common(`refund.goodsShort.${refund.goods_status}`)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: title('amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Typography.Text strong>{format.money(amount)}</Typography.Text>,
    },
    {
      title: title('reason'),
      dataIndex: 'reason',
      render: (reason: ConsoleRefundDto['reason']) => common(`refund.reason.${reason}`),
    },
  ];
}
