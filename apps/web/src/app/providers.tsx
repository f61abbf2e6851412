import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
    // Offline, a write still reaches the request client, which refuses it at once with a message. TanStack's
    // default would hold it paused and send it when the connection came back, long after the shopper gave up.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query assumes a connection until an 'offline' event. A page opened offline (served by the service
// worker) says so from the start: its reads wait for the connection and show what was kept, instead of failing.
onlineManager.setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
