import { LANGUAGES, type LangCode } from '@shop/contract/languages';
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

/** A phone: 390×844, touch, as the shoppers see the shop. */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** The Local_Lang cookie as the app writes it (spec §9: the language object as JSON). */
export function languageCookie(lang: LangCode, baseUrl: string) {
  const { language_name, chinese_name, file_name } = LANGUAGES.find((l) => l.file_name === lang)!;
  return {
    name: 'Local_Lang',
    value: encodeURIComponent(JSON.stringify({ language_name, chinese_name, file_name })),
    url: baseUrl,
  };
}
