import type { LangCode } from '@shop/contract/languages';
import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router';
import { DeskProviders } from '../app-shell/desk-providers.tsx';
import { createDeskI18n, type DeskI18nOptions } from '../i18n/create-desk-i18n.ts';
import { appLikeRouter } from './app-router.ts';

/**
 * A page before signing in, shown as a first visit sees it: with a fresh i18n instance of the desk's options that has
 * only the first screen's strings (the signed-in pages' are never loaded), in `lang`. A key the page asks for that
 * only the signed-in namespaces hold is missing, and the screen tests' missing-key check fails the test.
 */
export async function showFirstScreen(options: DeskI18nOptions, routes: RouteObject[], path: string, lang: LangCode) {
  localStorage.setItem(`${options.app}-lang`, lang);
  const desk = createDeskI18n(options);
  await desk.ready;
  const { queryClient, router } = appLikeRouter(routes, path);
  render(
    <DeskProviders i18n={desk} queryClient={queryClient}>
      <RouterProvider router={router} />
    </DeskProviders>,
  );
  return desk;
}
