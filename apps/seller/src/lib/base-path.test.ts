import { describe, expect, it } from 'vitest';
import { appPath, basenameFor } from './base-path.ts';

describe('the runtime basename', () => {
  it('is /seller when the page was opened under /seller', () => {
    expect(basenameFor('/seller')).toBe('/seller');
    expect(basenameFor('/seller/')).toBe('/seller');
    expect(basenameFor('/seller/products/12')).toBe('/seller');
  });

  it('is empty at the root of a merchant. host, and for paths that only begin with the letters', () => {
    expect(basenameFor('/login')).toBe('');
    expect(basenameFor('/')).toBe('');
    expect(basenameFor('/sellers')).toBe('');
    expect(basenameFor('/orders/seller/1')).toBe('');
  });

  it('places the login page under the same basename', () => {
    expect(appPath('/login', '/seller')).toBe('/seller/login');
    expect(appPath('/login', '')).toBe('/login');
  });
});
