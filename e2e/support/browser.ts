import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH overrides. Playwright's own download cannot run here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: install Debian\'s chromium (see README, "Tests") or set CHROMIUM_PATH');
  }
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
