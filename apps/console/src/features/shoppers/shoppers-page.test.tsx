import type { ShopperDto } from '@shop/contract/console-shoppers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, ok, renderWithProviders, stubApi } from '../../test/render.tsx';
import { ShoppersPage } from './shoppers-page.tsx';

const ann: ShopperDto = {
  id: 7,
  account: 'ann',
  email: 'ann@example.com',
  mobile: '+4915112345678',
  country: 'DE',
  balance: '1234.50',
  frozen: true,
  frozen_reason: 'Chargeback under review',
  pay_locked: true,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: null,
};
const bob: ShopperDto = {
  ...ann,
  id: 8,
  account: 'bob',
  email: '',
  frozen: false,
  frozen_reason: '',
  pay_locked: false,
};

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

function show(url: string) {
  const fetchMock = stubApi(() => ok({ list: [ann, bob], total: 2, page: 1, limit: 10 }));
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/shoppers"
          element={
            <>
              <ShoppersPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shoppers list', { timeout: 20_000 }, () => {
  it('asks the server for the filters in the URL and shows each shopper with their state', async () => {
    const fetchMock = show('/shoppers?keyword=ann&frozen=true&page=2&limit=20');

    expect(await screen.findByRole('link', { name: 'ann' })).toBeTruthy();
    expect(calledUrls(fetchMock)[0]).toBe('/api/console/shoppers?keyword=ann&frozen=true&page=2&limit=20');
    expect(screen.getByRole('link', { name: 'ann' }).getAttribute('href')).toBe('/shoppers/7');
    const [annRow, bobRow] = screen.getAllByRole('row').slice(1);
    expect(within(annRow!).getByText('ann@example.com')).toBeTruthy();
    expect(within(annRow!).getByText('Germany')).toBeTruthy();
    expect(within(annRow!).getByText('$1,234.50')).toBeTruthy();
    expect(within(annRow!).getByText('Frozen')).toBeTruthy();
    expect(within(annRow!).getByText('Payment code locked')).toBeTruthy();
    expect(within(bobRow!).getByText('Active')).toBeTruthy();
    expect(within(bobRow!).queryByText('Frozen')).toBeNull();
    expect((screen.getByLabelText('Account, email or mobile') as HTMLInputElement).value).toBe('ann');
  });

  it('writes a search and the frozen filter into the URL, from page 1, and asks the server for them', async () => {
    const fetchMock = show('/shoppers?page=3');
    await screen.findByRole('link', { name: 'ann' });
    expect(calledUrls(fetchMock)[0]).toBe('/api/console/shoppers?page=3&limit=10');

    const box = screen.getByLabelText('Account, email or mobile');
    fireEvent.change(box, { target: { value: ' 4915 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search).toBe('?keyword=4915'));
    await waitFor(() =>
      expect(calledUrls(fetchMock).at(-1)).toBe('/api/console/shoppers?keyword=4915&page=1&limit=10'),
    );

    fireEvent.click(screen.getByText('Frozen', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(search).toBe('?keyword=4915&frozen=true'));
    await waitFor(() =>
      expect(calledUrls(fetchMock).at(-1)).toBe('/api/console/shoppers?keyword=4915&frozen=true&page=1&limit=10'),
    );

    fireEvent.click(screen.getByText('Active', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(search).toBe('?keyword=4915&frozen=false'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search).toBe(''));
    await waitFor(() => expect(calledUrls(fetchMock).at(-1)).toBe('/api/console/shoppers?page=1&limit=10'));
  });
});
