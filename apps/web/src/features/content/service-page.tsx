import type { ServiceChannelDto } from '@shop/contract/content';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import {
  ClockCircleOutline,
  LinkOutline,
  MailOutline,
  MessageFill,
  MessageOutline,
  PhoneFill,
  QuestionCircleOutline,
  RightOutline,
  SendOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ContentHero } from './content-hero.tsx';
import { Page } from '../../components/page.tsx';
import { toast } from '../../lib/toast.ts';
import { publicConfigQueryOptions } from './api.ts';
import { channelAction } from './service-channel.ts';

const CHANNEL_ICONS: Record<ServiceChannelDto['kind'], ComponentType<{ className?: string }>> = {
  email: MailOutline,
  phone: PhoneFill,
  whatsapp: MessageOutline,
  telegram: SendOutline,
  line: MessageFill,
  wechat: MessageFill,
  link: LinkOutline,
};

function ChannelRow({ channel }: { channel: ServiceChannelDto }) {
  const { t } = useTranslation(['content', 'common']);
  const action = channelAction(channel);
  const Icon = CHANNEL_ICONS[channel.kind];

  const copy = async (text: string) => {
    // The clipboard API exists only on secure pages (copying is not supported on non-HTTPS pages).
    if (!window.isSecureContext || !navigator.clipboard) {
      void toast.fail(t('common:failure.copyNeedsHttps'));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      void toast.success(t('common:success.copied'));
    } catch {
      void toast.fail(t('common:failure.copy'));
    }
  };

  return (
    <li className="service-channel">
      <span className={`service-channel__icon service-channel__icon--${channel.kind}`} aria-hidden="true">
        <Icon />
      </span>
      <span className="service-channel__text">
        <span className="service-channel__label">{channel.label}</span>
        <span className="service-channel__value">{channel.value}</span>
      </span>
      {action.type === 'open' ? (
        <a
          className="service-channel__action"
          href={action.href}
          {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-label={`${t(`content:service.actions.${action.verb}`)} ${channel.label}`}
        >
          {t(`content:service.actions.${action.verb}`)}
        </a>
      ) : (
        <button
          type="button"
          className="service-channel__action service-channel__action--ghost"
          onClick={() => void copy(action.text)}
          aria-label={`${t('content:service.actions.copy')} ${channel.label}`}
        >
          {t('content:service.actions.copy')}
        </button>
      )}
    </li>
  );
}

/**
 * Customer service (/service and /services): the contact channels and hours set by operators, and the in-app
 * conversation with them (`conversation`: features/service's, put here by the route table).
 */
export function ServicePage({ conversation }: { conversation?: ReactNode }) {
  const { t } = useTranslation(['content', 'common']);
  const config = useQuery(publicConfigQueryOptions());

  let channels: ReactNode;
  if (config.data) {
    channels = config.data.service_channels.length ? (
      <ul className="service-channels">
        {config.data.service_channels.map((channel) => (
          <ChannelRow key={`${channel.kind}:${channel.value}`} channel={channel} />
        ))}
      </ul>
    ) : (
      <EmptyState kind="service" title={t('content:service.noChannels')} />
    );
  } else if (config.isError) {
    channels = (
      <EmptyState title={t('content:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void config.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else {
    channels = <Skeleton.Paragraph lineCount={4} animated />;
  }

  return (
    <Page titleKey="service">
      <div className="page-body">
        <ContentHero
          Icon={UserContactOutline}
          title={t('content:service.heroTitle')}
          text={t('content:service.heroText')}
        />

        {conversation}

        <section className="card content-section">
          <h3 className="content-section__title">{t('content:service.channels')}</h3>
          {channels}
        </section>

        {config.data?.service_hours && (
          <section className="card service-hours">
            <ClockCircleOutline className="service-hours__icon" aria-hidden="true" />
            <span className="service-hours__label">{t('content:service.hours')}</span>
            <span className="service-hours__value">{config.data.service_hours}</span>
          </section>
        )}

        <Link to="/helpAndSupport" className="card content-link">
          <QuestionCircleOutline className="content-link__icon" aria-hidden="true" />
          <span className="content-link__text">
            <span className="content-link__title">{t('content:service.helpLink')}</span>
            <span className="content-link__description">{t('content:service.helpLinkText')}</span>
          </span>
          <RightOutline className="content-link__arrow" aria-hidden="true" />
        </Link>
      </div>
    </Page>
  );
}
