/**
 * The merchant login: the configured URL, else the `merchant.` sibling of the current host's /login. The same rule
 * as merchantLoginUrl in app/guard.ts (used by /filter); features do not import app/, so it is repeated here.
 */
export function merchantLoginUrl(configured: string, location: { protocol: string; hostname: string; port: string }): string {
  if (configured) return configured;
  const labels = location.hostname.split('.');
  const siblingHost = labels.length >= 3 ? ['merchant', ...labels.slice(1)].join('.') : `merchant.${location.hostname}`;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${siblingHost}${port}/login`;
}
