import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { describeMissingKeys, MISSING_KEY_HOOK, type MissingKeyReport } from '@shop/contract/missing-keys';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run or the journeys' setup); CHROMIUM_PATH overrides. Undefined if none. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    return (
      execSync('command -v chromium', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The Chromium the journeys drive. Playwright's own download is not used. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found)
    throw new Error('Chromium not found: install Debian\'s chromium (see README, "Test it") or set CHROMIUM_PATH');
  return found;
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Translation keys that no language has, as the pages of the journeys' browsers reported them. */
const missingKeys: MissingKeyReport[] = [];

/** The missing keys reported since the last call (the journeys' check after each test: e2e/support/setup.ts). */
export function takeMissingKeys(): MissingKeyReport[] {
  return missingKeys.splice(0);
}

/**
 * Every page of the context hears of a missing translation key: the apps' i18next hands each one to
 * window.__shopMissingKey when a page has it (production builds stay silent otherwise), and the journey fails.
 */
async function watchMissingKeys(context: BrowserContext): Promise<void> {
  await context.exposeFunction(MISSING_KEY_HOOK, (report: MissingKeyReport) => {
    missingKeys.push(report);
  });
}

/** The contexts opened while a step runs (between `beginStep` and `endStep`), closed when it ends. */
let stepContexts: BrowserContext[] | undefined;

/** A step starts: the contexts it opens from now on are its own (e2e/support/setup.ts, before each test). */
export function beginStep(): void {
  stepContexts = [];
}

/**
 * A step ends: the contexts it opened are closed, so their pages (which poll notifications and the customer
 * service) do not keep running beside the next steps. Contexts of a file's `beforeAll` are shared and stay open.
 */
export async function endStep(): Promise<void> {
  const opened = stepContexts ?? [];
  stepContexts = undefined;
  await Promise.all(opened.map((context) => context.close()));
}

/**
 * Chromium for a journey. Each context it makes (also through `newPage`) reports missing translation keys; closing
 * the browser with reports no test has checked yet fails too (a key a page reported as the last test ended).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    stepContexts?.push(context);
    await watchMissingKeys(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    const found = takeMissingKeys();
    if (found.length > 0) throw new Error(`Missing translation keys: ${describeMissingKeys(found)}`);
  };
  return browser;
}

/**
 * A phone: 390×844, touch, as the shoppers see the shop. Its pages do not register the app's service worker unless
 * the step says so: installing it fills its precache with every file of the build, a few seconds of a busy
 * machine per fresh phone, and only the journeys about the worker itself (offline, its registration) need it
 * (docs/testing.md#each-step-makes-what-it-needs).
 */
export function phoneContext(
  browser: Browser,
  baseURL: string,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
}

/** The Local_Lang cookie as the app writes it (the language object as JSON: docs/shopper-app.md#the-session-and-its-cookies). */
export function languageCookie(lang: LangCode, baseUrl: string) {
  const { language_name, chinese_name, file_name } = LANGUAGES.find((l) => l.file_name === lang)!;
  return {
    name: 'Local_Lang',
    value: encodeURIComponent(JSON.stringify({ language_name, chinese_name, file_name })),
    url: baseUrl,
  };
}
