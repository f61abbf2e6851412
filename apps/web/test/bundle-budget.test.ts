// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSize, initialAssets } from './bundle-budget.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** The first-load budget of /home (issue 2): a size measured on a real production build, not a timing. */
describe('the /home first-load budget', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
    // Vitest sets NODE_ENV=test, which would select React's development builds: build as `npm start` does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('ships at most 130 KB gzip of JavaScript and 15 KB gzip of CSS for /home', () => {
    const { js, css } = initialAssets(outDir, 'src/features/home/home-page.tsx');
    expect(gzipSize(outDir, js)).toBeLessThanOrEqual(130 * KB);
    expect(gzipSize(outDir, css)).toBeLessThanOrEqual(15 * KB);
  });

  it('splits the code per route: the login screen is not part of the first load', () => {
    const { js } = initialAssets(outDir, 'src/features/home/home-page.tsx');
    expect(js.some((file) => file.includes('login-page'))).toBe(false);
  });
});
