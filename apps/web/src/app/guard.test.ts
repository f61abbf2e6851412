import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decideNavigation, isPublicPath } from './guard.ts';
import { ROUTES } from './route-table.ts';

/**
 * One concrete path per route of the route table (parameters filled in), with whether the session guard treats it as
 * public: a path is public iff it equals or contains /login, /register, /home, /shop, /bag, filter, /explore,
 * /detail, /search, /forgotPassword or /changePassword.
 */
const CONCRETE_PATHS: Array<[path: string, isPublic: boolean]> = [
  ['/home', true],
  ['/explore', true],
  ['/bag', true],
  ['/me', false],
  ['/order', false],
  ['/orderInfo', false],
  ['/orderInfo/7', false],
  ['/comment', false],
  ['/refund', false],
  ['/refund/1/SN1/2,3/9.50', false],
  ['/checkout', false],
  ['/myPurchases', false],
  ['/myPurchases/0', false],
  ['/myPurchases/-4', false],
  ['/language', false],
  ['/notification', false],
  ['/profile', false],
  ['/forgotPassword', true],
  ['/changePassword', true],
  ['/passwords', false],
  ['/changePayPwd', false],
  ['/helpAndSupport', false],
  ['/withDraw', false],
  ['/depositRecord', false],
  ['/topUp', false],
  ['/walletTopUp', false],
  ['/cardTopUp', false],
  ['/topUpRecord', false],
  ['/capitalRecord', false],
  ['/myFavourite', false],
  ['/payment', false],
  ['/security', false],
  ['/heart', false],
  ['/filter', true],
  ['/setting', false],
  ['/search', true],
  ['/searchshop', true],
  ['/searchs', true],
  ['/popular', false],
  ['/detail', true],
  ['/detail/1', true],
  ['/detail/1/2', true],
  ['/login', true],
  ['/register', true],
  ['/platform', false],
  ['/law', false],
  ['/address', false],
  ['/addressForm', false],
  ['/addressForm/3', false],
  ['/shop', true],
  ['/shop/5', true],
  ['/products', false],
  ['/service', false],
  ['/services', false],
  ['/chat', false],
  ['/chat/7', false],
];

const PUBLIC_PATHS = CONCRETE_PATHS.filter(([, isPublic]) => isPublic).map(([path]) => path);
const PRIVATE_PATHS = CONCRETE_PATHS.filter(([, isPublic]) => !isPublic).map(([path]) => path);

describe('the concrete paths of these tests', () => {
  it.each(ROUTES.map((route) => route.path))('include a path for the route %s', (pattern) => {
    expect(CONCRETE_PATHS.some(([path]) => matchPath(pattern, path))).toBe(true);
  });
});

describe('isPublicPath', () => {
  it.each(CONCRETE_PATHS)('classifies %s as public: %s', (path, isPublic) => {
    expect(isPublicPath(path)).toBe(isPublic);
  });

  it('treats any path containing "filter" as public, since the public entries list it without a slash', () => {
    expect(isPublicPath('/products/filter')).toBe(true);
  });
});

describe('decideNavigation when logged out', () => {
  it.each(PUBLIC_PATHS)('lets an anonymous shopper open %s', (path) => {
    expect(decideNavigation(path, false)).toEqual({ action: 'allow' });
  });

  it.each(PRIVATE_PATHS)('sends an anonymous shopper from %s to /login with loginFirst', (path) => {
    expect(decideNavigation(path, false)).toEqual({ action: 'redirect', to: '/login', message: 'loginFirst' });
  });

  it('lets the root through, since it only redirects to /home', () => {
    expect(decideNavigation('/', false)).toEqual({ action: 'allow' });
  });
});

describe('decideNavigation when logged in', () => {
  it.each(CONCRETE_PATHS.filter(([path]) => path !== '/login').map(([path]) => path))(
    'lets a logged-in shopper open %s',
    (path) => {
      expect(decideNavigation(path, true)).toEqual({ action: 'allow' });
    },
  );

  it('sends a logged-in shopper from /login to / without a message', () => {
    expect(decideNavigation('/login', true)).toEqual({ action: 'redirect', to: '/' });
  });
});
