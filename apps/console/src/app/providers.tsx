import { DeskProviders } from '@shop/desk/app-shell/desk-providers.tsx';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { consoleI18n } from '../lib/i18n.ts';

/**
 * Everything pages rely on: translations, the query cache and antd's context in the operator's language. The app gives
 * the cache its router's loaders also start reads in (app/query-client.ts); a test gives a fresh one.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <DeskProviders i18n={consoleI18n} queryClient={queryClient}>
      {children}
    </DeskProviders>
  );
}
