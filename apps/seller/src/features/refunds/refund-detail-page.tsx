import type { ConsoleRefundDto } from '@shop/contract/refund';
import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { DetailPage } from '@shop/desk/app-shell/detail-page.tsx';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { MissingReturnAddressAlert } from '@shop/desk/business/approve-refund.tsx';
import { RefundDetailSections } from '@shop/desk/refunds/refund-detail.tsx';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCell } from '../../components/product-cell.tsx';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { refundQueryOptions } from './api.ts';
import { RefundActions } from './refund-actions.tsx';

/**
 * /refunds/:id — one refund request: what the shopper asks and why, the items, the proof pictures, the goods on
 * their way back, the timeline; and the decision (approve, reject with a reason, confirm the goods came back).
 */
export function RefundDetailPage() {
  const { t } = useTranslation('refunds');
  const { t: desk } = useTranslation('desk');
  return (
    <DetailPage
      query={refundQueryOptions}
      listPath="/refunds"
      backLabel={desk('actions.back')}
      notFound={t('detail.notFound')}
    >
      {(data, back) => <RefundDetail data={data} back={back} />}
    </DetailPage>
  );
}

function RefundDetail({ data, back }: { data: ConsoleRefundDto; back: ReactNode }) {
  const { t } = useTranslation('refunds');
  const { t: business } = useTranslation('business');
  const { t: common } = useTranslation('common');
  const waiting =
    data.waiting_for === 'seller' && (data.status === REFUND_STATUS.pending || data.status === REFUND_STATUS.returned);

  return (
    <>
      <PageTitle>
        {t('detail.title', { id: data.id })} <RefundStatusTag status={data.status} />
      </PageTitle>
      <PageExtra>{back}</PageExtra>
      <MissingReturnAddressAlert
        refund={data}
        viewer="seller"
        actions={
          <Link to="/shop">
            <Button size="small">{business('refund.openShop')}</Button>
          </Link>
        }
      />
      {waiting && (
        <Alert
          type="warning"
          showIcon
          title={data.status === REFUND_STATUS.pending ? t('detail.decide') : t('detail.checkGoods')}
          action={<RefundActions refund={data} size="middle" />}
          style={{ marginBottom: 16, flexWrap: 'wrap', rowGap: 8 }}
        />
      )}
      {data.waiting_for === 'platform' && (
        <Alert type="info" showIcon title={t('actions.platformDecides')} style={{ marginBottom: 16 }} />
      )}
      <RefundDetailSections
        refund={data}
        words={(word, values) => t(`detail.${word}`, values ?? {})}
        common={(word) => common(word)}
        product={(item) => <ProductCell image={item.image.small} title={item.title} spec={item.spec} />}
      />
    </>
  );
}
