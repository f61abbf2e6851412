import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { prefetchPublicConfig } from './app/public-config.ts';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { session } from './lib/session.ts';

await initI18n(session.get().setting.lang.file_name);
prefetchPublicConfig();
const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
