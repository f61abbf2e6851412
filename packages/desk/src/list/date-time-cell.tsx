import { useFormat } from '../i18n/format.ts';

/** A time in a narrow table cell: the date above the hour ("Mar 21, 2026" / "09:12"), in the desk's language. */
export function DateTimeCell({ iso }: { iso: string }) {
  const format = useFormat();
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{format.date(iso)}</div>
      <div style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>{format.time(iso)}</div>
    </div>
  );
}
