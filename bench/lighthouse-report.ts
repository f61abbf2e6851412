import path from 'node:path';
import type { DeskPage } from './desk-lighthouse.ts';
import { DESK_TARGET_SCORE } from './desk-lighthouse.ts';
import { INTERACTION_TARGETS, type InteractionResults, QUIET_MS } from './interaction.ts';
import {
  DEFAULT_CPU_SLOWDOWN,
  FULL_SPEED_INDEX,
  type LighthouseCalibration,
  type LighthousePage,
  type LighthouseRun,
} from './lighthouse.ts';
import { repoRoot } from './processes.ts';

/** Everything section 5 measured: the shopper pages (mobile), the taps, the desks (desktop). */
export interface LighthouseResults {
  demoProducts: number;
  /** Runs per page and per tap. */
  runs: number;
  calibration: LighthouseCalibration;
  pages: LighthousePage[];
  interaction?: InteractionResults;
  desks?: DeskPage[];
}

/** Targets of the shopper pages, each on the median run. */
export const LIGHTHOUSE_TARGETS = { performance: 98, cls: 0.02, lcpSeconds: 1.2, tbt: 100 };

const pass = (ok: boolean) => (ok ? 'PASS' : '**FAIL**');
const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');
const kib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : '–');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Every run of a page, in order: score, TBT, LCP, CLS. */
const everyRun = (runs: LighthouseRun[]) =>
  runs.map((r) => `${r.score} / ${int(r.tbt)} / ${seconds(r.lcp)} / ${r.cls.toFixed(3)}`).join('<br>');

/**
 * Target 3's ranked causes of what is left, measured by hand on this kind of machine (Lighthouse's own breakdown:
 * long tasks, main-thread work by script, LCP phases; client rendering measured again in the same session).
 */
