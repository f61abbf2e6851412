import { RequestError } from '@shop/desk/request/request-error.ts';
import { QueryClient } from '@tanstack/react-query';

/** Only a lost connection or a server fault may pass by itself; a refusal or business failure will not change. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  return error instanceof RequestError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
