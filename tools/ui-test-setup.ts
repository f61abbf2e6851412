import { collectMissingKeys, describeMissingKeys } from '@shop/contract/missing-keys';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';

/**
 * Setup of the screens' unit tests (web, desk, console, seller). CI runs them beside the PostgreSQL suite and the
 * browser journeys (.ci/run), on two cores: a screen that takes more than a second to render there is slow, not
 * wrong. Waits (`findBy…`, `waitFor`) give up after 10 s instead of Testing Library's 1 s (3 s still failed there: a
 * seller center page behind its lazy layout, a dialog's second step); a passing test is no slower, and each test has
 * 20 s (vitest.config.ts).
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * A translation key that no language has fails the test that showed it: the apps' i18next instances hand every
 * missing key to this collector (docs/decisions/missing-translation-keys-fail-tests.md). A test that means to look
 * up a missing key installs its own collector for that moment (`collectMissingKeys`, then `uninstall`).
 */
const missingKeys = collectMissingKeys();

afterEach(() => {
  const found = missingKeys.take();
  if (found.length > 0) throw new Error(`Missing translation keys: ${describeMissingKeys(found)}`);
  // The shopper app's instance is i18next's default one; initialised without the app's settings, a screen test
  // would show raw keys unnoticed.
  if (i18next.isInitialized && !i18next.options.saveMissing)
    throw new Error(
      "i18next was initialised without the apps' missing-key report: use the app's initI18n (or missingKeyOptions)",
    );
});

/**
 * Unmount what each test rendered. Testing Library does this by itself only where `afterEach` is a global, and our
 * Vitest has no globals: a screen left mounted keeps antd's timers (a message closing, a motion ending) that wake
 * React after the file's happy-dom is gone, and Vitest fails the run with "window is not defined". Registered after
 * the missing-key check, so it runs first (Vitest runs `afterEach` hooks last-registered first).
 */
afterEach(() => {
  cleanup();
  // The desks' projects share one happy-dom across files (isolate: false): a language a test chose stays in
  // localStorage and would greet the next file's fresh i18n instance in Chinese.
  (globalThis as { localStorage?: { clear(): void } }).localStorage?.clear();
});
