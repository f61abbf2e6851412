import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the shopper app and the console exactly as `npm start` does, so journeys run the production bundles. */
export async function buildApps(): Promise<{ webDist: string; consoleDist: string }> {
  const nodeEnv = process.env.NODE_ENV;
  // Vitest runs with NODE_ENV=test, which would select React's development builds.
  process.env.NODE_ENV = 'production';
  try {
    for (const app of ['web', 'console']) {
      const root = path.join(repoRoot, 'apps', app);
      await build({ root, configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { webDist: path.join(repoRoot, 'apps/web/dist'), consoleDist: path.join(repoRoot, 'apps/console/dist') };
}
