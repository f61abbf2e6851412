import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CheckShieldOutline, GlobalOutline, PayCircleOutline, ShopbagOutline, TruckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ContentHero } from './content-hero.tsx';
import { Page } from '../../components/page.tsx';
import { publicConfigQueryOptions } from './api.ts';
import { merchantLoginUrl } from '../../lib/merchant-url.ts';

const BENEFITS = [
  { key: 'reach', Icon: GlobalOutline },
  { key: 'payments', Icon: PayCircleOutline },
  { key: 'logistics', Icon: TruckOutline },
  { key: 'support', Icon: CheckShieldOutline },
] as const;

const STEPS = ['account', 'shop', 'products', 'sell'] as const;

/** Platform seller (/platform): why and how to sell here, and the way to the merchant login. */
export function PlatformPage() {
  const { t } = useTranslation(['content', 'common']);
  const config = useQuery(publicConfigQueryOptions());

  const openMerchantLogin = () => {
    // Until the settings arrive (or if they fail), the merchant. sibling of this host is the default anyway.
    window.open(merchantLoginUrl(config.data?.merchant_url ?? '', window.location), '_blank', 'noopener');
  };

  return (
    <Page titleKey="platform">
      <div className="page-body platform-page">
        <ContentHero
          Icon={ShopbagOutline}
          title={t('content:platform.heroTitle')}
          text={t('content:platform.heroText')}
        />

        <section className="card content-section">
          <h3 className="content-section__title">{t('content:platform.benefitsTitle')}</h3>
          <ul className="platform-benefits">
            {BENEFITS.map(({ key, Icon }) => (
              <li key={key} className="platform-benefit">
                <Icon className="platform-benefit__icon" aria-hidden="true" />
                <span className="platform-benefit__title">{t(`content:platform.benefits.${key}.title`)}</span>
                <span className="platform-benefit__text">{t(`content:platform.benefits.${key}.text`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="card content-section">
          <h3 className="content-section__title">{t('content:platform.stepsTitle')}</h3>
          <ol className="platform-steps">
            {STEPS.map((key, index) => (
              <li key={key} className="platform-step">
                <span className="platform-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="platform-step__body">
                  <span className="platform-step__title">{t(`content:platform.steps.${key}.title`)}</span>
                  <span className="platform-step__text">{t(`content:platform.steps.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="fixed-footer">
        <Button block color="primary" shape="rounded" size="large" onClick={openMerchantLogin}>
          {t('content:platform.cta')}
        </Button>
        <p className="fixed-footer__hint">{t('content:platform.newTab')}</p>
      </div>
    </Page>
  );
}
