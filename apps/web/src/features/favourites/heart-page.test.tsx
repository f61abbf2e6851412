import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, mockApi, page, productCard, renderAt } from '../../test-support/catalogue-test-utils.tsx';
import { HeartPage } from './heart-page.tsx';

const ROUTES = { '/heart': HeartPage };

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the hearted products', () => {
  it('lists them and takes one off with its heart button', async () => {
    let hearted = [productCard(1, 'Bike Helmet'), productCard(2, 'Air Fryer')];
    const posted: unknown[] = [];
    mockApi({
      '/goods/hearted': () => page(hearted),
      '/goods/heart': (_params: URLSearchParams, body: unknown) => {
        posted.push(body);
        hearted = hearted.filter((p) => p.id !== (body as { product_id: number }).product_id);
        return { hearted: false };
      },
    });
    renderAt(['/heart'], ROUTES);
    expect(await screen.findByText('2 hearted products')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bike Helmet/ }).getAttribute('href')).toBe('/detail/1/1');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bike Helmet from hearts' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Bike Helmet/ })).toBeNull());
    expect(posted).toEqual([{ product_id: 1, heart: false }]);
    expect(screen.getByRole('link', { name: /Air Fryer/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 hearted product')).toBeTruthy());
  });

  it('invites to go shopping when there are none', async () => {
    mockApi({ '/goods/hearted': page([]) });
    renderAt(['/heart'], ROUTES);
    expect(await screen.findByText('No hearted products yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/home');
  });
});
