import { act, cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, initTestI18n } from '../test-support/screen-harness.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import type { AppRoute } from './route-table.ts';
import type { RouteHandle } from './router.tsx';

const tab: RouteHandle = { titleKey: 'home', keepAlive: true, tabs: true };
const page: RouteHandle = { titleKey: 'detail', keepAlive: false, tabs: false };

/** The idle moments come at once (a timer's turn later), as on a quiet phone. */
const soon = (work: () => void) => {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
};

let explores = 0;
/** Explore as the route table loads it: counts its mounts and says which address it saw. */
function Explore() {
  useState(() => explores++);
  const { pathname } = useLocation();
  return <p data-testid="explore">Explore at {pathname}</p>;
}

function Home() {
  return (
    <p>
      Home <Link to="/explore">to Explore</Link>
    </p>
  );
}

/** The shell with the outlet under test, the route table handed to it. */
function renderApp(table: AppRoute[], at = '/home') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: () => <KeepAliveOutlet routes={table} idle={soon} />,
        children: [
          { id: '/home', path: 'home', handle: tab, Component: Home },
          { id: '/explore', path: 'explore', handle: tab, Component: () => <p>the router's element</p> },
          { id: '/detail', path: 'detail', handle: page, Component: () => <p>a product</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const table = (Screen: ComponentType): AppRoute[] => [
  { path: '/home', titleKey: 'home', keepAlive: true, tabs: true, load: async () => Home },
  { path: '/explore', titleKey: 'explore', keepAlive: true, tabs: true, prerender: true, load: async () => Screen },
];

/** React's <Activity mode="hidden"> hides its host elements with an important display: none. */
const hidden = (element: HTMLElement) => element.style.display === 'none';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  explores = 0;
  vi.restoreAllMocks();
});

describe('KeepAliveOutlet: screens rendered ahead', () => {
  it("renders Explore hidden while Home is idle, and its tab shows that same screen, mounted once, not the router's", async () => {
    const router = renderApp(table(Explore));
    const ahead = await screen.findByTestId('explore');
    expect(hidden(ahead)).toBe(true);
    expect(screen.getByText(/^Home/)).toBeTruthy();
    expect(explores).toBe(1);

    await act(() => router.navigate('/explore'));
    expect(screen.getByTestId('explore')).toBe(ahead);
    expect(hidden(ahead)).toBe(false);
    expect(ahead.textContent).toBe('Explore at /explore');
    expect(hidden(screen.getByText(/^Home/))).toBe(true);
    expect(screen.queryByText("the router's element")).toBeNull();
    expect(explores).toBe(1);

    // Kept alive like any tab: away and back, still the one screen.
    await act(() => router.navigate('/detail'));
    expect(hidden(ahead)).toBe(true);
    await act(() => router.navigate('/explore'));
    expect(screen.getByTestId('explore')).toBe(ahead);
    expect(explores).toBe(1);
  });

  it("waits for the page's load event: the hidden screen's pictures must not hold the page's load back", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderApp(table(Explore));
    await screen.findByText(/^Home/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('explore')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(hidden(await screen.findByTestId('explore'))).toBe(true);
    expect(explores).toBe(1);
  });

  it('renders nothing ahead on a screen without the tabs', async () => {
    renderApp(table(Explore), '/detail');
    await screen.findByText('a product');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('explore')).toBeNull();
    expect(explores).toBe(0);
  });

  it('shows the error screen, with the shell, when the screen rendered ahead fails, and reports it once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ '/client-errors': null });
    const Broken = (): never => {
      throw new Error('no categories');
    };
    const router = renderApp(table(Broken));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await act(() => router.navigate('/explore'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(hidden(screen.getByText(/^Home/))).toBe(true);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/client-errors')).toHaveLength(1));
    expect(api.calls.find((c) => c.path === '/client-errors')?.body).toMatchObject({ route: '/explore' });
  });
});
