import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { useOrderPlaceItems } from '@shop/desk/orders/order-overview.tsx';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Who bought from whom, and where it goes: what an operator checks before shipping. */
export function OrderOverview({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const items: DescriptionsProps['items'] = [
    { key: 'buyer', label: t('overview.buyer'), children: `${order.buyer.account} (#${order.buyer.id})` },
    { key: 'shop', label: t('overview.shop'), children: order.shop.name },
    { key: 'checkout', label: t('overview.checkoutNo'), children: order.checkout_no },
    ...useOrderPlaceItems(order, (word) => t(`overview.${word}`)),
  ];
  return (
    <Card title={t('overview.title')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}