const LIGHTHOUSE_FINDINGS = [
  'What changed and what is left, ranked (home, detail and search are rendered on the server):',
  '',
  '1. **LCP and FCP waited for the JavaScript, then for the data.** With client rendering, the first paint needed the shell ' +
    '(React, React Router, i18next, TanStack: 116 KB brotli) and the picture was requested only after the API answered: LCP 3.6–4.3 s, ' +
    'FCP 2.3–3.0 s on this machine. The server now sends the page rendered with its data, its styles inlined, its largest picture ' +
    'preloaded (the only one fetched with priority), and the app starts after the `load` event and the frame painted after it: ' +
    'LCP 0.8–1.4 s, FCP 0.7 s in the ' +
    'same session. Two steps mattered beyond rendering: Lighthouse counts a High-priority script that ends before the paint as ' +
    'blocking it, and everything that ends before the LCP as part of it, so the code must be requested after the page is painted.',
  "2. **TBT is the app's start-up, now inside the measured window.** With client rendering most of the start-up ran before the " +
    'first paint, outside TBT; with the page painted at 0.7 s all of it counts (1 000–2 000 ms in the first server-rendered build, ' +
    'on a slower day). Measured with a CPU profile and a trace at 4× slowdown, and removed in this order of weight: ' +
    "(a) the service worker's first install (it precaches the whole app: 222 files, 1.5 MB before compression) registered at the `load` event, exactly " +
    'when the app starts, and its downloads competed with it: detail TBT 56–121 ms without it against 62–339 ms with it in one ' +
    'session; it now registers once the app has taken the page over, when the browser is idle; ' +
    "(b) the first `Intl.NumberFormat` of a page loads ICU's number data, 16–85 ms of real main-thread time in this Chromium, and " +
    "it landed inside hydration's render of the first price as one long task: a throwaway worker pays it while the page paints " +
    "(the data belongs to the process; the main thread's first formatter then takes 0.3–2 ms); " +
    "(c) starting the app re-fetched and re-applied every inlined stylesheet (Vite's screen loader adds a stylesheet unless a " +
    'link to it is in the page): disabled links now name them; ' +
    '(d) the start-up ran as a few long tasks (query cache filled, routes matched, router built, hydration begun): each step is now ' +
    'its own task (`scheduler.yield`), and the module preloads go in batches. ' +
    "(e) the product page's specification sheet (Popup, Stepper) and full-screen picture viewer are used only after a tap: " +
    "they now load from the shopper's first touch of the page (a press comes before its click), so its start fetches and " +
    'evaluates 29 files and 555 KB of JavaScript instead of 45 and 619 KB (184 KB gzip instead of 210): detail TBT 68 ms, ' +
    'score 100, 46 requests instead of 60 (by hand, 2026-11-28, CPU index 2 588). Fetched at the first idle moment ' +
    'instead, they landed in the middle of the start: 73 requests and a TBT of 197 ms. ' +
    'What is left, largest first: evaluating the shell (about 425 KB of JavaScript: React DOM, React Router, i18next, TanStack ' +
    'Query and the app) is one task of 150–250 ms under the 4× slowdown that only splitting the shell or less code (partial ' +
    'hydration, a lighter runtime) would cut; the first layout and paint of the page, around the first paint itself; on home, the ' +
    'paints of its 33 pictures as they arrive.',
  "3. **The machine.** Lighthouse's CPU benchmark of this kind of machine reads 1 000–2 500 from one day to the next (2 500 for the run " +
    'that passed every figure with the default 4×, 1 030 on 2026-11-27), and the simulated slowdown multiplies what it measured: at ' +
    '1 030 the default 4× emulated a phone of index 260 where the target means one of 375–625, and TBT read 500–1 600 ms (scores ' +
    '74–95). Below 1 500 the slowdown is now calibrated to the host as Lighthouse advises (the paragraph above): at 1 030, 2.8×, TBT ' +
    '91–424 ms, scores 90–100, LCP 0.8–1.4 s. Even calibrated, the emulated phone (375) is slower than the 625 of a 4× run on a host ' +
    'of 2 500, and TBT moves by 2–4× from one run to the next.',
].join('\n');
/** The target table's rows of section 5. */
export function lighthouseTargetRows(results: LighthouseResults | undefined): string[][] {
  const rows: string[][] = [];
  const T = LIGHTHOUSE_TARGETS;
  for (const page of results?.pages ?? []) {
    const m = page.median;
    rows.push([
      `Lighthouse ${page.name}: performance ≥ ${T.performance}`,
      String(m.score),
      pass(m.score >= T.performance),
    ]);
    rows.push([`Lighthouse ${page.name}: TBT ≤ ${T.tbt} ms`, `${int(m.tbt)} ms`, pass(m.tbt <= T.tbt)]);
    rows.push([
      `Lighthouse ${page.name}: LCP ≤ ${T.lcpSeconds} s`,
      `${seconds(m.lcp)} s`,
      pass(m.lcp / 1000 <= T.lcpSeconds),
    ]);
    rows.push([`Lighthouse ${page.name}: CLS ≤ ${T.cls}`, m.cls.toFixed(3), pass(m.cls <= T.cls)]);
  }
  for (const tap of results?.interaction?.taps ?? []) {
    const { inp, resultMs } = tap.median;
    rows.push([
      `INP ${tap.name} ≤ ${INTERACTION_TARGETS.inp} ms`,
      `${int(inp)} ms`,
      pass(inp <= INTERACTION_TARGETS.inp),
    ]);
    rows.push([
      `result visible, ${tap.name} ≤ ${INTERACTION_TARGETS.resultMs} ms`,
      `${int(resultMs)} ms`,
      pass(resultMs <= INTERACTION_TARGETS.resultMs),
    ]);
  }
  for (const desk of results?.desks ?? []) {
    rows.push([
      `Lighthouse desktop ${desk.name}: performance ≥ ${DESK_TARGET_SCORE}`,
      String(desk.median.score),
      pass(desk.median.score >= DESK_TARGET_SCORE),
    ]);
  }
  return rows;
}

