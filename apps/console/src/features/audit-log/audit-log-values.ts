/** What operators' actions are logged against (the server's target_type values), in the filter's order. */
export const TARGET_TYPES = [
  'recharge',
  'withdrawal',
  'order',
  'refund',
  'review',
  'content',
  'promo',
  'freight',
  'settings',
] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const isTargetType = (value: string): value is TargetType => (TARGET_TYPES as readonly string[]).includes(value);

/** The audit log pages by 20 or 50 lines: a line is short, and operators scan many. */
export const AUDIT_LOG_PAGE_SIZES = [20, 50] as const;

/** Compact one-line JSON of a logged state; "—" when nothing was recorded. */
export function compactJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
