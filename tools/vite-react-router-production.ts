import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router 7 ships a production build beside its development one, but its package `exports` point every import
 * at the development build, in production bundles too (remix-run/react-router#12532 and #14102, meant to be
 * temporary): dev warnings switched on, with the checks and message strings behind them. A production build of an
 * app resolves `react-router` and `react-router/dom` to `dist/production` instead. Both entries move together, so
 * the bundle holds one copy of the router and its React contexts; tests and the dev server keep the package's own
 * resolution, warnings included.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'react-router-production',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
