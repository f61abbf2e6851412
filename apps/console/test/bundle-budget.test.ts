// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chunkOf,
  deskBuildForTests,
  expectOnlyAfterSignIn,
  firstLoad,
  gzipSize,
  KB,
} from '@shop/desk/test-support/bundle-budget.ts';
import { describe, expect, it } from 'vitest';

const consoleRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGN_IN = ['src/features/auth/login-page.tsx'];
// The signed-in frame's route fetches the signed-in pages' strings beside its code.
const DASHBOARD = [
  'src/app/console-layout.tsx',
  'src/locales/signed-in.ts',
  'src/features/dashboard/dashboard-page.tsx',
];

/**
 * The console's first-load budget (docs/desk-kit.md#loading-on-use), measured on a real production build: the gzip
 * size of the JavaScript a browser fetches, not a timing. Each ceiling sits a little above today's size, so growth
 * is reported.
 */
describe('the console loads its pages on use', () => {
  const outDir = deskBuildForTests(consoleRoot);

  it('loads at most 250 KB gzip of JavaScript with index.html (the entry and its modulepreloads)', () => {
    expect(gzipSize(outDir(), firstLoad(outDir()).js) / KB).toBeLessThanOrEqual(250);
  });

  it('shows the sign-in page with at most 240 KB gzip (the target is 250), and the dashboard with at most 400 KB', () => {
    expect(gzipSize(outDir(), firstLoad(outDir(), SIGN_IN).js) / KB).toBeLessThanOrEqual(240);
    expect(gzipSize(outDir(), firstLoad(outDir(), DASHBOARD).js) / KB).toBeLessThanOrEqual(400);
  });

  it("signs in without the signed-in pages' strings, a menu or zod: those come with the signed-in frame and the first check", () => {
    expectOnlyAfterSignIn(outDir(), { signIn: SIGN_IN, signedIn: DASHBOARD }, [
      'Account, email or mobile', // a signed-in page's English
      'rc-menu', // the class prefix antd's Dropdown and Menu draw with
      'ZodError', // the contract's rules and answers
    ]);
  });

  it('fetches each page, the chart and the product editor apart, none of them with the sign-in page or the dashboard', () => {
    const startedWith = new Set([...firstLoad(outDir(), SIGN_IN).js, ...firstLoad(outDir(), DASHBOARD).js]);
    for (const source of [
      'src/features/dashboard/sales-chart.tsx',
      'src/features/products/product-edit-page.tsx',
      'src/features/orders/orders-page.tsx',
      'src/features/account/account-security-page.tsx',
    ]) {
      const chunk = chunkOf(outDir(), source);
      expect(chunk.isDynamicEntry, source).toBe(true);
      expect(startedWith.has(chunk.file), source).toBe(false);
    }
    expect(firstLoad(outDir(), DASHBOARD).js.some((file) => file.includes('login-page'))).toBe(false);
    expect(firstLoad(outDir(), SIGN_IN).js.some((file) => file.includes('dashboard-page'))).toBe(false);
  });
});
