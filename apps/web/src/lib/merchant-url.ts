/**
 * The merchant login (DESIGN §2): the configured URL, else the `merchant.` sibling of the current host's /login
 * (shop.example.com → merchant.example.com; localhost → merchant.localhost). Used by /filter and the platform page.
 */
export function merchantLoginUrl(
  configured: string,
  location: { protocol: string; hostname: string; port: string },
): string {
  if (configured) return configured;
  const labels = location.hostname.split('.');
  const siblingHost = labels.length >= 3 ? ['merchant', ...labels.slice(1)].join('.') : `merchant.${location.hostname}`;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${siblingHost}${port}/login`;
}
