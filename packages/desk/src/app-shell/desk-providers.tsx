import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { DeskI18n } from '../i18n/create-desk-i18n.ts';

const DeskI18nContext = createContext<DeskI18n | null>(null);

/** The app's translations (languages offered, switching); only inside DeskProviders. */
export function useDeskI18n(): DeskI18n {
  const desk = useContext(DeskI18nContext);
  if (!desk) throw new Error('useDeskI18n needs <DeskProviders>');
  return desk;
}

/**
 * antd in the language on screen: re-rendered by react-i18next when the language changes. antd's App (the context of
 * `App.useApp()`: message, modal, notification) is not here but in each desk's signed-in frame, the only pages that
 * use it: its modal and notification code stays out of the sign-in page's first load.
 */
function LocalisedAntd({ desk, children }: { desk: DeskI18n; children: ReactNode }) {
  useTranslation();
  return <ConfigProvider locale={desk.antdLocale()}>{children}</ConfigProvider>;
}

interface DeskProvidersProps {
  i18n: DeskI18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every desk page relies on: translations, the query cache, antd's context in the user's language. */
export function DeskProviders({ i18n, queryClient, children }: DeskProvidersProps) {
  return (
    <DeskI18nContext.Provider value={i18n}>
      <I18nextProvider i18n={i18n.i18n}>
        <QueryClientProvider client={queryClient}>
          <LocalisedAntd desk={i18n}>{children}</LocalisedAntd>
        </QueryClientProvider>
      </I18nextProvider>
    </DeskI18nContext.Provider>
  );
}
