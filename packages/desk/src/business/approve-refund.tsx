import type { ConsoleRefundDto } from '@shop/contract/refund';
import { Alert, Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { regionName } from '../regions/regions.ts';

type ReturnAddress = NonNullable<ConsoleRefundDto['return_address']>;

/**
 * Whether approving would be refused for want of a return address: a refund with return whose shop has none and
 * whose platform has none either (the API sends the address that applies, or null). The server refuses it too.
 */
export function lacksReturnAddress(refund: Pick<ConsoleRefundDto, 'type' | 'return_address'>): boolean {
  return refund.type === 'return_refund' && refund.return_address === null;
}

/** "Addressee, mobile · detail, area, Country" in the language on screen. */
export function useReturnAddressLine() {
  const { lang } = useFormat();
  return (address: ReturnAddress) =>
    `${address.addressee}, ${address.mobile} · ${address.detail}, ${address.area}, ${regionName(address.country, lang)}`;
}

interface ApproveRefundButtonProps {
  refund: ConsoleRefundDto;
  size?: 'small' | 'middle';
  loading?: boolean;
  /** Sends the approval; the confirm button spins until it settles. */
  onConfirm(): Promise<unknown>;
}

/**
 * The approve action of a pending refund, the same in both desks: a confirmation that says where the money goes
 * (at once, or once the goods are back) and where the goods go; disabled, with the reason, while a refund with
 * return has no address to go back to.
 */
export function ApproveRefundButton({ refund, size = 'small', loading, onConfirm }: ApproveRefundButtonProps) {
  const { t } = useTranslation('business');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const addressLine = useReturnAddressLine();
  const label = t('refund.approve');
  if (lacksReturnAddress(refund)) {
    return (
      <Tooltip title={`${t('refund.noAddressTitle')}: ${t('refund.noAddressReason')}`}>
        {/* A disabled button fires no hover events: the span carries the tooltip. */}
        <span>
          <Button type="primary" size={size} disabled>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  const values = { amount: format.money(refund.amount), account: refund.buyer.account };
  const description =
    refund.type === 'refund_only' ? (
      t('refund.creditedNow', values)
    ) : (
      <div style={{ maxWidth: 360 }}>
        <div>{t('refund.creditedOnReceipt', values)}</div>
        {refund.return_address && (
          <div style={{ marginTop: 4 }}>{t('refund.returnTo', { address: addressLine(refund.return_address) })}</div>
        )}
      </div>
    );
  return (
    <Popconfirm
      title={t('refund.approveTitle', { id: refund.id })}
      description={description}
      okText={desk('actions.confirm')}
      cancelText={desk('actions.cancel')}
      onConfirm={onConfirm}
    >
      <Button type="primary" size={size} loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/**
 * Above a pending refund with return that has nowhere to go back to: why it cannot be approved, what to do (the
 * operator: the shop's or the platform's address; the seller: its shop's), and the links the app offers to do it.
 */
export function MissingReturnAddressAlert({
  refund,
  viewer,
  actions,
}: {
  refund: Pick<ConsoleRefundDto, 'type' | 'return_address' | 'status'>;
  viewer: 'operator' | 'seller';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('business');
  if (refund.status !== 0 || !lacksReturnAddress(refund)) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('refund.noAddressTitle')}
      description={
        <>
          <div>{t('refund.noAddressReason')}</div>
          <div>{viewer === 'seller' ? t('refund.noAddressSeller') : t('refund.noAddressOperator')}</div>
        </>
      }
      action={actions}
      style={{ marginBottom: 16, flexWrap: 'wrap', rowGap: 8 }}
    />
  );
}
