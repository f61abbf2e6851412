import type { AppDeps } from '../../app-deps.ts';
import { consume, type Limit } from '../rate-limit/rate-limit.service.ts';

/**
 * A page that keeps failing can report on every render: a few reports a minute per address tell the operators
 * all they need, and the cap keeps a loop (or anyone with curl) from filling the log.
 */
export const CLIENT_ERRORS_PER_IP: Limit = { name: 'client-error:ip', max: 10, windowSeconds: 10 * 60 };

/**
 * A message can quote what the shopper typed. Addresses, long numbers (phones, cards, order references) and
 * tokens are masked before the line is written, so the log holds no personal data.
 */
export function redact(text: string): string {
  return text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\b[A-Za-z0-9_-]{24,}\b/g, '[token]')
    .replace(/\d[\d\s-]{5,}\d/g, '[number]');
}

/** Writes one report from a front end's error boundary to the server log, within the per-address limit. */
export async function reportClientError(
  deps: Pick<AppDeps, 'db' | 'log'>,
  report: { message: string; route: string; app_version: string },
  ip: string,
): Promise<void> {
  await consume(deps.db, CLIENT_ERRORS_PER_IP, ip);
  deps.log.warn(
    {
      clientError: {
        message: redact(report.message),
        // The path only: a query string can hold a search term or a reset code.
        route: redact(report.route.split(/[?#]/)[0] ?? ''),
        appVersion: report.app_version,
      },
    },
    'client error reported by a front end',
  );
}
