// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSize, initialAssets } from './bundle-budget.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** The first-load budget of /home (issue 2): a size measured on a real production build, not a timing. */
describe('the /home first-load budget', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
    // A child process, as `npm start` builds: inside Vitest's own Vite process the build inherits test settings.
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'silent'], {
      cwd: webRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('ships at most 130 KB gzip of JavaScript and 15 KB gzip of CSS for /home', () => {
    const { js, css } = initialAssets(outDir, 'src/features/catalogue/home-page.tsx');
    expect(gzipSize(outDir, js)).toBeLessThanOrEqual(130 * KB);
    expect(gzipSize(outDir, css)).toBeLessThanOrEqual(15 * KB);
  });

  it('splits the code per route: the login screen is not part of the first load', () => {
    const { js } = initialAssets(outDir, 'src/features/catalogue/home-page.tsx');
    expect(js.some((file) => file.includes('login-page'))).toBe(false);
  });
});
