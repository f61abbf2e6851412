import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { paidOrder } from '@shop/desk/test-support/paid-order.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

const order = paidOrder;

const SLIPS = '/api/seller/orders/packing_slips';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The order page, with the API answering the order and `slip` answering the packing slips. */
function show(slip: () => Response) {
  fakeApi({ '/api/seller/order': ok(order) });
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:slip');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const fetchMock = vi.mocked(fetch);
  const json = fetchMock.getMockImplementation() as typeof fetch;
  fetchMock.mockImplementation(async (input, init) => (String(input).startsWith(SLIPS) ? slip() : json(input, init)));
  renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/42');
  const slipCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(SLIPS));
  return { saved, slipCalls };
}

const pdf = () =>
  new Response('%PDF-1.7', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="packing-slip-202603010001.pdf"',
    },
  });

describe("the order page's packing slip", { timeout: 20_000 }, () => {
  it('saves the PDF of this order, asked in the language on screen', async () => {
    const { saved, slipCalls } = show(pdf);
    fireEvent.click(await screen.findByRole('button', { name: /Print packing slip/ }));
    await waitFor(() => expect(saved).toEqual(['packing-slip-202603010001.pdf']));
    const [url, init] = slipCalls()[0] ?? [];
    expect(String(url)).toBe(`${SLIPS}?ids=42`);
    expect((init?.headers as Record<string, string>).lang).toBe('en');
  });

  it('asks for a Thai slip from a Thai screen', async () => {
    await switchLanguage('tai');
    const { saved, slipCalls } = show(pdf);
    fireEvent.click(await screen.findByRole('button', { name: /พิมพ์ใบรายการบรรจุสินค้า/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((slipCalls()[0]?.[1]?.headers as Record<string, string>).lang).toBe('tai');
  });

  it("shows the server's refusal", async () => {
    const { saved } = show(
      () =>
        new Response(JSON.stringify(refused('There is no such order', { error: 'ORDER_NOT_FOUND' })), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Print packing slip/ }));
    expect(await screen.findByText('There is no such order')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
