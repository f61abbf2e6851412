import type { LangCode } from '@shop/contract/languages';
import { DeskProviders } from '@shop/desk/app-shell/desk-providers.tsx';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { sellerI18n } from '../lib/i18n.ts';

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
        <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
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

/** One call the page made. */
export interface ApiCall {
  path: string;
  /** The query string without "?" ('' when none). */
  query: string;
  method: string;
  /** The JSON body; a FormData upload as it was sent. */
  body: unknown;
  headers: Record<string, string>;
}

/** The envelope of a success, or of a refusal (`code: 0`, with `data.error` and the rest of `data`). */
export const ok = (data: unknown, msg = 'ok') => ({ code: 1, msg, data });
export const refused = (msg: string, data: Record<string, unknown> = {}) => ({ code: 0, msg, data });

/** What the fake answers for a path: an envelope, or a function of the call giving one. */
export type Answer = ((call: ApiCall) => unknown) | Record<string, unknown>;

/**
 * A stubbed fetch answering by path (`'/api/seller/products'`, or `'POST /api/seller/product/save'` for one
 * method), recording every call; an unknown path answers a refusal naming it, so a test sees what it forgot.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const [path = '', query = ''] = String(input).split('?');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call: ApiCall = { path, query, method, body, headers };
    calls.push(call);
    const answer = answers[`${method} ${path}`] ?? answers[path];
    const envelope =
      answer === undefined
        ? { code: 0, msg: `No fake answer for ${method} ${path}` }
        : typeof answer === 'function'
          ? (answer as (call: ApiCall) => unknown)(call)
          : answer;
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string, method?: string) =>
    calls.filter((call) => call.path === path && (method === undefined || call.method === method));
  return { calls, callsTo, fetchMock };
}

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
