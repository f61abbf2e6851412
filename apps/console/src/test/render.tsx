import type { OperatorRole } from '@shop/contract/console-access';
import { AccessProvider, accessOf } from '@shop/desk/access/access.tsx';
import { DeskProviders } from '@shop/desk/app-shell/desk-providers.tsx';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { consoleI18n } from '../lib/i18n.ts';

// The pages under test are signed-in ones: their strings come with the signed-in frame in the app, here at once.
await consoleI18n.loadSignedIn();

interface RenderOptions {
  /** The signed-in operator's roles (default admin: every page and button). */
  roles?: OperatorRole[];
}

/**
 * Renders a component with what pages rely on: the console's translations (English unless a test switches), a fresh
 * query cache (no retries, so failures show at once), antd's App, and the operator's access.
 */
export function renderWithProviders(ui: ReactElement, { roles = ['admin'] }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <DeskProviders i18n={consoleI18n} queryClient={queryClient}>
        <App>
          <AccessProvider access={accessOf(roles)}>{ui}</AccessProvider>
        </App>
      </DeskProviders>,
    ),
  };
}

/** Switches the console's language (as the header's switch does); tests switching away switch back afterwards. */
export async function switchLanguage(lang: 'en' | 'zh-CN') {
  await act(() => consoleI18n.changeLanguage(lang));
}

/** A stubbed fetch answering every call with one envelope; the calls are in `mock.calls`. */
export function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th stubbed call. */
export function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The envelope of a successful call. */
export const ok = (data: unknown) => ({ code: 1, msg: 'ok', data });

/**
 * A stubbed fetch answering each call with the envelope `answer` gives for its address (path and query) and JSON
 * body, for pages that make several calls; the calls are in `mock.calls`.
 */
export function stubApi(answer: (url: string, body: unknown) => unknown) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return new Response(JSON.stringify(answer(String(input), body)), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The addresses the stubbed fetch was called with, in order. */
export const calledUrls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url]) => String(url));
