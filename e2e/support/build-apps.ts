import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the production builds of the three front ends land. */
export const appDists = {
  webDist: path.join(repoRoot, 'apps/web/dist'),
  consoleDist: path.join(repoRoot, 'apps/console/dist'),
  sellerDist: path.join(repoRoot, 'apps/seller/dist'),
};

const built = () => Object.values(appDists).every((dist) => fs.existsSync(path.join(dist, 'index.html')));

/**
 * The browser journeys' global setup: builds the shopper app, the console, the seller center and the API bundle
 * exactly as `npm start` does (its `npm run build`), once per run, before the first journey (each journey used to
 * build for itself: about 12 s a file). In a child process: a production build inside Vitest's own Vite process
 * inherits its test settings and breaks the bundles. With E2E_REUSE_BUILD=1 a tree built by an earlier run is kept
 * (CI runs some journeys a second time, behind nginx, on what its first journey step built).
 */
export default function buildApps(): void {
  if (process.env.E2E_REUSE_BUILD === '1' && built()) return;
  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** The builds the journeys serve; made by the global setup above. */
export function builtAppDists(): typeof appDists {
  if (!built())
    throw new Error('the apps are not built: run the journeys through Vitest (its global setup builds them)');
  return appDists;
}
