import type { LogisticsEventDto } from '@shop/contract/order';
import { Timeline, Typography } from 'antd';
import { useFormat } from '../i18n/format.ts';

/** A shipment's tracking events, oldest first, each with its time: the same in both desks' logistics card. */
export function LogisticsEvents({ events }: { events: readonly LogisticsEventDto[] }) {
  const format = useFormat();
  const oldestFirst = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Timeline
      style={{ marginTop: 16 }}
      items={oldestFirst.map((event, index) => ({
        key: index,
        content: (
          <>
            <div>{event.description}</div>
            <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
          </>
        ),
      }))}
    />
  );
}
