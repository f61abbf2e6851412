/**
 * Schedules in desk forms (promo codes, banners, campaigns, shop vouchers, deals) typed into
 * `<input type="datetime-local">`: the values such an input holds, the ISO times the API takes, and the rule that an
 * end comes after its start.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO time as the value of an `<input type="datetime-local">` ("2026-03-03T14:05"), in the browser's time zone,
 * since that is the zone the input shows and reads.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value read in the browser's time zone, as an absolute ISO time (UTC, "Z") the server accepts;
 * undefined when the input is empty or incomplete.
 */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The time to send for an input that was loaded from `saved`: `saved` itself while the input still shows it, since
 * the input drops seconds and a server that compares times (a started voucher's start) would read a change.
 */
export function keptOrTyped(value: string, saved?: string): string | undefined {
  if (saved !== undefined && value === toLocalInput(saved)) return saved;
  return fromLocalInput(value);
}

/**
 * A form rule for an end field of datetime-local inputs: refused with `message` when it is not after the field
 * `startField` (either left empty passes; a required end has its own rule).
 */
export function endsAfterStart(startField: string, message: string) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      const starts = fromLocalInput(String(getFieldValue(startField) ?? ''));
      const ends = fromLocalInput(value ?? '');
      if (starts && ends && Date.parse(ends) <= Date.parse(starts)) throw new Error(message);
    },
  });
}
