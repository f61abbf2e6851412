import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, mockApi, page, renderAt, shopCard } from '../../test-support/catalogue-test-utils.tsx';
import { FavouritePage } from './favourite-page.tsx';

const ROUTES = { '/myFavourite': FavouritePage };

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the followed shops', () => {
  it('lists them and unfollows one', async () => {
    let followed = [shopCard(1, 'Pixel Lane'), shopCard(2, 'Seoul Stitch')];
    const posted: unknown[] = [];
    mockApi({
      '/shop/followed': () => page(followed),
      '/shop/follow': (_params: URLSearchParams, body: unknown) => {
        posted.push(body);
        followed = followed.filter((s) => s.id !== (body as { shop_id: number }).shop_id);
        return { followed: false, fans: 100 };
      },
    });
    renderAt(['/myFavourite'], ROUTES);
    expect(await screen.findByText('Following 2 shops')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pixel Lane/ }).getAttribute('href')).toBe('/shop/1');

    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Pixel Lane' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Pixel Lane/ })).toBeNull());
    expect(posted).toEqual([{ shop_id: 1, follow: false }]);
    expect(screen.getByRole('link', { name: /Seoul Stitch/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Following 1 shop')).toBeTruthy());
  });

  it('points to Explore when there are none', async () => {
    mockApi({ '/shop/followed': page([]) });
    renderAt(['/myFavourite'], ROUTES);
    expect(await screen.findByText("You don't follow any shop yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover shops' }).getAttribute('href')).toBe('/explore');
  });
});
