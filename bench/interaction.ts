import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from './lighthouse.ts';

/**
 * Interaction to Next Paint of three scripted taps on a phone, with the CPU slowed for real: Playwright drives
 * Debian's Chromium, and CDP's Emulation.setCPUThrottlingRate makes the renderer's main thread run that many times
 * slower (unlike Lighthouse's simulated throttling, which rescales a trace afterwards). INP comes from Google's
 * web-vitals library (its attribution build, injected before the page's own scripts), which aggregates the Event
 * Timing entries the way the Core Web Vitals report does; "result visible" is measured in the page from the tap's
 * pointerdown to the first animation frame in which the tap's result is on screen.
 */

export interface TapRun {
  /** web-vitals INP of the visit, ms (the tap is its only trusted input, so this is the tap's own latency). */
  inp: number;
  /** INP's parts (web-vitals attribution): input delay, processing, presentation delay, ms. */
  inpParts: { inputDelay: number; processing: number; presentation: number };
  /** From the tap's pointerdown to the frame that shows its result, ms. */
  resultMs: number;
  /** From the load event until the page was quiet enough to tap, ms. */
  waitedMs: number;
  problem?: string;
}

export interface TapResult {
  name: string;
  /** What is tapped and what counts as its result. */
  description: string;
  path: string;
  signedIn: boolean;
  runs: TapRun[];
  /** The medians of INP and of the result time, each over the runs. */
  median: { inp: number; resultMs: number };
}

export interface InteractionResults {
  cpuSlowdown: number;
  /** A fixed loop timed in a page before and after the throttling was set: the slowdown the renderer really had. */
  measuredSlowdown: number;
  webVitals: string;
  taps: TapResult[];
}

/** Targets on the medians. */
export const INTERACTION_TARGETS = { inp: 200, resultMs: 200 };

/**
 * Before the tap: the app must have hydrated the element (React's fiber on it), then the page must have had
 * QUIET_MS without a long task and without a new request. A shopper taps once the page has settled; a tap racing
 * the app's start-up would measure the start-up, which Lighthouse's TBT already measures. Capped at QUIET_CAP_MS.
 */
export const QUIET_MS = 1000;
const QUIET_CAP_MS = 20_000;

const require = createRequire(import.meta.url);

/** The phone: Lighthouse's mobile user agent, the journeys' 390×844 touch screen (e2e/support/browser.ts). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  // The app's service worker precaches the whole build once installed (1.5 MB): a returning shopper has it already,
  // and its first install would only add downloads beside the tap.
  serviceWorkers: 'block' as const,
};

/**
 * Runs in every page before its own scripts: web-vitals' onINP (reportAllChanges, durationThreshold 16 ms, the
 * smallest Event Timing allows), the trusted pointerdowns, long tasks and the result watcher.
 */
