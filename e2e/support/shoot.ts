import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { repoRoot } from './build-apps.ts';

/** Where the pictures go; git ignores the folder. */
const SCREENSHOT_DIR = path.join(repoRoot, 'e2e/screenshots');
/** The README's copies, rewritten only when asked (UPDATE_DOCS_SCREENSHOTS=1), so that a run leaves the tree clean. */
const DOCS_DIR = path.join(repoRoot, 'docs/screenshots');
/** The README's pictures stay small enough for the repository. */
const DOCS_MAX_BYTES = 400 * 1024;
/** How long a picture waits for lists and cards to finish loading before it is taken as the page is. */
const IDLE_WAIT_MS = 15_000;

export interface ShootOptions {
  /** The whole page rather than the window. */
  fullPage?: boolean;
  /**
   * The window made as tall as the page for the picture, then set back: a desk's side menu (as tall as the window)
   * and its save bar (stuck to the window's bottom) then sit where a screen that tall would show them, which a
   * full-page picture of a short window does not.
   */
  tallWindow?: boolean;
  /** Scrolled into view first: the part of a long page the picture is about. */
  show?: Locator;
  /** The pointer moved off the page first, so that no hover state (a picture's preview buttons) shows. */
  pointerAway?: boolean;
  /** What must be gone first, such as a toast that would cover the screen. */
  gone?: Locator[];
  /** The name of the README's copy in docs/screenshots/, written with UPDATE_DOCS_SCREENSHOTS=1. */
  docs?: string;
}

/** Whether this run takes pictures: `npm run screenshots` sets SHOTS=1 (vitest.screenshots.config.ts). */
const takingPictures = () => process.env.SHOTS === '1';

/**
 * A picture of the page as the journey sees it now, into e2e/screenshots/<name>.png, for people to look at
 * (docs/testing.md#screenshots). Only `npm run screenshots` takes pictures; in any other run this returns at once
 * without touching the page, so the journeys pay nothing for them. Before the picture it waits for what would make
 * it look unfinished: pictures still loading, a list or card still loading (marked aria-busy), and what `options`
 * names. Running transitions are taken as finished.
 */
export async function shoot(page: Page, name: string, options: ShootOptions = {}): Promise<void> {
  if (!takingPictures()) return;
  for (const locator of options.gone ?? []) await locator.waitFor({ state: 'hidden' });
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.loading !== 'lazy')
      .every((img) => img.complete),
  );
  // A page that stays busy (a part it cannot load offline) is still worth a picture: it is taken as it is.
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      polling: 100,
      timeout: IDLE_WAIT_MS,
    })
    .catch(() => console.warn(`screenshot ${name}: the page was still loading after ${IDLE_WAIT_MS / 1000} s`));
  if (options.show) await options.show.scrollIntoViewIfNeeded();
  if (options.pointerAway) await page.mouse.move(0, 0);
  const png = options.tallWindow ? await inTallWindow(page) : await page.screenshot(pictureOptions(options));
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), png);
  if (options.docs) await writeDocsCopy(png, options.docs);
}

const pictureOptions = (options: ShootOptions) => ({ animations: 'disabled' as const, fullPage: options.fullPage });

/** The whole page, taken with the window as tall as the page; the window's size is set back afterwards. */
async function inTallWindow(page: Page): Promise<Buffer> {
  const size = page.viewportSize();
  if (!size) throw new Error('a tall-window picture needs a page with a fixed viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: size.width, height });
  try {
    // The page has taken the new size (a picture taken sooner can be laid out half in the old one).
    await page.waitForFunction(
      (tall) => window.innerHeight === tall && document.documentElement.scrollHeight === tall,
      height,
      { polling: 'raf' },
    );
    return await page.screenshot(pictureOptions({ fullPage: true }));
  } finally {
    await page.setViewportSize(size);
  }
}

/** The README's copy: re-encoded to a palette PNG when the plain one is over the size limit. */
async function writeDocsCopy(png: Buffer, name: string): Promise<void> {
  const copy = png.length > DOCS_MAX_BYTES ? await sharp(png).png({ palette: true, effort: 10 }).toBuffer() : png;
  if (copy.length >= DOCS_MAX_BYTES) {
    throw new Error(`the README's copy ${name} is ${copy.length} bytes, over the limit of ${DOCS_MAX_BYTES}`);
  }
  if (process.env.UPDATE_DOCS_SCREENSHOTS) fs.writeFileSync(path.join(DOCS_DIR, name), copy);
}
