import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, initTestI18n } from '../test-support/screen-harness.tsx';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorBoundary } from './error-boundary.tsx';
import { lazyScreen, type RouteHandle } from './router.tsx';

const handle: RouteHandle = { titleKey: 'home', keepAlive: false, tabs: false };

function Crashing(): never {
  throw new Error("Cannot read properties of undefined (reading 'amount')");
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: AppLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { id: '/crash', path: 'crash', handle, Component: Crashing, ErrorBoundary: RouteErrorBoundary },
          {
            id: '/missing/:id?',
            path: 'missing/:id?',
            handle,
            ErrorBoundary: RouteErrorBoundary,
            lazy: () => lazyScreen(Promise.reject(new TypeError('Failed to fetch dynamically imported module: /m.js'))),
          },
          { id: '/home', path: 'home', handle, Component: () => <p>home</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the shop's error screen", () => {
  it('shows a screen that throws while rendering as a translated error screen, without the stack, reported once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ '/client-errors': null });
    renderAt('/crash');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(document.body.textContent).not.toMatch(/reading 'amount'|at Crashing/);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/client-errors')).toHaveLength(1));
    const report = api.calls.find((c) => c.path === '/client-errors');
    expect(report?.body).toMatchObject({
      message: "Error: Cannot read properties of undefined (reading 'amount')",
      route: '/crash',
    });
  });

  it('shows a screen whose code failed to download the same way, named by its route pattern', async () => {
    const api = fakeApi({ '/client-errors': null });
    renderAt('/missing/42');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/client-errors')).toHaveLength(1));
    expect(api.calls.find((c) => c.path === '/client-errors')?.body).toMatchObject({ route: '/missing/:id?' });
  });
});
