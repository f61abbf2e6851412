import type { IncomeFiguresDto, OrderIncomeDto } from '@shop/contract/settlement';
import { Card, Descriptions, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';

/**
 * An order's income, the same in both desks: goods and freight, less what was refunded, is the base; less the
 * platform's commission at the rate, the net paid to the shop. Settled, or as it stands before completion.
 */
export function IncomeCard({ income, title }: { income: OrderIncomeDto; title?: string }) {
  const { t } = useTranslation('business');
  const format = useFormat();
  const money = (amount: string) => format.money(amount);
  const minus = (amount: string) => (Number(amount) > 0 ? `−${money(amount)}` : money(amount));
  const settled = income.settled_at !== null;
  return (
    <Card
      title={title ?? t('income.title')}
      extra={
        settled ? (
          <Tag color="green">{t('income.settledOn', { date: format.dateTime(income.settled_at ?? '') })}</Tag>
        ) : (
          <Tag color="gold">{t('income.pending')}</Tag>
        )
      }
    >
      {!settled && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('income.pendingHint')}
        </Typography.Paragraph>
      )}
      <Descriptions
        column={1}
        size="small"
        styles={{ content: { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' } }}
        items={[
          { key: 'goods', label: t('income.goods'), children: money(income.goods) },
          { key: 'freight', label: t('income.freight'), children: money(income.freight) },
          { key: 'refunded', label: t('income.refunded'), children: minus(income.refunded) },
          {
            key: 'base',
            label: t('income.base'),
            children: <Typography.Text strong>{money(income.base)}</Typography.Text>,
          },
          {
            key: 'commission',
            label: `${t('income.commission')} (${format.rate(income.rate)})`,
            children: minus(income.commission),
          },
          {
            key: 'net',
            label: <Typography.Text strong>{t('income.net')}</Typography.Text>,
            children: (
              <Typography.Text strong style={{ fontSize: 16 }}>
                {money(income.net)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0, marginTop: 8 }}>
        {t('income.formula')}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * The income columns of a list of settled orders (the seller's settlements, finance's report), in one order
 * everywhere: goods, freight, refunded, base, rate (when rows have one), commission, net.
 */
export function useIncomeColumns<Row extends IncomeFiguresDto & { rate?: string }>({
  rate = true,
}: {
  rate?: boolean;
} = {}): TableColumnsType<Row> {
  const { t } = useTranslation('business');
  const format = useFormat();
  const money = (amount: string) => format.money(amount);
  const amount = (key: keyof IncomeFiguresDto, title: string, render: (value: string) => ReactNode = money) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{render(value)}</span>,
  });
  const minus = (value: string) => (
    <Typography.Text type="secondary">{Number(value) > 0 ? `−${money(value)}` : money(value)}</Typography.Text>
  );
  return [
    amount('goods', t('income.goods')),
    amount('freight', t('income.freight')),
    amount('refunded', t('income.refunded'), minus),
    amount('base', t('income.base')),
    ...(rate
      ? [
          {
            title: t('income.rate'),
            dataIndex: 'rate',
            key: 'rate',
            align: 'right' as const,
            render: (value: string) => format.rate(value),
          },
        ]
      : []),
    amount('commission', t('income.commission'), minus),
    amount('net', t('income.net'), (value) => <Typography.Text strong>{money(value)}</Typography.Text>),
  ];
}
