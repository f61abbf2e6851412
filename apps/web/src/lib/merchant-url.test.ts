import { describe, expect, it } from 'vitest';
import { merchantLoginUrl } from './merchant-url.ts';

/**
 * The merchant entry (docs/shopper-app.md#the-merchant-entry): where Me → "Merchant entry" (/filter) and the platform
 * page send a merchant.
 */
describe('merchantLoginUrl', () => {
  const at = (hostname: string, port = '', protocol = 'http:') => merchantLoginUrl('', { protocol, hostname, port });

  it('opens the seller center on the same host for an IPv4 address, with its port', () => {
    expect(at('127.0.0.1', '3000')).toBe('http://127.0.0.1:3000/seller/login');
    expect(at('192.168.1.20')).toBe('http://192.168.1.20/seller/login');
  });

  it('opens the seller center on the same host for an IPv6 address', () => {
    expect(at('[::1]', '3000')).toBe('http://[::1]:3000/seller/login');
    expect(at('[fe80::1ff:fe23:4567:890a]')).toBe('http://[fe80::1ff:fe23:4567:890a]/seller/login');
  });

  it('opens the seller center on the same host for a one-label host other than localhost', () => {
    expect(at('shopbox', '8080')).toBe('http://shopbox:8080/seller/login');
  });

  it('opens the merchant. sibling for localhost, which browsers resolve to this machine', () => {
    expect(at('localhost', '3000')).toBe('http://merchant.localhost:3000/login');
  });

  it('opens the merchant. sibling of a name host, keeping scheme and port', () => {
    expect(at('shop.example.com', '', 'https:')).toBe('https://merchant.example.com/login');
    expect(at('shop.example.com', '8443', 'https:')).toBe('https://merchant.example.com:8443/login');
    expect(at('example.com', '3000')).toBe('http://merchant.example.com:3000/login');
  });

  it('uses MERCHANT_URL unchanged when the operator configured one, whatever the host', () => {
    const configured = 'https://sellers.example.net/sign-in';
    for (const hostname of ['localhost', '127.0.0.1', 'shop.example.com']) {
      expect(merchantLoginUrl(configured, { protocol: 'http:', hostname, port: '3000' })).toBe(configured);
    }
  });
});
