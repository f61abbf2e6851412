import { formatDateTime } from './date-time.ts';

/** A time in a narrow table cell: the date above the hour ("21 Nov 2026" / "09:12"). */
export function DateTimeCell({ iso }: { iso: string }) {
  const [date, time] = formatDateTime(iso).split(', ');
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{date}</div>
      {time && <div style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>{time}</div>}
    </div>
  );
}
