import { defineConfig } from 'vitest/config';

/**
 * `npm run screenshots`: pictures of the screens for people to look at, written to e2e/screenshots/ (ignored by git).
 * They assert nothing, so they are not tests and `npm test` does not run them. The same set-up as the journeys:
 * Chromium and the fonts, then the apps built once; each file starts the shop it photographs.
 */
export default defineConfig({
  test: {
    name: 'screenshots',
    include: ['e2e/shots/**/*.shots.ts'],
    globalSetup: ['./e2e/support/system-deps.ts', './e2e/support/build-apps.ts'],
    setupFiles: ['./e2e/support/setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
