import type { onRouteHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { consolePermissionOf } from '../modules/console/console-permissions.ts';

const CONSOLE_PREFIX = '/api/console/';

/**
 * Guards every /api/console route with the permission the table gives it (modules/console/console-permissions.ts),
 * before its body or query is judged. A console route the table does not name stops the app from starting: a new
 * route cannot ship unguarded by forgetting it.
 */
export default fp(
  async (app) => {
    const undeclared: string[] = [];
    const guard: onRouteHookHandler = (route) => {
      if (!route.url.startsWith(CONSOLE_PREFIX)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const permissions = new Set(methods.map((method) => consolePermissionOf(method, route.url)));
      if (permissions.has(undefined) || permissions.size !== 1) {
        undeclared.push(`${methods.join(',')} ${route.url}`);
        return;
      }
      const [permission] = permissions;
      if (!permission || permission === 'public') return;
      // The guard's answer to an operator whose required second step is not set up (plugins/auth.ts), in the API
      // document beside FORBIDDEN (plugins/api-document.ts reads `failures`).
      if (permission !== 'self' && route.schema) {
        route.schema = { ...route.schema, failures: [...(route.schema.failures ?? []), 'TWO_FACTOR_SETUP_REQUIRED'] };
      }
      const existing: preValidationHookHandler[] = [route.preValidation ?? []].flat();
      route.preValidation = [app.requireOperator(permission), ...existing];
    };
    app.addHook('onRoute', guard);
    app.addHook('onReady', async () => {
      if (undeclared.length > 0) {
        throw new Error(`Console routes without a permission in console-permissions.ts: ${undeclared.join('; ')}`);
      }
    });
  },
  { name: 'console-access', dependencies: ['auth'] },
);
