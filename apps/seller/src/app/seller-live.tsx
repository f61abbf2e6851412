import { BellOutlined } from '@ant-design/icons';
import type { LiveEvent } from '@shop/contract/live-events';
import { LiveProvider, type LiveProviderProps } from '@shop/desk/live/live-provider.tsx';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { streamHeaders } from '../lib/request.ts';
import { liveInvalidations } from './live-invalidations.ts';

/** The seller's event stream (docs/live-events.md). */
export const SELLER_EVENTS_URL = '/api/seller/events';

/** One toast at a time: a burst of notifications replaces it rather than stacking up. */
const TOAST_KEY = 'seller-live-notification';

/**
 * The signed-in seller's one event stream, sent with the token and language of every call: it refreshes the inbox,
 * the notifications and the orders as they change, and a new notification shows a short toast leading to the list.
 */
export function SellerLive({ children, open }: { children: ReactNode; open?: LiveProviderProps['open'] }) {
  const { t } = useTranslation('notices');
  const { notification } = App.useApp();
  const navigate = useNavigate();

  const onEvent = (event: LiveEvent) => {
    if (event.kind !== 'notification') return;
    notification.info({
      key: TOAST_KEY,
      title: t('live.new'),
      description: t('live.hint'),
      icon: <BellOutlined />,
      placement: 'topRight',
      actions: (
        <Button
          size="small"
          type="primary"
          onClick={() => {
            notification.destroy(TOAST_KEY);
            void navigate('/notifications');
          }}
        >
          {t('live.view')}
        </Button>
      ),
    });
  };

  return (
    <LiveProvider
      url={SELLER_EVENTS_URL}
      headers={streamHeaders}
      invalidates={liveInvalidations}
      onEvent={onEvent}
      open={open}
    >
      {children}
    </LiveProvider>
  );
}
