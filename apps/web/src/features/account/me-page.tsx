import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd-mobile';
import {
  AppstoreOutline,
  BankcardOutline,
  BellOutline,
  ChatCheckOutline,
  CheckCircleOutline,
  ClockCircleOutline,
  DownlandOutline,
  EnvironmentOutline,
  HeartOutline,
  HistogramOutline,
  MessageOutline,
  QuestionCircleOutline,
  RightOutline,
  SetOutline,
  SmileOutline,
  StarOutline,
  TeamOutline,
  TruckOutline,
  UndoOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderCountsQueryOptions } from '../../lib/cart.ts';
import { useChatUnread } from '../../lib/chat.ts';
import { formatMoney } from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { accountQueries } from './api.ts';
import { displayName, initialOf } from './display-name.ts';
import { type Shortcut, ShortcutGrid } from './shortcut-grid.tsx';

type IconType = FC<SVGProps<SVGSVGElement>>;

/** Most orders a badge spells out; beyond it shows "99+". */
const MAX_BADGE = 99;

/**
 * A status shortcut's icon with the number of the shopper's orders in that status (GET /api/order/counts) as a
 * badge. Every badge reads the same cached query, so the page asks once.
 */
function withOrderCount(Icon: IconType, status: string): IconType {
  return function OrderCountIcon(props) {
    const { data } = useQuery(orderCountsQueryOptions());
    const count = data?.[status] ?? 0;
    return (
      <Badge content={count > 0 ? (count > MAX_BADGE ? `${MAX_BADGE}+` : count) : null}>
        <Icon {...props} />
      </Badge>
    );
  };
}

/** Messages: the shops' unread messages as its badge (pushed while the event stream is live, else polled). */
function ChatUnreadIcon(props: SVGProps<SVGSVGElement>) {
  const count = useChatUnread();
  return (
    <Badge content={count > 0 ? (count > MAX_BADGE ? `${MAX_BADGE}+` : count) : null}>
      <ChatCheckOutline {...props} />
    </Badge>
  );
}

/**
 * Order statuses (docs/domain.md#the-order-state-machine), each opening My orders filtered on it. Completed orders only pile up, so their
 * shortcut carries no count. Labelled with the statuses' own names, as My orders' tabs are: one name per thing.
 */
const ORDER_SHORTCUTS: Shortcut[] = [
  { to: '/myPurchases/0', labelKey: 'order:status.waitingPay', Icon: withOrderCount(BankcardOutline, '0') },
  { to: '/myPurchases/1', labelKey: 'order:status.waitingDelivery', Icon: withOrderCount(ClockCircleOutline, '1') },
  { to: '/myPurchases/2', labelKey: 'order:status.delivered', Icon: withOrderCount(TruckOutline, '2') },
  { to: '/myPurchases/3', labelKey: 'order:status.received', Icon: withOrderCount(CheckCircleOutline, '3') },
  { to: '/myPurchases/4', labelKey: 'order:status.completed', Icon: SmileOutline },
  { to: '/myPurchases/-4', labelKey: 'order:status.afterSale', Icon: withOrderCount(UndoOutline, '-4') },
];

const WALLET_RECORDS: Shortcut[] = [
  { to: '/capitalRecord', labelKey: 'me.wallet.capitalRecord', Icon: HistogramOutline },
  { to: '/topUpRecord', labelKey: 'me.wallet.topUpRecord', Icon: DownlandOutline },
  { to: '/depositRecord', labelKey: 'me.wallet.depositRecord', Icon: UploadOutline },
];

/** Each entry says the title of the screen it opens (common:titles), so an entry and its page never disagree. */
const SERVICES: Shortcut[] = [
  { to: '/address', labelKey: 'common:titles.address', Icon: EnvironmentOutline },
  { to: '/myFavourite', labelKey: 'common:titles.myFavourite', Icon: StarOutline },
  { to: '/heart', labelKey: 'common:titles.heart', Icon: HeartOutline },
  { to: '/chat', labelKey: 'common:titles.chat', Icon: ChatUnreadIcon },
  { to: '/notification', labelKey: 'common:titles.notification', Icon: BellOutline },
  { to: '/service', labelKey: 'common:titles.service', Icon: MessageOutline },
  { to: '/helpAndSupport', labelKey: 'common:titles.helpAndSupport', Icon: QuestionCircleOutline },
  { to: '/platform', labelKey: 'common:titles.platform', Icon: TeamOutline },
  // The guard opens the merchant login in a new tab and keeps the shopper here (docs/domain.md#sellers-and-shops).
  { to: '/filter', labelKey: 'me.services.merchant', Icon: AppstoreOutline },
  { to: '/setting', labelKey: 'common:titles.setting', Icon: SetOutline },
];

export function MePage() {
  const { t } = useTranslation('account');
  const lang = useSession((s) => s.setting.lang.file_name);
  const cachedUser = useSession((s) => s.userInfo);
  // The balance moves with every order and recharge: read it again on every visit.
  const { data: user } = useQuery({
    ...accountQueries.info(),
    refetchOnMount: 'always',
    placeholderData: cachedUser ?? undefined,
  });
  const name = user ? displayName(user) : '';

  return (
    <div className="page me-page">
      <header className="me-header">
        <div className="me-header__bar">
          <h1 className="me-header__title">{t('me.title')}</h1>
          <Link className="me-header__icon" to="/setting" aria-label={t('common:titles.setting')}>
            <SetOutline />
          </Link>
        </div>
        <Link className="me-profile" to="/profile">
          <span className="me-avatar" aria-hidden="true">
            {user?.avatar ? <img src={user.avatar} alt="" /> : initialOf(name)}
          </span>
          <span className="me-profile__text">
            <strong className="me-profile__name">{name}</strong>
            <span className="me-profile__account">{t('me.account', { account: user?.account ?? '' })}</span>
          </span>
          <RightOutline className="me-profile__arrow" aria-hidden="true" />
        </Link>
      </header>

      <section className="me-card me-wallet" aria-labelledby="me-wallet-title">
        <div className="me-wallet__top">
          <div>
            <h2 id="me-wallet-title" className="me-wallet__label">
              {t('me.wallet.balance')}
            </h2>
            <strong className="me-wallet__balance">{user ? formatMoney(user.balance, lang) : '—'}</strong>
          </div>
          <div className="me-wallet__actions">
            <Link className="me-pill me-pill--solid" to="/topUp">
              {t('me.wallet.topUp')}
            </Link>
            <Link className="me-pill" to="/withDraw">
              {t('me.wallet.withDraw')}
            </Link>
          </div>
        </div>
        <ShortcutGrid items={WALLET_RECORDS} columns={3} />
      </section>

      <section className="me-card" aria-labelledby="me-orders-title">
        <div className="me-card__head">
          <h2 id="me-orders-title" className="me-card__title">
            {t('me.orders.title')}
          </h2>
          <Link className="me-card__more" to="/myPurchases/all">
            {t('me.orders.all')}
            <RightOutline aria-hidden="true" />
          </Link>
        </div>
        <ShortcutGrid items={ORDER_SHORTCUTS} columns={6} dense />
      </section>

      <section className="me-card" aria-labelledby="me-services-title">
        <div className="me-card__head">
          <h2 id="me-services-title" className="me-card__title">
            {t('me.services.title')}
          </h2>
        </div>
        <ShortcutGrid items={SERVICES} columns={3} />
      </section>
    </div>
  );
}
