import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import type { ConsoleReviewDto } from './api.ts';
import { ReviewsPage } from './reviews-page.tsx';

const visible: ConsoleReviewDto = {
  id: 31,
  product_id: 9,
  author: 'a***n',
  content: 'Lovely tea',
  reply: null,
  replied_at: null,
  product_score: 5,
  service_score: 4,
  postage_score: 3,
  images: ['/uploads/u/reviewpicaaaaaaaa.webp'],
  spec: '250 g',
  created_at: '2026-03-02T10:00:00.000Z',
  hidden: false,
  hidden_reason: '',
  order_id: 42,
  account: 'ann',
  product_title: 'Green tea',
};
const hidden: ConsoleReviewDto = {
  ...visible,
  id: 32,
  content: 'Buy elsewhere: spam.example',
  images: [],
  hidden: true,
  hidden_reason: 'Advertising',
};

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/reviews"
          element={
            <>
              <ReviewsPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const listOf = (list: unknown[]) => ({ code: 1, msg: 'ok', data: { list, total: list.length, page: 1, limit: 10 } });

/** Answers the list calls with `list`, and every other call with `answer`. */
function stubCalls(list: unknown[], answer: unknown) {
  const fetchMock = stubFetch(listOf(list));
  fetchMock.mockImplementation(async (url) => {
    const body = String(url).startsWith('/api/console/reviews?') ? listOf(list) : answer;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reviews page', { timeout: 20_000 }, () => {
  it('shows each review: product, shopper, scores, content, pictures, visibility and the action it allows', async () => {
    stubFetch(listOf([visible, hidden]));
    show('/reviews');

    await screen.findByText('Lovely tea');
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getAllByText('Green tea')).toBeTruthy();
    expect(first.getByText('ann')).toBeTruthy();
    expect(first.getByText('5/5')).toBeTruthy();
    expect(first.getByText('4/5')).toBeTruthy();
    expect(first.getByText('3/5')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Picture 1 of review #31' })).toBeTruthy();
    expect(first.getByText('Visible')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Hide' })).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Hidden')).toBeTruthy();
    expect(second.getByText('Advertising')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Show again' })).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('renders the content as text: markup in a review creates no element', async () => {
    const attack = '<script>window.pwned = true</script><img src=x onerror="window.pwned = true">';
    stubFetch(listOf([{ ...visible, content: attack }]));
    show('/reviews');

    expect(await screen.findByText(attack)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('asks the server for what the URL says, and writes chosen filters into it', async () => {
    const fetchMock = stubFetch(listOf([hidden]));
    show('/reviews?hidden=true&product_id=9');

    await screen.findByText('Advertising');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/reviews?hidden=true&product_id=9&page=1&limit=10');
    fireEvent.click(screen.getByText('Visible'));
    await waitFor(() => expect(search).toBe('?hidden=false&product_id=9'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/console/reviews?hidden=false&product_id=9&page=1&limit=10'),
    );

    const box = screen.getByRole('searchbox', { name: 'Product id' });
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search).toBe('?hidden=false'));
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(search).toBe(''));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/console/reviews?page=1&limit=10'));
  });

  it('hides a review only with a reason, and posts the id and the trimmed reason', async () => {
    const fetchMock = stubCalls([visible], { code: 1, msg: 'Hidden', data: null });
    show('/reviews');

    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hide review #31')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Enter the reason for hiding')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/console/review/hide')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Advertising ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/console/review/hide')).toBe(true));
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/api/console/review/hide');
    expect(sentBody(fetchMock, call)).toEqual({ id: 31, reason: 'Advertising' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a hidden review again', async () => {
    const fetchMock = stubCalls([hidden], { code: 1, msg: 'Shown', data: null });
    show('/reviews');

    fireEvent.click(await screen.findByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/console/review/unhide')).toBe(true));
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/api/console/review/unhide');
    expect(sentBody(fetchMock, call)).toEqual({ id: 32 });
  });
});