/** Section 5 of catalogue.md: the shopper pages, the taps, the desks. */
export function renderLighthouseSection(results: LighthouseResults | undefined, skipped: string): string[] {
  const out: string[] = ['## 5. Lighthouse', ''];
  if (!results) return [...out, skipped, ''];
  const T = LIGHTHOUSE_TARGETS;
  const { calibration } = results;
  const reports = path.relative(repoRoot, path.dirname(results.pages[0]?.reportFile ?? 'bench/results/lighthouse/x'));
  out.push('### Shopper pages (mobile)', '');
  out.push(
    `Production build of the shopper app served by the API, on the demo catalogue only (${results.demoProducts} products, PGlite) with the demo accounts of a first \`npm start\` (shopper, operator, seller, its orders and reviews). ` +
      `Lighthouse 12, default mobile config (simulated slow 4G) with a **${calibration.cpuSlowdown}× CPU slowdown**, performance category only, each run in a fresh Chromium; ` +
      `an unrecorded run first measured the host's CPU benchmark index at ${int(calibration.benchmarkIndex)}: ` +
      (calibration.cpuSlowdown === DEFAULT_CPU_SLOWDOWN
        ? `at or above ${int(FULL_SPEED_INDEX)}, so Lighthouse's default 4×; `
        : `below ${int(FULL_SPEED_INDEX)}, where Lighthouse's default 4× would emulate a slower phone than a mid-tier one, so the slowdown is calibrated as Lighthouse's throttling documentation advises, 4 × index ÷ ${int(FULL_SPEED_INDEX)} (the emulated phone stays at an index of about ${int(FULL_SPEED_INDEX / DEFAULT_CPU_SLOWDOWN)}; \`bench/lighthouse.ts\` calibratedSlowdown); `) +
      `the median of ${results.runs} runs by score (ties: the slower LCP) is reported with every run beside it, its JSON saved under \`${reports}/\` (not committed). ` +
      `Targets on the median: performance ≥ ${T.performance}, TBT ≤ ${T.tbt} ms, LCP ≤ ${T.lcpSeconds} s (and CLS ≤ ${T.cls}).`,
    '',
  );
  out.push(
    table(
      [
        'page',
        'path',
        `every run: score / TBT ms / LCP s / CLS`,
        'score',
        'TBT ms',
        'LCP s',
        'CLS',
        'FCP s',
        `perf ≥ ${T.performance}`,
        `TBT ≤ ${T.tbt} ms`,
        `LCP ≤ ${T.lcpSeconds} s`,
      ],
      results.pages.map((p) => [
        p.name,
        code(p.path) + (p.signedIn ? ` (signed in: ${p.signedIn})` : ''),
        everyRun(p.runs),
        String(p.median.score),
        int(p.median.tbt),
        seconds(p.median.lcp),
        p.median.cls.toFixed(3),
        seconds(p.median.fcp),
        pass(p.median.score >= T.performance),
        pass(p.median.tbt <= T.tbt),
        pass(p.median.lcp / 1000 <= T.lcpSeconds),
      ]),
    ),
    '',
  );
  out.push(
    "Diagnostics of the median runs: Lighthouse's CPU benchmark of the machine at the time (a busy machine scores low, and the simulated slowdown multiplies what it measured), " +
      "main-thread work, bytes, requests, the LCP element, LCP's phases (load delay: until the picture's request starts) and what Lighthouse estimates preloading that picture would save.",
    '',
    table(
      [
        'page',
        'CPU benchmark index',
        'main-thread work ms',
        'transfer KiB',
        'requests',
        'LCP element',
        'LCP phases ms',
        'preload LCP image saves ms',
      ],
      results.pages.map((p) => {
        const d = p.median.diagnostics;
        return [
          p.name,
          int(d.benchmarkIndex),
          int(d.mainThreadMs),
          int(d.totalKiB),
          String(d.requests),
          code(d.lcpElement),
          d.lcpPhases,
          int(d.lcpPreloadSavings),
        ];
      }),
    ),
    '',
    LIGHTHOUSE_FINDINGS,
    '',
  );
  out.push(...renderInteraction(results.interaction, results.runs), ...renderDesks(results.desks, results.runs));
  return out;
}

