import type { VoucherDto } from '@shop/contract/promotion';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A voucher's or a deal's state (deals are never used up). */
export type PromotionState = VoucherDto['state'];

const COLOURS: Record<PromotionState, string | undefined> = {
  upcoming: 'blue',
  running: 'green',
  used_up: 'orange',
  ended: undefined,
};

/** Where a voucher or a deal stands now: upcoming, running, used up, or ended (its window passed, or ended early). */
export function PromotionStateTag({ state }: { state: PromotionState }) {
  const { t } = useTranslation('marketing');
  return (
    <Tag color={COLOURS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`states.${state}`)}
    </Tag>
  );
}
