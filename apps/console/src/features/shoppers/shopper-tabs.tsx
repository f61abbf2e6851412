import type { ShopperProfileDto } from '@shop/contract/console-shoppers';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopperAddresses } from './shopper-addresses.tsx';
import { ShopperLedger } from './shopper-ledger.tsx';
import { ShopperOrders } from './shopper-orders.tsx';
import { ShopperRecharges } from './shopper-recharges.tsx';
import { ShopperRefunds } from './shopper-refunds.tsx';
import { ShopperReviews } from './shopper-reviews.tsx';
import { SHOPPER_TABS, type ShopperTab, type ShopperTabState, useShopperTab } from './shopper-tab.ts';
import { ShopperWithdrawals } from './shopper-withdrawals.tsx';

function tabContent(tab: ShopperTab, shopper: ShopperProfileDto, state: ShopperTabState): ReactNode {
  const props = { id: shopper.id, tab: state };
  switch (tab) {
    case 'addresses':
      return <ShopperAddresses addresses={shopper.addresses} />;
    case 'orders':
      return <ShopperOrders {...props} />;
    case 'ledger':
      return <ShopperLedger {...props} />;
    case 'refunds':
      return <ShopperRefunds {...props} />;
    case 'recharges':
      return <ShopperRecharges {...props} />;
    case 'withdrawals':
      return <ShopperWithdrawals {...props} />;
    case 'reviews':
      return <ShopperReviews {...props} />;
  }
}

/** The shopper's records, one tab each, read-only; only the open tab is fetched. */
export function ShopperTabs({ shopper }: { shopper: ShopperProfileDto }) {
  const { t } = useTranslation('shoppers');
  const state = useShopperTab();
  const active = state.filters.tab;
  const counts: Partial<Record<ShopperTab, number>> = {
    addresses: shopper.addresses.length,
    orders: shopper.figures.orders,
  };

  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        activeKey={active}
        onChange={(key) => state.open(key as ShopperTab)}
        items={SHOPPER_TABS.map((tab) => ({
          key: tab,
          label:
            counts[tab] === undefined
              ? t(`tabs.${tab}`)
              : t('tabs.counted', { label: t(`tabs.${tab}`), n: counts[tab] }),
          children: tab === active ? tabContent(tab, shopper, state) : null,
        }))}
      />
    </Card>
  );
}
