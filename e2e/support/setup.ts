import { describeMissingKeys } from '@shop/contract/missing-keys';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { beginStep, endStep, takeMissingKeys } from './browser.ts';

/**
 * The steps of the journey in this file run in a random order (the global set-up of the e2e project and of the
 * screenshots' command, e2e/support/shuffle.ts, chose the seed; docs/testing.md#steps-in-a-random-order).
 */
const sequence = inject('journeySequence');
if (sequence) vi.setConfig({ sequence });

/**
 * Each journey's test fails when a page showed a translation key that no language has
 * (docs/decisions/missing-translation-keys-fail-tests.md).
 */
beforeEach(() => {
  beginStep();
});

afterEach(async () => {
  // The step's own browser contexts close first: a page's last report of a missing key arrives before this check.
  await endStep();
  const found = takeMissingKeys();
  if (found.length > 0) throw new Error(`Missing translation keys: ${describeMissingKeys(found)}`);
});
