import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the production builds of the three front ends land. */
export interface AppDists {
  webDist: string;
  consoleDist: string;
  sellerDist: string;
}

/**
 * Builds the shopper app, the console and the seller center exactly as `npm start` does (its `npm run build`
 * builds all three), in a child process: a production build inside Vitest's own Vite process inherits its test
 * settings and breaks the bundles.
 */
export function buildApps(): AppDists {
  const dists = {
    webDist: path.join(repoRoot, 'apps/web/dist'),
    consoleDist: path.join(repoRoot, 'apps/console/dist'),
    sellerDist: path.join(repoRoot, 'apps/seller/dist'),
  };
  // CI runs some journeys a second time (behind nginx) on the tree its first journey step has just built.
  const built = Object.values(dists).every((dist) => fs.existsSync(path.join(dist, 'index.html')));
  if (process.env.E2E_REUSE_BUILD === '1' && built) return dists;
  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return dists;
}
