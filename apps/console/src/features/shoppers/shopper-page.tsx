import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { shopperQueryOptions } from './api.ts';
import { ShopperActions } from './shopper-actions.tsx';
import { ShopperProfileCard } from './shopper-profile-card.tsx';
import { ShopperStateTags } from './shopper-state-tags.tsx';
import { ShopperTabs } from './shopper-tabs.tsx';

/** One shopper: the profile with what an operator may do about the account, then their records by tab. */
export function ShopperPage() {
  const { t } = useTranslation('shoppers');
  const format = useFormat();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const shopper = useQuery({ ...shopperQueryOptions(id), enabled: valid });
  const navigate = useNavigate();
  const location = useLocation();

  // Coming from the list, going back keeps its filters and page (tabs change the address in place); opened directly
  // there is no list behind, so it opens the plain one.
  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate('/shoppers') : navigate(-1))}>
      {t('page.back')}
    </Button>
  );
  if (!valid) return <Alert type="error" showIcon title={t('page.noSuchShopper')} action={back} />;
  if (shopper.error) return <Alert type="error" showIcon title={shopper.error.message} action={back} />;
  if (!shopper.data) return <Skeleton active />;
  const { data } = shopper;

  return (
    <>
      <PageTitle>
        <Space size={12} wrap>
          {t('page.title', { account: data.account })}
          <ShopperStateTags shopper={data} />
        </Space>
      </PageTitle>
      <PageExtra>
        <Space wrap>
          {back}
          <ShopperActions shopper={data} />
        </Space>
      </PageExtra>
      {data.frozen && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={data.frozen_at ? t('frozen.since', { time: format.dateTime(data.frozen_at) }) : t('state.frozen')}
          description={
            <>
              <div>{t('frozen.reason', { reason: data.frozen_reason })}</div>
              <div>{t('frozen.effect')}</div>
            </>
          }
        />
      )}
      <ShopperProfileCard shopper={data} />
      {/* Keyed by the shopper: another shopper's page never shows this one's rows while its own load. */}
      <ShopperTabs key={data.id} shopper={data} />
    </>
  );
}
