import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ok, refused, renderWithProviders } from '../../test/render.tsx';
import { orderQueryOptions } from './api.ts';
import { ShipForm } from './ship-form.tsx';

const shipped = {
  id: 42,
  order_no: '202603010001',
  status: 2,
  shop: { id: 9, name: 'Tea House', logo: { small: '/s.png', large: '/l.png' } },
  items: [],
  quantity: 1,
  goods_amount: '12.00',
  freight: '0.00',
  discount: '0.00',
  shop_discount: '0.00',
  promo_discount: '0.00',
  total: '12.00',
  created_at: '2026-03-01T10:00:00.000Z',
  pay_deadline: null,
  address: { addressee: 'Ann', mobile: '+1 555 0100', country: 'US', area: 'NY', detail: '1 Main St' },
  promo_code: null,
  remark: '',
  paid_at: '2026-03-01T10:05:00.000Z',
  timeline: [],
  logistics: {
    carrier: 'DHL',
    tracking_no: 'JD0001',
    events: [{ description: 'Shipped', at: '2026-03-02T09:00:00.000Z' }],
  },
  buyer: { id: 7, account: 'ann' },
  checkout_no: 'C202603010001',
  refunds: [],
  return_address: null,
  income: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shipping an order', { timeout: 20_000 }, () => {
  it('posts the order id, carrier and tracking number, trimmed, and shows the shipped order', async () => {
    const api = fakeApi({ '/api/seller/order/ship': ok(shipped) });
    const { queryClient } = renderWithProviders(<ShipForm orderId={42} />);

    fill('Carrier', '  DHL ');
    fill('Tracking number', 'JD0001 ');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() => expect(api.callsTo('/api/seller/order/ship', 'POST')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ id: 42, carrier: 'DHL', tracking_no: 'JD0001' });
    await waitFor(() => expect(queryClient.getQueryData(orderQueryOptions(42).queryKey)?.status).toBe(2));
  });

  it('sends nothing while the tracking number is missing, and shows a refusal', async () => {
    const api = fakeApi({
      '/api/seller/order/ship': refused('The order status has changed, please refresh', {
        error: 'ORDER_STATUS_CHANGED',
      }),
    });
    renderWithProviders(<ShipForm orderId={42} />);

    fill('Carrier', 'DHL');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Enter the tracking number')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fill('Tracking number', 'JD0001');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect((await screen.findAllByText('The order status has changed, please refresh')).length).toBeGreaterThan(0);
  });
});
