/**
 * A translation key that no language has, as i18next reports it to the three apps (zod-free: the shopper app's
 * first load imports it). Production stays silent and shows the English text or the key; the screens' unit tests
 * and the browser journeys install a hook that collects the reports and fails the test
 * (docs/decisions/missing-translation-keys-fail-tests.md).
 */
export interface MissingKeyReport {
  namespace: string;
  key: string;
  /** The languages i18next looked in (the fallback, English). */
  languages: string[];
}

/** The global function a test or a journey installs to hear of missing keys (window.__shopMissingKey in a page). */
export const MISSING_KEY_HOOK = '__shopMissingKey';

type MissingKeyHook = (report: MissingKeyReport) => void;

function installedHook(): MissingKeyHook | undefined {
  const hook = (globalThis as Record<string, unknown>)[MISSING_KEY_HOOK];
  return typeof hook === 'function' ? (hook as MissingKeyHook) : undefined;
}

/**
 * What every app's i18next missingKeyHandler calls: hands the report to the installed hook. False when none is
 * installed (production: silence; a development build writes a console line instead).
 */
export function reportMissingKey(languages: readonly string[] | string, namespace: string, key: string): boolean {
  const hook = installedHook();
  if (!hook) return false;
  hook({ namespace, key, languages: typeof languages === 'string' ? [languages] : [...languages] });
  return true;
}

/** i18next options for an instance made outside an app's own setup (a test's), reporting as the apps do. */
export const missingKeyOptions = {
  saveMissing: true,
  missingKeyHandler: (languages: readonly string[], namespace: string, key: string): void => {
    reportMissingKey(languages, namespace, key);
  },
};

/** Collects reports while installed; `take` empties the list (the tests' check after each test). */
export function collectMissingKeys(): { take(): MissingKeyReport[]; uninstall(): void } {
  const found: MissingKeyReport[] = [];
  const target = globalThis as Record<string, unknown>;
  const previous = target[MISSING_KEY_HOOK];
  target[MISSING_KEY_HOOK] = ((report) => found.push(report)) satisfies MissingKeyHook;
  return {
    take: () => found.splice(0),
    uninstall: () => {
      target[MISSING_KEY_HOOK] = previous;
    },
  };
}

/** "catalogue:noShopReviews, order:actor.seller": each missing key once, for a failure message. */
export function describeMissingKeys(reports: readonly MissingKeyReport[]): string {
  return [...new Set(reports.map((report) => `${report.namespace}:${report.key}`))].join(', ');
}
