import type { ProductCardDto } from '@shop/contract/catalogue';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, productCard } from '../test-support/catalogue-test-utils.tsx';
import { AppNavigateContext } from './app-link.tsx';
import { ProductGrid } from './catalogue/product-card.tsx';

const products = Array.from({ length: 20 }, (_, i) => productCard(i + 1, `Product ${i + 1}`)) as ProductCardDto[];

/**
 * The props React last rendered each card's anchor with. React keeps them on the DOM node and puts a new object there
 * whenever the element renders again, with or without a change to the page (a `Profiler` does not report a render
 * that only a context started).
 */
const renderedProps = () =>
  screen.getAllByRole('link').map((anchor) => {
    const key = Object.keys(anchor).find((name) => name.startsWith('__reactProps$'));
    return key && (anchor as unknown as Record<string, unknown>)[key];
  });

/** What the screen shows of the router's navigation: once it reads "loading", React rendered that state. */
function NavigationState() {
  return <output>{useNavigation().state}</output>;
}

function Shell() {
  return (
    <>
      <Outlet />
      <NavigationState />
    </>
  );
}

function Home() {
  return <ProductGrid products={products} />;
}

/**
 * Home's grid of cards, and a product page whose code comes only when `arrive` is called: the navigation stays in
 * its loading state until then, as a tap does while the next screen's code is fetched.
 */
function renderGrid({ appNavigate }: { appNavigate: boolean }) {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  // As the app's routes: a shell with an outlet, each screen a lazy route's Component.
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          { path: 'home', lazy: async () => ({ Component: Home }) },
          {
            path: 'detail/:id/:shopId',
            lazy: async () => {
              await code;
              return { Component: () => <h1>Product page</h1> };
            },
          },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  const app = <RouterProvider router={router} />;
  render(appNavigate ? <AppNavigateContext value={router.navigate}>{app}</AppNavigateContext> : app);
  return { router, arrive };
}

beforeAll(initTestI18n);
afterEach(cleanup);

describe('AppLink', () => {
  it("follows a card's tap without rendering the grid again while the next screen loads", async () => {
    const { router, arrive } = renderGrid({ appNavigate: true });
    await screen.findByText('Product 20');
    const before = renderedProps();
    expect(before).toHaveLength(20);
    expect(before.every(Boolean)).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: /Product 3\b/ }));
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(router.state.navigation.location?.pathname).toBe('/detail/3/1');
    const during = renderedProps();
    expect(during.filter((props, i) => props !== before[i])).toHaveLength(0);

    arrive();
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("renders the grid again on the navigation's loading state as React Router's Link (without the app's navigate)", async () => {
    const { arrive } = renderGrid({ appNavigate: false });
    await screen.findByText('Product 20');
    const before = renderedProps();

    fireEvent.click(screen.getByRole('link', { name: /Product 3\b/ }));
    expect(await screen.findByText('loading')).toBeTruthy();
    const during = renderedProps();
    expect(during.filter((props, i) => props !== before[i])).toHaveLength(20);
    arrive();
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeTruthy();
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const { router } = renderGrid({ appNavigate: true });
    const card = await screen.findByRole('link', { name: /Product 3\b/ });
    expect(card.getAttribute('href')).toBe('/detail/3/1');

    const opened = fireEvent.click(card, { ctrlKey: true });
    expect(opened).toBe(true); // not prevented: the browser opens a new tab
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/home');
  });
});
