import { z } from 'zod';

/** Longest message and route a client-error report keeps: enough to find the fault, too short to carry a dump. */
export const CLIENT_ERROR_MESSAGE_MAX = 300;
export const CLIENT_ERROR_ROUTE_MAX = 120;

/** Cuts a text to `max` characters instead of refusing it: a report is worth keeping even when it is long. */
const clipped = (max: number) =>
  z
    .string()
    .transform((text) => text.slice(0, max))
    .pipe(z.string());

/**
 * What a front end's error boundary reports (POST /api/client-errors): the error's message, the route pattern or
 * path it happened on (no query string) and the build's version. Nothing that names the shopper: no account, no
 * token, no stack trace.
 */
export const clientErrorBody = z.object({
  message: clipped(CLIENT_ERROR_MESSAGE_MAX),
  route: clipped(CLIENT_ERROR_ROUTE_MAX),
  app_version: z.string().max(40).default(''),
});
export type ClientErrorBody = z.input<typeof clientErrorBody>;
