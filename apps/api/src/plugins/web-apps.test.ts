import { describe, expect, it } from 'vitest';
import { appFor, isMerchantHost } from './web-apps.ts';

describe('which app answers a page', () => {
  it('serves the seller center at /seller on every host and at / of a merchant. host', () => {
    expect(appFor('/seller/login', 'shop.example')).toBe('seller');
    expect(appFor('/seller', '127.0.0.1')).toBe('seller');
    expect(appFor('/login', 'merchant.shop.example')).toBe('seller');
    expect(appFor('/', 'merchant.localhost')).toBe('seller');
    expect(appFor('/console/orders', 'merchant.shop.example')).toBe('console');
  });

  it('leaves the shop its own pages, including a /login of its own, and paths that only begin with seller', () => {
    expect(appFor('/login', 'shop.example')).toBe('web');
    expect(appFor('/', 'localhost')).toBe('web');
    expect(appFor('/sellers-guide', 'shop.example')).toBe('web');
    expect(isMerchantHost('MERCHANT.Shop.Example')).toBe(true);
    expect(isMerchantHost('shop.merchant.example')).toBe(false);
  });
});
