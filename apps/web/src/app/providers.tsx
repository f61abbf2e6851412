import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RequestError } from '../lib/request-error.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The request client already shows failures. A read is retried once, and only when the failure may pass
    // (network, timeout, a 5xx): a business answer such as "not found" would just toast twice.
    queries: {
      retry: (failures, error) =>
        failures < 1 &&
        error instanceof RequestError &&
        (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500)),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
