/**
 * GET parameters as the API reads them: appended as a query string, objects written key[subkey], and empty
 * values (undefined, null, '') dropped.
 */
export function encodeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value as Record<string, unknown>)) add(`${key}[${sub}]`, item);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.length ? `?${parts.join('&')}` : '';
}