function renderInteraction(interaction: InteractionResults | undefined, runs: number): string[] {
  const out = ['### Interaction: INP of three taps (phone, CPU throttled for real)', ''];
  if (!interaction) return [...out, 'Not measured in this run (see the failures below).', ''];
  out.push(
    `Playwright (playwright-core) driving the same Debian Chromium as a phone: 390×844, touch, device scale 2, Lighthouse's mobile user agent, the app's service worker blocked (its first install only downloads the build beside the tap; a returning shopper has it). ` +
      `**The CPU was slowed for real**, not simulated: CDP's \`Emulation.setCPUThrottlingRate\` at **${interaction.cpuSlowdown}×** (the slowdown the Lighthouse runs above used) makes the renderer's main thread run that much slower while the page loads and the tap is handled; ` +
      `a fixed loop timed in a page before and after setting it ran ${interaction.measuredSlowdown.toFixed(1)}× slower (below the rate when other processes already slow the unthrottled loop). No network throttling: the server is on the same machine. ` +
      `INP from Google's web-vitals ${interaction.webVitals} (attribution build, injected before the page's own scripts; \`onINP\` with \`reportAllChanges\` and the Event Timing minimum of 16 ms), split into input delay, processing and presentation delay. ` +
      `"Result visible": from the tap's \`pointerdown\` (its event timestamp) to the first animation frame in which the result is on screen (a MutationObserver sees the DOM change, the rAF callback of that frame takes the time; frames are polled too for what only moves into view). ` +
      `Each run is a fresh context (empty cache), one page load and one tap: a bare touch (touchstart and touchend through CDP) on the middle of the element, once checked to be the element a finger there would hit (Playwright's own tap() makes that check inside the tap's events). Before the tap the page must be hydrated (React's fiber on the tapped element) and then quiet for ${QUIET_MS / 1000} s (no long task, no request finishing): a shopper taps once the page has settled, and a tap racing the start-up would measure the start-up, which Lighthouse's TBT already covers; the wait is shown per run. ` +
      `Median of ${runs} runs for each figure; targets on the median: INP ≤ ${INTERACTION_TARGETS.inp} ms, result visible ≤ ${INTERACTION_TARGETS.resultMs} ms.`,
    '',
  );
  out.push(
    table(
      [
        'tap',
        'what',
        'every run: INP ms (delay + processing + presentation) / result ms / waited s',
        'INP ms',
        'result visible ms',
        `INP ≤ ${INTERACTION_TARGETS.inp}`,
        `visible ≤ ${INTERACTION_TARGETS.resultMs}`,
      ],
      interaction.taps.map((tap) => [
        tap.name,
        `${code(tap.path)}${tap.signedIn ? ' (signed in)' : ''}: ${tap.description}`,
        tap.runs
          .map(
            (r) =>
              `${int(r.inp)} (${int(r.inpParts.inputDelay)} + ${int(r.inpParts.processing)} + ${int(r.inpParts.presentation)}) / ${int(r.resultMs)} / ${seconds(r.waitedMs)}` +
              (r.problem ? ` (${r.problem})` : ''),
          )
          .join('<br>'),
        int(tap.median.inp),
        int(tap.median.resultMs),
        pass(tap.median.inp <= INTERACTION_TARGETS.inp),
        pass(tap.median.resultMs <= INTERACTION_TARGETS.resultMs),
      ]),
    ),
    '',
  );
  return out;
}

function renderDesks(desks: DeskPage[] | undefined, runs: number): string[] {
  const out = ['### Desks: console and seller center (desktop)', ''];
  if (!desks) return [...out, 'Not measured in this run (see the failures below).', ''];
  out.push(
    'Production builds of the console and the seller center, served by the same API process at `/console/` and `/seller/` as `npm start` serves them. Lighthouse 12 with its desktop preset (`lighthouse/core/config/desktop-config.js`: 1 350×940, 1× CPU, dense 4G), performance only, each run in a fresh Chromium. ' +
      "Dashboards signed in as the demo operator (admin) and the demo seller: the desks keep their token in localStorage (`console-token`, `seller-token`, packages/desk/src/session), which no request header can carry, so before each run the token from the API's sign-in is written on the origin through a Puppeteer tab of the same Chromium (Puppeteer is Lighthouse's own driver), and Lighthouse then measures that tab (it clears neither localStorage nor cookies by default). " +
      `Median of ${runs} runs by score; target: performance ≥ ${DESK_TARGET_SCORE}. ` +
      "First-load JavaScript of the median run: every script it loaded, gzip (the sizes of the build's own .gz copies) and as transferred (the server sends brotli to Chromium).",
    '',
    table(
      [
        'page',
        'path',
        'every run: score / TBT ms / LCP s / CLS',
        'score',
        'TBT ms',
        'LCP s',
        'CLS',
        'JS files',
        'JS gzip',
        'JS transferred',
        `perf ≥ ${DESK_TARGET_SCORE}`,
      ],
      desks.map((d) => [
        d.name,
        code(d.path) + (d.signedIn ? ` (signed in: ${d.signedIn})` : ''),
        everyRun(d.runs),
        String(d.median.score),
        int(d.median.tbt),
        seconds(d.median.lcp),
        d.median.cls.toFixed(3),
        String(d.js.files),
        kib(d.js.gzipBytes),
        kib(d.js.transferBytes),
        pass(d.median.score >= DESK_TARGET_SCORE),
      ]),
    ),
    '',
  );
  return out;
}
