import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { review } from '../../test/fixtures.ts';
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { ReviewsPage } from './reviews-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (rows: unknown[]) => ok({ list: rows, total: rows.length, page: 1, limit: 10 });

describe('reviews', { timeout: 20_000 }, () => {
  it('lists the reviews not replied to, sends one reply, and then shows it instead of the box', async () => {
    let replied = false;
    const api = fakeApi({
      'GET /api/seller/reviews': () =>
        list([replied ? { ...review, reply: 'Thank you, Ann!', replied_at: '2026-03-04T10:00:00.000Z' } : review]),
      'POST /api/seller/review/reply': () => {
        replied = true;
        return ok(null, 'Replied');
      },
    });
    renderRoutes([{ path: '/reviews', element: <ReviewsPage /> }], '/reviews?replied=false');

    expect(await screen.findByText('Lovely tea, fast delivery')).toBeTruthy();
    expect(api.callsTo('/api/seller/reviews')[0]?.query).toBe('replied=false&page=1&limit=10');
    expect(screen.getByText('Oolong tea')).toBeTruthy();
    expect(screen.getByText('Service 4/5 · Delivery 5/5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Please enter the content')).toBeTruthy();
    expect(api.callsTo('/api/seller/review/reply')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Reply to this review'), { target: { value: ' Thank you, Ann! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.callsTo('/api/seller/review/reply')).toHaveLength(1));
    expect(api.callsTo('/api/seller/review/reply')[0]?.body).toEqual({ id: 5, content: 'Thank you, Ann!' });

    expect(await screen.findByText('Your reply')).toBeTruthy();
    expect(screen.getByText('Thank you, Ann!')).toBeTruthy();
    expect(screen.queryByLabelText('Reply to this review')).toBeNull();
  });

  it('filters by replied or not through the URL', async () => {
    const api = fakeApi({ 'GET /api/seller/reviews': list([]) });
    renderRoutes([{ path: '/reviews', element: <ReviewsPage /> }], '/reviews');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    fireEvent.click(screen.getByText('Replied'));
    await waitFor(() => expect(api.callsTo('/api/seller/reviews').at(-1)?.query).toBe('replied=true&page=1&limit=10'));
  });
});
