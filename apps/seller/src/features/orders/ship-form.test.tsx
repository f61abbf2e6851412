import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { paidOrder } from '@shop/desk/test-support/paid-order.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fill, ok, refused, renderWithProviders } from '../../test/render.tsx';
import { orderQueryOptions } from './api.ts';
import { ShipForm } from './ship-form.tsx';

const shipped = {
  ...paidOrder,
  status: 2,
  logistics: {
    carrier: 'DHL',
    tracking_no: 'JD0001',
    events: [{ description: 'Shipped', at: '2026-03-02T09:00:00.000Z' }],
  },
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
