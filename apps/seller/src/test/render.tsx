import type { LangCode } from '@shop/contract/languages';
import { DeskProviders } from '@shop/desk/app-shell/desk-providers.tsx';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sellerI18n } from '../lib/i18n.ts';

// The pages under test are signed-in ones: their strings come with the signed-in frame in the app, here at once.
await sellerI18n.loadSignedIn();

/** A fresh query cache with no retries, so failures show at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders a component with what pages rely on: the seller center's translations, a fresh cache and antd's App.
 * Motion is off: happy-dom ends no CSS transition, so a closed popover would otherwise linger until antd's deadline.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = testQueryClient();
  return {
    queryClient,
    ...render(
      <DeskProviders i18n={sellerI18n} queryClient={queryClient}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>{ui}</App>
        </ConfigProvider>
      </DeskProviders>,
    ),
  };
}

/**
 * Renders routes in a data router (pages that block navigation need one) at `path`; the router is returned so a
 * test reads where the page went.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** Switches the language (as the header's switch does); tests switching away switch back afterwards. */
export async function switchLanguage(lang: LangCode) {
  await act(() => sellerI18n.changeLanguage(lang));
}

/** The seller center's tests answer the API with desk's fake (`'/api/seller/…'` paths). */
export { type Answer, type ApiCall, fakeApi, ok, refused } from '@shop/desk/test-support/fake-api.ts';

/** Picks an option of the antd Select named `label`. */
export async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label).closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options.at(-1) as HTMLElement);
}

/** Types into the field labelled `label`. */
export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
