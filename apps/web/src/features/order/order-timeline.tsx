import type { OrderDetailDto } from '@shop/contract/order';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/session.ts';
import { formatDateTime } from '../../lib/date-time.ts';

/**
 * Both timelines of an order list the newest entry first: what the shopper looks for is where the order is now,
 * and a long tracking history would push it below the fold. The newest step is highlighted.
 */
function newestFirst<T extends { at: string }>(entries: readonly T[]): T[] {
  // Entries of the same instant keep their listed order, reversed with the rest.
  return entries
    .map((entry, index) => ({ entry, index, time: new Date(entry.at).getTime() }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ entry }) => entry);
}

/** Every status change: what happened, who did it (you, the shop, the platform, or the system's timeouts), and when. */
export function StatusTimeline({ timeline }: { timeline: OrderDetailDto['timeline'] }) {
  const { t } = useTranslation('order');
  const lang = useLang();
  return (
    <Steps direction="vertical" className="order-steps">
      {newestFirst(timeline).map((event, index) => (
        <Steps.Step
          key={`${event.kind}-${event.at}`}
          status={index === 0 ? 'process' : 'finish'}
          title={t(`timeline.${event.kind}`)}
          description={`${formatDateTime(event.at, lang)} · ${t(`actor.${event.actor}`)}`}
        />
      ))}
    </Steps>
  );
}

/** The parcel: carrier, tracking number and its tracking events; before shipping, a line that says so. */
export function LogisticsSection({ logistics }: { logistics: OrderDetailDto['logistics'] }) {
  const { t } = useTranslation('order');
  const lang = useLang();
  if (!logistics) return <p className="order-muted">{t('logistics.none')}</p>;
  return (
    <>
      <dl className="order-facts">
        <dt>{t('logistics.carrier')}</dt>
        <dd>{logistics.carrier}</dd>
        <dt>{t('logistics.trackingNo')}</dt>
        <dd className="order-facts__mono">{logistics.tracking_no}</dd>
      </dl>
      {logistics.events.length > 0 && (
        <Steps direction="vertical" className="order-steps">
          {newestFirst(logistics.events).map((event, index) => (
            <Steps.Step
              key={`${event.at}-${event.description}`}
              status={index === 0 ? 'process' : 'finish'}
              title={event.description}
              description={formatDateTime(event.at, lang)}
            />
          ))}
        </Steps>
      )}
    </>
  );
}
