import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useAccess } from '@shop/desk/access/access.tsx';
import { DetailPage } from '@shop/desk/app-shell/detail-page.tsx';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { MissingReturnAddressAlert } from '@shop/desk/business/approve-refund.tsx';
import { RefundDetailSections } from '@shop/desk/refunds/refund-detail.tsx';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCell } from '../../components/product-cell.tsx';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { refundQueryOptions } from './api.ts';
import { RefundActions } from './refund-actions.tsx';

/** Where an operator fixes a missing return address: the shop's (catalogue) or the platform's (fulfilment). */
function ReturnAddressLinks({ refund }: { refund: ConsoleRefundDto }) {
  const { t } = useTranslation('business');
  const access = useAccess();
  return (
    <Space wrap>
      {access.can('catalogue') && (
        <Link to={`/catalogue/shops/${refund.shop_id}`}>
          <Button size="small">{t('refund.openShop')}</Button>
        </Link>
      )}
      {access.can('fulfilment') && (
        <Link to="/settings/orders">
          <Button size="small">{t('refund.openOrderSettings')}</Button>
        </Link>
      )}
    </Space>
  );
}

/**
 * /refunds/:id — one refund request in desk's sections, with the operator's actions, the links that fix a missing
 * return address, and the reference and shopper id besides.
 */
export function RefundDetailPage() {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  const { t: desk } = useTranslation('desk');
  return (
    <DetailPage
      query={refundQueryOptions}
      listPath="/refunds"
      backLabel={desk('actions.back')}
      notFound={t('detail.noSuchRefund')}
    >
      {(data, back) => (
        <>
          <PageTitle>
            {t('detail.title', { id: data.id })} <RefundStatusTag status={data.status} />
          </PageTitle>
          <PageExtra>
            <Space wrap>
              <RefundActions refund={data} size="middle" />
              {back}
            </Space>
          </PageExtra>
          <MissingReturnAddressAlert refund={data} viewer="operator" actions={<ReturnAddressLinks refund={data} />} />
          <RefundDetailSections
            refund={data}
            operator={{ referenceLabel: t('detail.reference'), specTitle: common('items.spec') }}
            words={(word, values) => t(`detail.${word}`, values ?? {})}
            common={(word) => common(word)}
            product={(item) => <ProductCell image={item.image.small} title={item.title} />}
          />
        </>
      )}
    </DetailPage>
  );
}
