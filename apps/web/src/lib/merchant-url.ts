/** An address has no `merchant.` sibling: IPv4 (127.0.0.1, 192.168.1.20) or IPv6 ([::1]). */
function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/**
 * The merchant login (docs/shopper-app.md#the-merchant-entry): the configured URL, else the `merchant.` sibling of the
 * current host's /login (shop.example.com → merchant.example.com; localhost → merchant.localhost, which browsers
 * resolve to this machine), where the server answers with the seller center. An IP address or another one-label host
 * has no sibling: there the seller center's login on the same host (/seller/login). Used by /filter and the platform
 * page.
 */
export function merchantLoginUrl(
  configured: string,
  location: { protocol: string; hostname: string; port: string },
): string {
  if (configured) return configured;
  const port = location.port ? `:${location.port}` : '';
  const { hostname } = location;
  const oneLabel = !hostname.includes('.');
  if (isIpAddress(hostname) || (oneLabel && hostname !== 'localhost')) {
    return `${location.protocol}//${hostname}${port}/seller/login`;
  }
  const labels = hostname.split('.');
  const siblingHost = labels.length >= 3 ? ['merchant', ...labels.slice(1)].join('.') : `merchant.${hostname}`;
  return `${location.protocol}//${siblingHost}${port}/login`;
}
