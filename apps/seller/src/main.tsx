import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { sellerI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The remembered language loads first, so the first screen is not English for a moment.
void sellerI18n.ready.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
