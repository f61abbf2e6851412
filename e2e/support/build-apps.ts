import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the shopper app and the console exactly as `npm start` does, in a child process: a production build
 * inside Vitest's own Vite process inherits its test settings and breaks the bundles.
 */
export function buildApps(): { webDist: string; consoleDist: string } {
  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { webDist: path.join(repoRoot, 'apps/web/dist'), consoleDist: path.join(repoRoot, 'apps/console/dist') };
}
