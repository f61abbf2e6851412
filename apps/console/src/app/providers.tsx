import { DeskProviders } from '@shop/desk/app-shell/desk-providers.tsx';
import { type ReactNode, useState } from 'react';
import { consoleI18n } from '../lib/i18n.ts';
import { createQueryClient } from '@shop/desk/app-shell/query-client.ts';

/** Everything pages rely on: translations, the query cache and antd's context in the operator's language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DeskProviders i18n={consoleI18n} queryClient={queryClient}>
      {children}
    </DeskProviders>
  );
}
