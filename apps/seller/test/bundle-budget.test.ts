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

const sellerRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGN_IN = ['src/features/auth/login-page.tsx'];
// The signed-in frame's route fetches the signed-in pages' strings beside its code.
const DASHBOARD = [
  'src/app/seller-layout.tsx',
  'src/locales/signed-in.ts',
  'src/components/shop-notice.tsx',
  'src/app/seller-page-guard.tsx',
  'src/features/dashboard/dashboard-page.tsx',
];

/**
 * The seller center's first-load budget (docs/desk-kit.md#loading-on-use), measured on a real production build: the
 * gzip size of the JavaScript a browser fetches, not a timing. Each ceiling sits a little above today's size, so
 * growth is reported.
 */
describe('the seller center loads its pages on use', () => {
  const outDir = deskBuildForTests(sellerRoot);

  it('loads at most 250 KB gzip of JavaScript with index.html (the entry and its modulepreloads)', () => {
    expect(gzipSize(outDir(), firstLoad(outDir()).js) / KB).toBeLessThanOrEqual(250);
  });

  it('shows the sign-in page with at most 240 KB gzip (the target is 250), and the dashboard with at most 410 KB', () => {
    expect(gzipSize(outDir(), firstLoad(outDir(), SIGN_IN).js) / KB).toBeLessThanOrEqual(240);
    expect(gzipSize(outDir(), firstLoad(outDir(), DASHBOARD).js) / KB).toBeLessThanOrEqual(410);
  });

  it("signs in without the signed-in pages' strings, a menu or zod: those come with the signed-in frame and the first check", () => {
    expectOnlyAfterSignIn(outDir(), { signIn: SIGN_IN, signedIn: DASHBOARD }, [
      'and {{count}} more item', // a signed-in page's English
      'rc-menu', // the class prefix antd's Dropdown and Menu draw with
      'ZodError', // the contract's rules and answers
    ]);
  });

  it('fetches each page, the product editor, the CSV tools and the chat apart, none with the first pages', () => {
    const startedWith = new Set([...firstLoad(outDir(), SIGN_IN).js, ...firstLoad(outDir(), DASHBOARD).js]);
    for (const source of [
      'src/features/products/product-edit-page.tsx',
      // The products page carries the CSV import and export.
      'src/features/products/products-page.tsx',
      'src/features/chat/inbox-page.tsx',
    ]) {
      const chunk = chunkOf(outDir(), source);
      expect(chunk.isDynamicEntry, source).toBe(true);
      expect(startedWith.has(chunk.file), source).toBe(false);
    }
    expect(firstLoad(outDir(), DASHBOARD).js.some((file) => file.includes('login-page'))).toBe(false);
  });
});
