import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paidOrder } from '@shop/desk/test-support/paid-order.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

const order = paidOrder;

const SLIPS = '/api/console/orders/packing_slips';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe("the order page's packing slip", { timeout: 20_000 }, () => {
  it('saves the PDF of this order, asked in the language on screen', async () => {
    await switchLanguage('zh-CN');
    fakeApi({ '/api/console/order': ok(order) });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:slip');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = vi.mocked(fetch);
    const json = fetchMock.getMockImplementation() as typeof fetch;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith(SLIPS)
        ? new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="packing-slip-202603010001.pdf"',
            },
          })
        : json(input, init),
    );
    const router = createMemoryRouter([{ path: '/orders/:id', element: <OrderDetailPage /> }], {
      initialEntries: ['/orders/42'],
    });
    renderWithProviders(<RouterProvider router={router} />, { roles: ['fulfilment'] });

    fireEvent.click(await screen.findByRole('button', { name: /打印装箱单/ }));
    await waitFor(() => expect(saved).toEqual(['packing-slip-202603010001.pdf']));
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).startsWith(SLIPS)) ?? [];
    expect(String(url)).toBe(`${SLIPS}?ids=42`);
    expect((init?.headers as Record<string, string>).lang).toBe('zh-CN');
  });
});
