import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { orderQueryOptions } from './api.ts';
import { ShipForm } from './ship-form.tsx';

const shipped = {
  id: 42,
  order_no: '202601010001',
  status: 2,
  shop: { id: 3, name: 'Tea House', logo: { small: '/s.png', large: '/l.png' } },
  items: [],
  quantity: 1,
  goods_amount: '10.00',
  freight: '0.00',
  discount: '0.00',
  shop_discount: '0.00',
  promo_discount: '0.00',
  total: '10.00',
  created_at: '2026-01-01T10:00:00.000Z',
  pay_deadline: null,
  address: { addressee: 'Ann', mobile: '+1 555 0100', country: 'US', area: 'NY', detail: '1 Main St' },
  promo_code: null,
  remark: '',
  paid_at: '2026-01-01T10:05:00.000Z',
  timeline: [],
  logistics: {
    carrier: 'DHL',
    tracking_no: 'JD0001',
    events: [{ description: 'Shipped', at: '2026-01-02T09:00:00.000Z' }],
  },
  buyer: { id: 7, account: 'ann' },
  checkout_no: 'C202601010001',
  refunds: [],
  return_address: null,
  income: null,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// antd forms in happy-dom take about half a second per test alone, and several when the machine's two cores are
// busy (a parallel build or test run): the default 5 s limit then fails tests that are not wrong.
describe('ship form', { timeout: 20_000 }, () => {
  it('posts the order id, carrier and tracking number, trimmed, and stores the shipped order', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Shipped', data: shipped });
    const { queryClient } = renderWithProviders(<ShipForm orderId={42} />);

    fill('Carrier', '  DHL ');
    fill('Tracking number', 'JD0001 ');
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/order/ship');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ id: 42, carrier: 'DHL', tracking_no: 'JD0001' });
    await waitFor(() => expect(queryClient.getQueryData(orderQueryOptions(42).queryKey)?.status).toBe(2));
  });

  it('sends nothing while a field is empty', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Shipped', data: shipped });
    renderWithProviders(<ShipForm orderId={42} />);

    fill('Carrier', 'DHL');
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));

    expect(await screen.findByText('Enter the tracking number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when shipping is refused", async () => {
    stubFetch({ code: 0, msg: 'Invalid value: tracking_no', data: { error: 'VALIDATION' } });
    renderWithProviders(<ShipForm orderId={42} />);

    fill('Carrier', 'DHL');
    fill('Tracking number', 'JD0001');
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));

    expect(await screen.findByText('Invalid value: tracking_no')).toBeTruthy();
  });

  it('reloads the order when someone else moved it first', async () => {
    stubFetch({
      code: 0,
      msg: 'The order status has changed, please refresh',
      data: { error: 'ORDER_STATUS_CHANGED' },
    });
    const { queryClient } = renderWithProviders(<ShipForm orderId={42} />);
    const detailKey = orderQueryOptions(42).queryKey;
    queryClient.setQueryData(detailKey, { ...shipped, status: 1 as const, logistics: null });

    fill('Carrier', 'DHL');
    fill('Tracking number', 'JD0001');
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));

    expect((await screen.findAllByText('The order status has changed, please refresh')).length).toBeGreaterThan(0);
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true));
  });
});
