import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * The journeys that take pictures: those that call `shoot` (e2e/support/shoot.ts). A journey that starts taking one
 * is picked up here without a list to keep.
 */
const picturedJourneys = fs
  .readdirSync(new URL('./e2e/', import.meta.url))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => fs.readFileSync(new URL(`./e2e/${file}`, import.meta.url), 'utf8').includes('shoot('))
  .map((file) => `e2e/${file}`);

/**
 * `npm run screenshots`: the journeys again, this time taking their pictures of the screens for people to look at,
 * written to e2e/screenshots/ (ignored by git; docs/testing.md#screenshots). SHOTS=1 is what turns `shoot` on: in
 * `npm test` it returns at once. The same set-up as the e2e project of vitest.config.ts: Chromium and the fonts,
 * the apps built once, the steps in a random order with a printed seed.
 */
export default defineConfig({
  test: {
    name: 'screenshots',
    include: picturedJourneys,
    env: { SHOTS: '1' },
    globalSetup: ['./e2e/support/system-deps.ts', './e2e/support/build-apps.ts', './e2e/support/shuffle.ts'],
    setupFiles: ['./e2e/support/setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
