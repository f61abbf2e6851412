import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/browser.ts';
import { trackPid } from './processes.ts';

/** Debian's Chromium with the flags the browser journeys use (one list, in e2e/support). */
export const CHROME_FLAGS = CHROMIUM_FLAGS;

/** Runs per page (and per tap of bench/interaction.ts); the median of them is reported. `--lighthouse-runs` overrides. */
export const LIGHTHOUSE_RUNS = 5;

/** CHROME_PATH if set (Lighthouse's own variable), else the browser journeys' Chromium. */
export function chromePath(): string {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return chromiumPath();
}

export function chromeVersion(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export interface LighthouseRun {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's own warnings and a failed page load's error, if any. */
  problems: string[];
  /** Why the numbers are what they are. */
  diagnostics: {
    /** Lighthouse's CPU benchmark of this machine at the time (higher is faster; a loaded machine scores low). */
    benchmarkIndex: number;
    mainThreadMs: number;
    totalKiB: number;
    requests: number;
    lcpElement: string;
    /** LCP broken into TTFB, load delay (time until the image request starts), load time and render delay, ms. */
    lcpPhases: string;
    /** Lighthouse's estimate of what preloading the LCP image would save, ms. */
    lcpPreloadSavings: number;
    /** Sub-resources the server answered with the app's HTML (the SPA fallback for a missing file). */
    htmlFallbacks: string[];
    /** Every script the page loaded (path on the origin) and the bytes it took over the wire, as served. */
    scripts: { path: string; transferBytes: number }[];
  };
  json: string;
}

/**
 * What the browser holds before the page is opened: a signed-in session. Lighthouse clears neither cookies nor
 * localStorage (its default clearStorageTypes), so values written on the origin before its navigation stay.
 */
export interface PageStorage {
  cookies?: Record<string, string>;
  localStorage?: Record<string, string>;
}

export interface LighthousePageSpec {
  name: string;
  path: string;
  slug: string;
  /** Why this page is measured signed in, when it is (shown in the report). */
  signedIn?: string;
  storage?: PageStorage;
}

export interface LighthousePage {
  name: string;
  path: string;
  signedIn?: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** Where the median run's JSON report was saved, relative to the repo. */
  reportFile: string;
}

/**
 * Lighthouse's default 4× CPU slowdown turns a high-end desktop (benchmark index 1 500 and up) into a mid-tier
 * phone; on a slower host the same 4× emulates a slower phone than the target means, and Lighthouse's
 * throttling documentation ("Calibrating the CPU slowdown") says to lower the multiplier there. Below 1 500 the slowdown is
 * scaled with the host's index, so the emulated phone stays at an index of about 375 (1 500 ÷ 4), a mid-tier one
 * (125–800 in that document's table); never below 1×, and never above the default on a faster host.
 */
export const FULL_SPEED_INDEX = 1500;
export const DEFAULT_CPU_SLOWDOWN = 4;

export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= FULL_SPEED_INDEX) return DEFAULT_CPU_SLOWDOWN;
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / FULL_SPEED_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}

export interface RunOptions {
  /** The mobile config's CPU slowdown (default 4×); not used with `config` (the desktop preset keeps its own 1×). */
  cpuSlowdown?: number;
  /** A Lighthouse config such as the desktop preset; the default config (mobile) when absent. */
  config?: Config;
  storage?: PageStorage;
}

/**
 * Writes `storage` on the origin of `url` through a tab of the same Chromium, opened on a bare API answer (no app
 * code runs, nothing is cached for the app); Lighthouse then navigates that tab. Puppeteer is what Lighthouse itself
 * drives Chromium with, so no other client is needed.
 */
async function pageWithStorage(port: number, url: string, storage: PageStorage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(new URL('/api/health', url).href);
  await page.evaluate((values: PageStorage) => {
    for (const [name, value] of Object.entries(values.cookies ?? {}))
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    for (const [key, value] of Object.entries(values.localStorage ?? {})) localStorage.setItem(key, value);
  }, storage);
  return { browser, page };
}

