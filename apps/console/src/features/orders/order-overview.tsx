import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionName } from '../../lib/regions.ts';

/** Who bought from whom, and where it goes: what an operator checks before shipping. */
export function OrderOverview({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { address } = order;
  const items: DescriptionsProps['items'] = [
    { key: 'buyer', label: t('overview.buyer'), children: `${order.buyer.account} (#${order.buyer.id})` },
    { key: 'shop', label: t('overview.shop'), children: order.shop.name },
    { key: 'checkout', label: t('overview.checkoutNo'), children: order.checkout_no },
    { key: 'created', label: t('overview.created'), children: format.dateTime(order.created_at) },
    {
      key: 'paid',
      label: t('overview.paid'),
      children: order.paid_at ? format.dateTime(order.paid_at) : t('overview.notPaid'),
    },
    { key: 'addressee', label: t('overview.addressee'), children: `${address.addressee}, ${address.mobile}` },
    {
      key: 'address',
      label: t('overview.address'),
      span: 2,
      children: `${address.detail}, ${address.area}, ${regionName(address.country, format.lang)}`,
    },
    { key: 'remark', label: t('overview.remark'), span: 2, children: order.remark || '—' },
  ];
  return (
    <Card title={t('overview.title')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}
