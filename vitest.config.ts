import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The screens' tests wait longer for a render than Testing Library's default (see the file). */
const uiTestSetup = fileURLToPath(new URL('./tools/ui-test-setup.ts', import.meta.url));
/**
 * A screen test runs its steps one after another, each waiting up to 3 s (tools/ui-test-setup.ts); CI runs them beside
 * the browser journeys on two cores, where a test of several dialogs passed Vitest's 5 s default while still correct.
 */
const uiTestTimeout = 20_000;

/**
 * One command runs every test: contract and unit tests, the API on a fresh database per file (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set), the web app's units in happy-dom, and the browser journeys in
 * headless Chromium. Select one part with `npm test -- --project api`.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tooling', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // The fault tests (processes killed, PostgreSQL stopped) run apart: see the `faults` project.
          exclude: ['**/node_modules/**', 'apps/api/test/faults/**'],
          environment: 'node',
          // The files share one worker's modules instead of importing the whole API again each (about 3 s a file,
          // half of the suite): each builds its own app on its own database, and none replaces a module (no vi.mock;
          // docs/testing.md#projects).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The faults survived (docs/operations.md#faults-the-shop-survives): the real API killed with SIGKILL, PostgreSQL restarted and stopped under load (PostgreSQL only).
        test: {
          name: 'faults',
          include: ['apps/api/test/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          setupFiles: [uiTestSetup, './src/test-support/setup.ts'],
          testTimeout: uiTestTimeout,
          hookTimeout: uiTestTimeout,
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          environment: 'happy-dom',
          isolate: false, // shared modules, as the API's (docs/testing.md#projects)
          // antd-mobile's ES modules, as the build resolves them: Node's resolution would load its CommonJS copy
          // beside the ES one that deep imports reach (lib/toast-impl.ts), and lib/antd-react19.ts would reach one.
          alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
        },
      },
      {
        extends: './apps/console/vite.config.ts',
        test: {
          name: 'desk',
          setupFiles: [uiTestSetup],
          testTimeout: uiTestTimeout,
          hookTimeout: uiTestTimeout,
          isolate: false, // shared modules, as the API's (docs/testing.md#projects)
          root: './packages/desk',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: './apps/console/vite.config.ts',
        test: {
          name: 'console',
          setupFiles: [uiTestSetup],
          testTimeout: uiTestTimeout,
          hookTimeout: uiTestTimeout,
          isolate: false, // shared modules, as the API's (docs/testing.md#projects)
          root: './apps/console',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: './apps/seller/vite.config.ts',
        test: {
          name: 'seller',
          setupFiles: [uiTestSetup],
          testTimeout: uiTestTimeout,
          hookTimeout: uiTestTimeout,
          isolate: false, // shared modules, as the API's (docs/testing.md#projects)
          root: './apps/seller',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Chromium and the CJK/Thai fonts: installed with apt when run as root on Debian, else one line says how; then
          // the apps are built once for all journeys; then each journey's steps are shuffled, with a printed seed
          // (`sequence.shuffle` of a project is dropped by Vitest 4.1: docs/testing.md#steps-in-a-random-order).
          globalSetup: ['./e2e/support/system-deps.ts', './e2e/support/build-apps.ts', './e2e/support/shuffle.ts'],
          // A page that shows a translation key no language has fails the test.
          setupFiles: ['./e2e/support/setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