/** One Lighthouse run (default config: mobile, simulated slow 4G, `cpuSlowdown`; or `config`) in a fresh Chromium. */
export async function runLighthouseOnce(url: string, binary: string, options: RunOptions = {}): Promise<LighthouseRun> {
  process.env.CHROME_PATH = binary;
  const chrome = await chromeLauncher.launch({ chromePath: binary, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const untrack = trackPid(chrome.pid);
  const prepared = options.storage ? await pageWithStorage(chrome.port, url, options.storage) : undefined;
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Merged into the default mobile throttling (its network figures stay).
        ...(options.config
          ? {}
          : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN } }),
      },
      options.config,
      prepared?.page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // The session written before the run is the point of a signed-in run, not stray data.
    const problems = (lhr.runWarnings ?? []).filter((w) => !(options.storage && /stored data/.test(w)));
    if (lhr.runtimeError) problems.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const details = (id: string) => lhr.audits[id]?.details as { items?: Record<string, any>[] } | undefined;
    const requests = details('network-requests')?.items ?? [];
    const lcpTable = (
      details('largest-contentful-paint-element')?.items?.[0] as
        | { items?: { node?: { selector?: string } }[] }
        | undefined
    )?.items;
    const phases =
      (
        details('largest-contentful-paint-element')?.items?.[1] as
          | { items?: { phase?: string; timing?: number }[] }
          | undefined
      )?.items ?? [];
    const origin = new URL(url).origin;
    return {
      diagnostics: {
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
        mainThreadMs: metric('mainthread-work-breakdown'),
        totalKiB: metric('total-byte-weight') / 1024,
        requests: requests.length,
        lcpElement: lcpTable?.[0]?.node?.selector ?? '–',
        lcpPhases: phases.map((p) => `${p.phase} ${Math.round(p.timing ?? NaN)}`).join(', ') || '–',
        lcpPreloadSavings: Number(
          (lhr.audits['prioritize-lcp-image']?.details as { overallSavingsMs?: number } | undefined)
            ?.overallSavingsMs ?? NaN,
        ),
        htmlFallbacks: requests
          .filter((r) => r.resourceType !== 'Document' && String(r.mimeType).startsWith('text/html'))
          .map((r) => String(r.url).replace(origin, '')),
        scripts: requests
          .filter((r) => r.resourceType === 'Script')
          .map((r) => ({ path: String(r.url).replace(origin, ''), transferBytes: Number(r.transferSize ?? 0) })),
      },
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      problems,
      json: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    };
  } finally {
    await prepared?.browser.disconnect().catch(() => undefined);
    await chrome.kill();
    untrack();
  }
}

/** The run in the middle by performance score (ties: by LCP), whose metrics are reported together. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The CPU slowdown of a run of pages, and the benchmark index of the unrecorded run it was chosen from. */
export interface LighthouseCalibration {
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** `runs` Lighthouse runs of one page, logged as they come; the median's JSON report is saved in `outDir`. */
export async function measurePage(
  baseUrl: string,
  page: LighthousePageSpec,
  runs: number,
  options: RunOptions & { binary: string; outDir: string; log: (line: string) => void },
): Promise<LighthousePage> {
  const measured: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runLighthouseOnce(baseUrl + page.path, options.binary, { ...options, storage: page.storage });
    options.log(
      `  ${page.name.padEnd(10)} run ${i + 1}: score ${run.score}  LCP ${(run.lcp / 1000).toFixed(2)} s  CLS ${run.cls.toFixed(3)}  TBT ${run.tbt.toFixed(0)} ms  FCP ${(run.fcp / 1000).toFixed(2)} s` +
        (run.problems.length ? `  (${run.problems.join('; ')})` : ''),
    );
    measured.push(run);
  }
  const median = medianRun(measured);
  fs.mkdirSync(options.outDir, { recursive: true });
  const file = path.join(options.outDir, `${page.slug}.json`);
  fs.writeFileSync(file, median.json);
  return { name: page.name, path: page.path, signedIn: page.signedIn, runs: measured, median, reportFile: file };
}

export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePageSpec[],
  outDir: string,
  log: (line: string) => void,
  runs = LIGHTHOUSE_RUNS,
): Promise<{ calibration: LighthouseCalibration; pages: LighthousePage[] }> {
  const binary = chromePath();
  // An unrecorded run of the first page measures the host (and warms the server); every recorded run then uses the
  // slowdown chosen from it, so the pages are measured alike.
  const probe = await runLighthouseOnce(baseUrl + pages[0]!.path, binary);
  const calibration = {
    benchmarkIndex: probe.diagnostics.benchmarkIndex,
    cpuSlowdown: calibratedSlowdown(probe.diagnostics.benchmarkIndex),
  };
  log(
    `  CPU benchmark index ${Math.round(calibration.benchmarkIndex)}: ${calibration.cpuSlowdown}× CPU slowdown` +
      (calibration.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? ' (the default)' : ' (calibrated)'),
  );
  const results: LighthousePage[] = [];
  for (const page of pages)
    results.push(await measurePage(baseUrl, page, runs, { binary, outDir, log, cpuSlowdown: calibration.cpuSlowdown }));
  return { calibration, pages: results };
}
