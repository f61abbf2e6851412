import { QueryClient } from '@tanstack/react-query';
import { RequestError } from '../request/request-error.ts';

/** Only a lost connection or a server fault may pass by itself; a refusal or business failure will not change. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  return error instanceof RequestError && (error.status === 0 || error.status >= 500);
}

/** A desk's query cache: lists stay fresh for 30 s, reads retry only what may pass, writes never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