function harness(): void {
  const bench = {
    inp: undefined as
      | undefined
      | { value: number; inputDelay: number; processingDuration: number; presentationDelay: number },
    taps: [] as number[],
    lastLongTask: 0,
    lastRequest: 0,
    visibleAt: undefined as number | undefined,
    watchedFrom: 0,
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  addEventListener('pointerdown', (e) => e.isTrusted && bench.taps.push(e.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.lastLongTask = Math.max(bench.lastLongTask, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.lastRequest = Math.max(bench.lastRequest, (entry as PerformanceResourceTiming).responseEnd);
  }).observe({ type: 'resource', buffered: true });
  const start = () =>
    (
      window as unknown as {
        webVitals: {
          onINP: (
            cb: (m: {
              value: number;
              attribution: { inputDelay: number; processingDuration: number; presentationDelay: number };
            }) => void,
            opts: object,
          ) => void;
        };
      }
    ).webVitals.onINP(
      (m) => {
        bench.inp = {
          value: m.value,
          inputDelay: m.attribution.inputDelay,
          processingDuration: m.attribution.processingDuration,
          presentationDelay: m.attribution.presentationDelay,
        };
      },
      { reportAllChanges: true, durationThreshold: 16 },
    );
  start();
}

/** In the page: whether a tap's result is on screen (some of the element inside the viewport, not hidden). */
function watch(kind: 'sheet' | 'toast' | 'explore'): boolean {
  const bench = (window as unknown as { __bench: { visibleAt?: number; watchedFrom: number } }).__bench;
  const shown = (el: Element | null | undefined) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 &&
      r.height > 0 &&
      r.top < innerHeight - 1 &&
      r.bottom > 0 &&
      getComputedStyle(el).visibility !== 'hidden'
    );
  };
  const checks = {
    sheet: () => shown(document.querySelector('.spec-sheet')),
    toast: () => Array.from(document.querySelectorAll('.toast-main')).some((el) => shown(el) && el.textContent?.trim()),
    explore: () =>
      location.pathname === '/explore' &&
      shown(document.querySelector('.explore .explore-head:not(.explore-head--placeholder)')),
  };
  const check = checks[kind];
  if (check()) return false;
  bench.visibleAt = undefined;
  bench.watchedFrom = performance.now();
  let done = false;
  // The first animation frame in which the result is there: its rAF callback runs just before that frame paints.
  const seen = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    requestAnimationFrame(() => {
      bench.visibleAt = performance.now();
    });
  };
  // A DOM change (React committing the sheet, the toast, the new screen) is seen at once; the animation frames
  // catch a result that only moves into view (the sheet sliding up is a style change too, but not only).
  const observer = new MutationObserver(() => check() && seen());
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => {
    if (done) return;
    if (check()) {
      done = true;
      observer.disconnect();
      bench.visibleAt = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return true;
}

/**
 * Taps the middle of `selector`'s element with a bare touch (touchstart and touchend through CDP). Playwright's own
 * `tap()` checks the element right before it touches, in the page, and listens to the touch's events to check their
 * target: that work ran inside the measured interaction (its listeners and hit tests were 5–10 ms of a tap's profile at
 * 4×). Checked here before the touch instead: the element is scrolled into view and is the one a finger on its middle
 * would hit.
 */
async function touch(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} has no box to tap`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await target.evaluate(
    (el, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return !!top && (el === top || el.contains(top));
    },
    { x, y },
  );
  if (!hit) throw new Error(`another element covers ${selector} at its middle`);
  // The checks' own work settles before the touch.
  await page.waitForTimeout(200);
  await page.touchscreen.tap(x, y);
}

/** Waits for React to own `selector`'s element, then for QUIET_MS without long tasks or requests; answers the ms waited. */
async function settle(page: Page, selector: string): Promise<number> {
  const from = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: QUIET_CAP_MS, polling: 50 },
  );
  await page
    .waitForFunction(
      (quiet) => {
        const b = (window as unknown as { __bench: { lastLongTask: number; lastRequest: number } }).__bench;
        return performance.now() - Math.max(b.lastLongTask, b.lastRequest) >= quiet;
      },
      QUIET_MS,
      { timeout: QUIET_CAP_MS, polling: 100 },
    )
    .catch(() => undefined);
  return (await page.evaluate(() => performance.now())) - from;
}

interface TapSpec {
  name: string;
  description: string;
  path: string;
  signedIn: boolean;
  /** The element that shows the page is hydrated (and, for most taps, the one tapped). */
  ready: string;
  /** Untrusted clicks before the tap (they make no Event Timing entries, so INP stays the tap's own). */
  prepare?: (page: Page) => Promise<void>;
  tap: string;
  result: 'sheet' | 'toast' | 'explore';
}

/**
 * Opens the sheet and picks the first available value of each dimension with script clicks: the shopper's earlier
 * taps, which must not count in this tap's INP. A synthetic pointerdown first, as a finger's would, lets the page
 * fetch what it fetches at the first touch (the sheet's code) before the measured tap rather than during it.
 */
async function chooseSku(page: Page): Promise<void> {
  await page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('.detail-spec-row');
    row?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    row?.click();
  });
  await page.locator('.spec-sheet .buy-button--cart').waitFor({ state: 'visible' });
  // One dimension at a time, React's render in between: a pick depends on the picks before it (and React applies a
  // click's update after the script that clicked has run).
  await page.evaluate(async () => {
    const count = document.querySelectorAll('.spec-sheet__dimension').length;
    for (let i = 0; i < count; i++) {
      const dimension = document.querySelectorAll('.spec-sheet__dimension')[i];
      if (!dimension || dimension.querySelector('.spec-chip--on')) continue;
      Array.from(dimension.querySelectorAll<HTMLButtonElement>('button.spec-chip'))
        .find((c) => !c.disabled)
        ?.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  // The sheet's slide-in ends and the page settles again before the measured tap.
  await page.waitForTimeout(500);
  await settle(page, '.spec-sheet .buy-button--cart');
}

export async function runInteraction(
  baseUrl: string,
  target: { detailPath: string; shopperToken: string },
  options: { runs: number; cpuSlowdown: number; log: (line: string) => void },
): Promise<InteractionResults> {
  // The package exports no path to its IIFE build: it sits beside the attribution build it does export.
  const dist = path.dirname(require.resolve('web-vitals/attribution'));
  const ivSource = fs.readFileSync(path.join(dist, 'web-vitals.attribution.iife.js'), 'utf8');
  const webVitals = (JSON.parse(fs.readFileSync(path.join(dist, '../package.json'), 'utf8')) as { version: string })
    .version;
  const specs: TapSpec[] = [
    {
      name: 'detail: open the specification sheet',
      description: 'product page, tap the Specification row; result: the sheet on screen',
      path: target.detailPath,
      signedIn: false,
      ready: '.detail-spec-row',
      tap: '.detail-spec-row',
      result: 'sheet',
    },
    {
      name: 'detail: add to cart',
      description:
        'product page signed in as the demo shopper, sheet opened and a SKU chosen by script; tap Add to cart in the sheet; result: the "Added to cart" toast on screen (after POST /api/cart/add)',
      path: target.detailPath,
      signedIn: true,
      ready: '.detail-spec-row',
      prepare: chooseSku,
      tap: '.spec-sheet .buy-button--cart',
      result: 'toast',
    },
    {
      name: 'home: switch to the Explore tab',
      description:
        "Home, tap Explore in the bottom tabs (Home has no tabs of its own); result: Explore's screen with its category head on screen",
      path: '/home',
      signedIn: false,
      ready: '.bottom-tabs a[href="/explore"]',
      tap: '.bottom-tabs a[href="/explore"]',
      result: 'explore',
    },
  ];

  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS, headless: true });
  try {
    const measuredSlowdown = await checkThrottling(browser, options.cpuSlowdown);
    options.log(
      `  CPU throttling through CDP at ${options.cpuSlowdown}×: a fixed loop ran ${measuredSlowdown.toFixed(1)}× slower`,
    );
    const taps: TapResult[] = [];
    for (const spec of specs) {
      const runs: TapRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        const run = await tapOnce(browser, baseUrl, spec, { ...target, ...options, ivSource });
        options.log(
          `  ${spec.name.padEnd(38)} run ${i + 1}: INP ${Math.round(run.inp)} ms (delay ${Math.round(run.inpParts.inputDelay)}, processing ${Math.round(run.inpParts.processing)}, presentation ${Math.round(run.inpParts.presentation)})  result ${Math.round(run.resultMs)} ms  waited ${(run.waitedMs / 1000).toFixed(1)} s` +
            (run.problem ? `  (${run.problem})` : ''),
        );
        runs.push(run);
      }
      taps.push({
        name: spec.name,
        description: spec.description,
        path: spec.path,
        signedIn: spec.signedIn,
        runs,
        median: { inp: median(runs.map((r) => r.inp)), resultMs: median(runs.map((r) => r.resultMs)) },
      });
    }
    return { cpuSlowdown: options.cpuSlowdown, measuredSlowdown, webVitals, taps };
  } finally {
    await browser.close();
  }
}

/** The middle value; a run that failed (NaN) counts as the slowest. */
function median(values: number[]): number {
  const sorted = [...values].map((v) => (Number.isFinite(v) ? v : Infinity)).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return middle === undefined || middle === Infinity ? NaN : middle;
}

/** Times a fixed loop in a page at full speed and throttled: proof that the slowdown reached the renderer. */
async function checkThrottling(browser: Browser, rate: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const loop = () =>
      page.evaluate(() => {
        const started = performance.now();
        let x = 0;
        for (let i = 0; i < 3e7; i++) x = (x + i * 7) % 1_000_003;
        return performance.now() - started + (x < 0 ? 1 : 0);
      });
    await loop();
    const full = Math.min(await loop(), await loop());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const slowed = Math.min(await loop(), await loop());
    return slowed / full;
  } finally {
    await context.close();
  }
}

async function tapOnce(
  browser: Browser,
  baseUrl: string,
  spec: TapSpec,
  options: { shopperToken: string; cpuSlowdown: number; ivSource: string },
): Promise<TapRun> {
  const context: BrowserContext = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  const failed = (problem: string, waitedMs = NaN): TapRun => ({
    inp: NaN,
    inpParts: { inputDelay: NaN, processing: NaN, presentation: NaN },
    resultMs: NaN,
    waitedMs,
    problem,
  });
  try {
    if (spec.signedIn) {
      // The token cookie as the app writes it (apps/web/src/lib/cookies.ts: Admin-Token, URI-encoded, path /).
      await context.addCookies([
        { name: 'Admin-Token', value: encodeURIComponent(options.shopperToken), url: baseUrl },
      ]);
    }
    // tsx compiles this file keeping function names through a `__name` helper, which the functions handed to the
    // page still call: the page gets a stand-in.
    await context.addInitScript({
      // Playwright wraps an init script in a function, so the IIFE's `var webVitals` is made global by hand.
      content: `globalThis.__name ??= (f) => f;\n${options.ivSource}\n;globalThis.webVitals = webVitals;\n(${harness.toString()})();`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await page.goto(spec.path, { waitUntil: 'load', timeout: 60_000 });
    const waitedMs = await settle(page, spec.ready);
    if (spec.prepare) await spec.prepare(page);
    if (!(await page.evaluate(watch, spec.result))) return failed('the result was on screen before the tap', waitedMs);
    await touch(page, spec.tap);
    const shown = await page
      .waitForFunction(() => (window as unknown as { __bench: { visibleAt?: number } }).__bench.visibleAt, undefined, {
        timeout: 15_000,
        polling: 50,
      })
      .then(
        () => true,
        () => false,
      );
    // web-vitals reports once the browser has delivered the interaction's entries (after its next paint, when idle);
    // if it has not within 5 s, the page is made to look hidden, which makes web-vitals report what it has.
    const reported = await page
      .waitForFunction(() => (window as unknown as { __bench: { inp?: unknown } }).__bench.inp, undefined, {
        timeout: 5000,
        polling: 100,
      })
      .then(
        () => true,
        () => false,
      );
    if (!reported) {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    }
    const measured = await page.evaluate(() => {
      const b = (
        window as unknown as {
          __bench: {
            inp?: { value: number; inputDelay: number; processingDuration: number; presentationDelay: number };
            taps: number[];
            visibleAt?: number;
            watchedFrom: number;
          };
        }
      ).__bench;
      const tapAt = b.taps.find((t) => t >= b.watchedFrom);
      const toast = document.querySelector('.toast-main')?.textContent?.trim();
      return { inp: b.inp, tapAt, visibleAt: b.visibleAt, toast };
    });
    const problems: string[] = [];
    if (!shown) problems.push('the result did not show within 15 s');
    if (!measured.inp) problems.push('web-vitals reported no INP');
    if (measured.tapAt === undefined) problems.push('no trusted pointerdown was seen');
    if (spec.result === 'toast' && measured.toast && measured.toast !== 'Added to cart')
      problems.push(`the toast said "${measured.toast}"`);
    return {
      inp: measured.inp?.value ?? NaN,
      inpParts: {
        inputDelay: measured.inp?.inputDelay ?? NaN,
        processing: measured.inp?.processingDuration ?? NaN,
        presentation: measured.inp?.presentationDelay ?? NaN,
      },
      resultMs:
        measured.visibleAt !== undefined && measured.tapAt !== undefined ? measured.visibleAt - measured.tapAt : NaN,
      waitedMs,
      problem: problems.join('; ') || undefined,
    };
  } catch (err) {
    return failed(err instanceof Error ? err.message.split('\n')[0]! : String(err));
  } finally {
    await context.close();
  }
}
