import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The runner's order settings for the journeys of this run: shuffled, with the seed below. */
    journeySequence: TestProject['serializedConfig']['sequence'];
  }
}

/**
 * The journeys' global set-up: every journey's steps run in a random order, so that none can lean on another's
 * state (docs/testing.md#steps-in-a-random-order). Vitest 4.1 takes `sequence` from the root config only and drops
 * a project's own, so the e2e project turns the shuffle on here: this hands the order settings with `shuffle` on
 * to e2e/support/setup.ts, which gives them to each journey's runner. The seed is printed; `--sequence.seed=<seed>`
 * runs the same order again.
 */
export default function shuffleJourneySteps(project: TestProject): void {
  const seed = project.globalConfig.sequence.seed ?? Date.now();
  project.provide('journeySequence', { ...project.serializedConfig.sequence, shuffle: true, seed });
  console.info(`Journey steps in a random order, seed ${seed} (the same order again: --sequence.seed=${seed})`);
}
