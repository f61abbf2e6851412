import type { SellerApplicationDto } from '@shop/contract/seller';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders, stubApi } from '../../test/render.tsx';
import { SellerApplicationsPage } from './seller-applications-page.tsx';

const waiting: SellerApplicationDto = {
  id: 4,
  account: 'lotus',
  shop_name: { en: 'Lotus Ceramics', 'zh-CN': '莲花陶瓷' },
  contact_name: 'Lin',
  email: 'lin@lotus.example',
  mobile: '+86 139 0000 0000',
  country: 'CN',
  documents: ['/uploads/m/licence000000000001.webp'],
  status: 0,
  reason: '',
  shop_id: null,
  created_at: '2026-11-20T08:00:00.000Z',
  decided_at: null,
  applied_at: '2026-11-20T08:00:00.000Z',
  refusals: [],
};

function show(answer: (url: string, body: unknown) => unknown) {
  const fetchMock = stubApi(answer);
  renderWithProviders(
    <MemoryRouter initialEntries={['/catalogue/seller-applications']}>
      <Routes>
        <Route path="/catalogue/seller-applications" element={<SellerApplicationsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('seller applications', { timeout: 20_000 }, () => {
  it('lists the waiting applications first and approves one after confirming', async () => {
    const fetchMock = show((url) =>
      url.includes('/approve') ? ok({ shop_id: 31 }) : ok({ list: [waiting], total: 1, page: 1, limit: 10 }),
    );
    const row = (await screen.findByText('Lotus Ceramics')).closest('tr') as HTMLElement;
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('status=0');
    expect(within(row).getByText('lotus')).toBeTruthy();
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const popover = (await screen.findByText('Approve this seller?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/approve'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/approve'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 4 });
    expect(await screen.findByText('Approved: shop #31 created')).toBeTruthy();
  });

  it("clears an approved owner's two-factor sign-in after confirming (a lost phone)", async () => {
    const approved: SellerApplicationDto = {
      ...waiting,
      status: 1,
      shop_id: 31,
      decided_at: '2026-11-21T08:00:00.000Z',
    };
    const fetchMock = show((url) =>
      url.includes('/reset_two_factor') ? ok(null) : ok({ list: [approved], total: 1, page: 1, limit: 10 }),
    );
    const row = (await screen.findByText('Lotus Ceramics')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Reset two-factor' }));
    const popover = (await screen.findByText("Turn off this owner's two-factor sign-in?")).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/console/seller/reset_two_factor'))).toBe(
        true,
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/reset_two_factor'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 4 });
    expect(await screen.findByText("The owner's two-factor sign-in is off")).toBeTruthy();
  });

  it("shows a re-application with the account's earlier refusals and their reasons", async () => {
    const again: SellerApplicationDto = {
      ...waiting,
      shop_name: { en: 'Lotus Ceramics Studio' },
      applied_at: '2026-12-02T08:00:00.000Z',
      refusals: [
        {
          shop_name: { en: 'Lotus Ceramics' },
          applied_at: '2026-11-20T08:00:00.000Z',
          reason: 'Licence unreadable',
          decided_at: '2026-11-21T08:00:00.000Z',
        },
      ],
    };
    show(() => ok({ list: [again], total: 1, page: 1, limit: 10 }));
    const row = (await screen.findByText('Lotus Ceramics Studio')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    const earlier = within(row).getByRole('region', { name: 'Refused once before' });
    expect(within(earlier).getByText('Licence unreadable')).toBeTruthy();
    expect(within(earlier).getByText(/Lotus Ceramics:$/)).toBeTruthy();
  });

  it('refuses only with a reason, and sends it', async () => {
    const fetchMock = show((url) =>
      url.includes('/refuse') ? ok(null) : ok({ list: [waiting], total: 1, page: 1, limit: 10 }),
    );
    const row = (await screen.findByText('Lotus Ceramics')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Enter the reason for refusing')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Licence unreadable ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/refuse'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/refuse'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 4, reason: 'Licence unreadable' });
  });
});
