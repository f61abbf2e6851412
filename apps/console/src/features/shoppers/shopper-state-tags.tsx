import type { ShopperDto } from '@shop/contract/console-shoppers';
import { Badge, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Frozen (the reason on hover) and a locked payment code, the two states an operator acts on; "Active" otherwise.
 * A shopper can be both.
 */
export function ShopperStateTags({
  shopper,
}: {
  shopper: Pick<ShopperDto, 'frozen' | 'frozen_reason' | 'pay_locked'>;
}) {
  const { t } = useTranslation('shoppers');
  if (!shopper.frozen && !shopper.pay_locked) return <Badge status="success" text={t('state.active')} />;
  return (
    <Space size={4} wrap>
      {shopper.frozen && (
        <Tooltip
          title={shopper.frozen_reason ? t('state.frozenBecause', { reason: shopper.frozen_reason }) : undefined}
        >
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            {t('state.frozen')}
          </Tag>
        </Tooltip>
      )}
      {shopper.pay_locked && (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          {t('state.payLocked')}
        </Tag>
      )}
    </Space>
  );
}
